import { describe, expect, it } from 'vitest';

import {
  clampPercent,
  initialSlider,
  percentAt,
  positionForKey,
  sliderReducer,
  type SliderEvent,
  type SliderState,
} from './slider.ts';

function run(events: SliderEvent[], from: SliderState = initialSlider): SliderState {
  return events.reduce(sliderReducer, from);
}

describe('before/after slider rules', () => {
  it('start with the divider at 50% and nothing pressed', () => {
    expect(initialSlider).toEqual({ position: 50, dragging: false });
  });

  it('keep positions between 0 and 100%', () => {
    expect(clampPercent(-12)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(37.5)).toBe(37.5);
    expect(clampPercent(Number.NaN)).toBe(50);
  });

  it('turn a pointer position into a percentage of the image width, clamped at the edges', () => {
    const box = { left: 100, width: 400 };
    expect(percentAt(100, box)).toBe(0);
    expect(percentAt(300, box)).toBe(50);
    expect(percentAt(400, box)).toBe(75);
    expect(percentAt(20, box)).toBe(0);
    expect(percentAt(900, box)).toBe(100);
    expect(percentAt(300, { left: 0, width: 0 })).toBe(50);
  });

  it('ignore moves while nothing is pressed', () => {
    expect(run([{ type: 'move', percent: 80 }])).toEqual({ position: 50, dragging: false });
  });

  it('follow moves after a press until the release', () => {
    const state = run([
      { type: 'press' },
      { type: 'move', percent: 60 },
      { type: 'move', percent: 72 },
      { type: 'release' },
      { type: 'move', percent: 10 },
    ]);
    expect(state).toEqual({ position: 72, dragging: false });
  });

  it('stop following when the mouse leaves the image, even if the button is still down', () => {
    const state = run([
      { type: 'press' },
      { type: 'move', percent: 30 },
      { type: 'leave' },
      { type: 'move', percent: 90 },
    ]);
    expect(state).toEqual({ position: 30, dragging: false });
  });

  it('clamp dragged positions to 0-100%', () => {
    expect(run([{ type: 'press' }, { type: 'move', percent: -40 }]).position).toBe(0);
    expect(run([{ type: 'press' }, { type: 'move', percent: 180 }]).position).toBe(100);
  });

  it('move to a clicked point whether or not anything is pressed', () => {
    expect(run([{ type: 'click', percent: 22 }])).toEqual({ position: 22, dragging: false });
    expect(run([{ type: 'click', percent: 130 }]).position).toBe(100);
  });

  it('return the same state object when an event changes nothing, so React skips the render', () => {
    expect(sliderReducer(initialSlider, { type: 'release' })).toBe(initialSlider);
    expect(sliderReducer(initialSlider, { type: 'move', percent: 70 })).toBe(initialSlider);
  });
});

describe('slider keys', () => {
  it('move by 5% with the arrow keys', () => {
    expect(positionForKey('ArrowRight', 50)).toBe(55);
    expect(positionForKey('ArrowUp', 50)).toBe(55);
    expect(positionForKey('ArrowLeft', 50)).toBe(45);
    expect(positionForKey('ArrowDown', 50)).toBe(45);
  });

  it('move by 25% with Page Up and Page Down', () => {
    expect(positionForKey('PageUp', 50)).toBe(75);
    expect(positionForKey('PageDown', 50)).toBe(25);
  });

  it('jump to the ends with Home and End', () => {
    expect(positionForKey('Home', 63)).toBe(0);
    expect(positionForKey('End', 12)).toBe(100);
  });

  it('never step past the ends', () => {
    expect(positionForKey('ArrowRight', 98)).toBe(100);
    expect(positionForKey('ArrowLeft', 3)).toBe(0);
    expect(positionForKey('PageUp', 90)).toBe(100);
    expect(positionForKey('PageDown', 10)).toBe(0);
  });

  it('leave other keys to the browser', () => {
    expect(positionForKey('Tab', 50)).toBeNull();
    expect(positionForKey('Enter', 50)).toBeNull();
  });
});
