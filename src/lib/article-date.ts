/** How article dates read on the page. */

/** "day": "January 15, 2025"; "month": "January 2025" (for articles the spec dates by month only). */
export type DatePrecision = 'day' | 'month';

/**
 * Formats an article date for display in a locale ("en-US", "es-US"). Dates come from frontmatter as
 * UTC midnight, so they are formatted in UTC: a visitor's time zone must not move January 1 back to
 * December 31.
 */
export function formatArticleDate(date: Date, precision: DatePrecision = 'day', locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    ...(precision === 'day' ? { day: 'numeric' } : {}),
  }).format(date);
}

/** The machine-readable form for `<time datetime>` and JSON-LD: "2025-01-15". */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
