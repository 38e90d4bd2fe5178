import { describe, expect, it } from 'vitest';

import { median } from './median.ts';

describe('median', () => {
  it('takes the middle run', () => {
    expect(median([1051, 905, 1202])).toBe(1051);
  });

  it('leaves out a run whose metric errored', () => {
    expect(median([NaN, 1051, 1050])).toBe(1051);
    expect(median([848, NaN, NaN])).toBe(848);
  });

  it('is NaN only when no run gave a number', () => {
    expect(median([NaN, NaN])).toBeNaN();
  });
});
