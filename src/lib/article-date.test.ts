import { describe, expect, it } from 'vitest';

import { formatArticleDate, isoDate } from './article-date.ts';

describe('formatArticleDate', () => {
  it('writes the full date by default', () => {
    expect(formatArticleDate(new Date('2025-01-15'))).toBe('January 15, 2025');
  });

  it('writes only the month and year for month-precision dates', () => {
    expect(formatArticleDate(new Date('2025-01-10'), 'month')).toBe('January 2025');
  });

  it('writes the date in the language of the page', () => {
    expect(formatArticleDate(new Date('2025-01-15'), 'day', 'es-US')).toBe('15 de enero de 2025');
  });

  it('keeps the first of the month in its own month whatever the time zone', () => {
    expect(formatArticleDate(new Date('2025-01-01'), 'month')).toBe('January 2025');
    expect(formatArticleDate(new Date('2025-01-01'))).toBe('January 1, 2025');
  });
});

describe('isoDate', () => {
  it('gives the calendar date of a frontmatter date', () => {
    expect(isoDate(new Date('2025-01-15'))).toBe('2025-01-15');
  });
});
