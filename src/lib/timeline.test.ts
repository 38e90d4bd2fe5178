import { describe, expect, it } from 'vitest';

import {
  allTimelineInputs,
  completeAnswers,
  describeTimeline,
  estimateTimeline,
  visibleQuestionCount,
  type ProjectSize,
  type ProjectType,
  type SurfaceCondition,
  type TimelineDetailCopy,
} from './timeline.ts';

/**
 * Installation days for every type, size and surface, worked out by hand from the spec's table
 * (base days + 1 poor / 0.5 fair / 0 good, rounded up): [good, fair, poor].
 */
const expectedInstallation: Record<ProjectType, Record<ProjectSize, [number, number, number]>> = {
  garage: { small: [2, 3, 3], medium: [3, 3, 4], large: [3, 4, 4] },
  commercial: { small: [4, 5, 5], medium: [6, 7, 7], large: [8, 9, 9] },
  metallic: { small: [4, 5, 5], medium: [4, 5, 5], large: [4, 5, 5] },
  'pool-deck': { small: [3, 4, 4], medium: [3, 4, 4], large: [3, 4, 4] },
  industrial: { small: [7, 8, 8], medium: [10, 11, 11], large: [14, 15, 15] },
};
const surfaceIndex: Record<SurfaceCondition, 0 | 1 | 2> = { good: 0, fair: 1, poor: 2 };

describe('estimateTimeline', () => {
  const inputs = allTimelineInputs();

  it('covers all 90 combinations of type, size, surface and preference', () => {
    expect(inputs).toHaveLength(90);
    expect(new Set(inputs.map((i) => JSON.stringify(i))).size).toBe(90);
  });

  it.each(inputs)('follows the spec for %o', (input) => {
    const result = estimateTimeline(input);
    const installation = expectedInstallation[input.type][input.size][surfaceIndex[input.surface]];
    const cure = input.preference === 'fast' ? 1 : 7;
    const lead =
      input.preference === 'fast'
        ? '1-2 weeks (rush fee may apply)'
        : input.type === 'industrial'
          ? '4-6 weeks'
          : '2-4 weeks';
    expect(result).toEqual({
      installationDays: installation,
      cureDays: cure,
      totalDays: installation + cure,
      leadTime: lead,
    });
  });

  it('rounds a half day up: a medium garage on a fair slab is 2.5 + 0.5 = 3 days, a poor one 4', () => {
    expect(
      estimateTimeline({ type: 'garage', size: 'medium', surface: 'fair', preference: 'standard' }),
    ).toEqual({ installationDays: 3, cureDays: 7, totalDays: 10, leadTime: '2-4 weeks' });
    expect(
      estimateTimeline({ type: 'garage', size: 'medium', surface: 'poor', preference: 'standard' })
        .installationDays,
    ).toBe(4);
  });

  it('gives fast cure precedence over the industrial lead time', () => {
    expect(
      estimateTimeline({ type: 'industrial', size: 'large', surface: 'poor', preference: 'fast' }),
    ).toEqual({
      installationDays: 15,
      cureDays: 1,
      totalDays: 16,
      leadTime: '1-2 weeks (rush fee may apply)',
    });
  });
});

describe('progressive questions', () => {
  it('shows only the project type until it is answered', () => {
    expect(visibleQuestionCount({})).toBe(1);
  });

  it('adds size after a type, surface after a size and preference after a surface', () => {
    expect(visibleQuestionCount({ type: 'garage' })).toBe(2);
    expect(visibleQuestionCount({ type: 'garage', size: 'small' })).toBe(3);
    expect(visibleQuestionCount({ type: 'garage', size: 'small', surface: 'good' })).toBe(4);
    expect(visibleQuestionCount({ type: 'garage', size: 'small', surface: 'good', preference: 'fast' })).toBe(
      4,
    );
  });

  it('has a complete input only when all four answers are given', () => {
    expect(completeAnswers({ type: 'garage', size: 'small', surface: 'good' })).toBeUndefined();
    expect(completeAnswers({ type: 'garage', size: 'small', surface: 'good', preference: 'fast' })).toEqual({
      type: 'garage',
      size: 'small',
      surface: 'good',
      preference: 'fast',
    });
  });
});

describe('describeTimeline', () => {
  const copy: TimelineDetailCopy = {
    base: {
      garage: 'Garage base {days}',
      commercial: 'Commercial base {days}',
      metallic: 'Metallic base {days}',
      'pool-deck': 'Pool deck base {days}',
      industrial: 'Industrial base {days}',
    },
    surface: { good: 'Good adds {days}', fair: 'Fair adds {days}', poor: 'Poor adds {days}' },
    cure: { standard: 'Seven-day cure', fast: 'Fast cure' },
    leadTime: { default: 'Usual lead', fast: 'Rush lead', industrialStandard: 'Industrial lead' },
    days: { one: '{count} day', other: '{count} days' },
  };

  it('explains the base days, the surface days, the cure and the lead-time rule in that order', () => {
    expect(
      describeTimeline({ type: 'garage', size: 'medium', surface: 'fair', preference: 'standard' }, copy),
    ).toEqual(['Garage base 2.5 days', 'Fair adds 0.5 days', 'Seven-day cure', 'Usual lead']);
    expect(
      describeTimeline({ type: 'industrial', size: 'small', surface: 'poor', preference: 'standard' }, copy),
    ).toEqual(['Industrial base 7 days', 'Poor adds 1 day', 'Seven-day cure', 'Industrial lead']);
    expect(
      describeTimeline({ type: 'industrial', size: 'small', surface: 'good', preference: 'fast' }, copy).at(
        -1,
      ),
    ).toBe('Rush lead');
  });
});
