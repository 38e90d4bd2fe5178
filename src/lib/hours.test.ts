import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { describeOpeningHours, formatTime, formatTimeRange } from './hours.ts';

describe('opening hours', () => {
  it('shows the spec hours as visitors read them', () => {
    expect(formatTimeRange('07:00', '19:00')).toBe('7am-7pm');
    expect(formatTimeRange('08:00', '17:00')).toBe('8am-5pm');
    expect(formatTimeRange('09:00', '16:00')).toBe('9am-4pm');
  });

  it('handles noon, midnight and half hours', () => {
    expect(formatTime('12:00')).toBe('12pm');
    expect(formatTime('00:00')).toBe('12am');
    expect(formatTime('18:30')).toBe('6:30pm');
  });

  it('describes the business hours from the single source of facts', () => {
    expect(describeOpeningHours(business.hours)).toEqual(
      business.hours.map((row) => ({
        label: row.label,
        time: `${formatTime(row.opens)}-${formatTime(row.closes)}`,
      })),
    );
  });
});
