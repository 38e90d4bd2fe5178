import { describe, expect, it } from 'vitest';

import { counterValueAt, DEFAULT_COUNTER_DURATION_MS, easeOutCubic, formatCounter } from './counter.ts';

describe('animated counter', () => {
  it('starts at 0 and lands exactly on the target at the end of the duration', () => {
    expect(counterValueAt(0, 1247, 2500)).toBe(0);
    expect(counterValueAt(2500, 1247, 2500)).toBe(1247);
    expect(counterValueAt(9999, 2847000, 2500)).toBe(2847000);
  });

  it('eases out: more than half way after a quarter of the time, never above the target', () => {
    const quarter = counterValueAt(625, 1000, 2500);
    expect(quarter).toBeGreaterThan(500);
    expect(counterValueAt(2499, 1000, 2500)).toBeLessThanOrEqual(1000);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
  });

  it('only goes up as time passes', () => {
    let previous = -1;
    for (let t = 0; t <= 2500; t += 50) {
      const value = counterValueAt(t, 98, 2500);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('defaults to 2000 ms', () => {
    expect(DEFAULT_COUNTER_DURATION_MS).toBe(2000);
    expect(counterValueAt(2000, 67)).toBe(67);
    expect(counterValueAt(1000, 67)).toBeLessThan(67);
  });

  it('keeps one decimal for decimal targets and groups thousands', () => {
    expect(formatCounter(4.9, 4.9)).toBe('4.9');
    expect(formatCounter(2847000, 2847000)).toBe('2,847,000');
    expect(formatCounter(counterValueAt(1250, 4.9, 2500), 4.9)).toMatch(/^\d\.\d$/);
  });
});
