/**
 * How an island reports to the site's analytics: it dispatches a "site:analytics" CustomEvent on
 * `document` whose detail is one of the events below. The layout's inline script
 * (lib/analytics.ts) listens when analytics is configured, keeps only the fields listed here and
 * sends them in the configured collector's format; with analytics off nobody listens and nothing
 * happens. Islands import this small module, never lib/analytics.ts, so the inline script shares
 * no code with their bundles.
 *
 * No personal data goes in a detail: the floor's kind is a slug such as "garage", the area is
 * reported as its size band (sizeBand), never as a number; a detail with anything else in a field
 * is dropped.
 */
import type { SizeBand } from './analytics.ts';
import { sizeBand } from './estimate.ts';

/** The DOM event's type. */
export const analyticsEventName = 'site:analytics';

/** The /pricing estimator calculated an estimate. */
interface EstimateCalculated {
  name: 'estimate_calculated';
  /** The kind of floor: a lower-case slug ("garage", "pool-deck"). */
  kind: string;
  size: SizeBand;
  tier: 'standard' | 'premium';
}

/** A visitor sent the quote form. */
interface QuoteSubmitted {
  name: 'quote_submitted';
  /** The kind of floor: a lower-case slug ("garage", "pool-deck"). */
  kind: string;
  size: SizeBand;
}

export type IslandAnalyticsEvent = EstimateCalculated | QuoteSubmitted;

/** Reports an event to the site's analytics (a no-op when analytics is off). */
export function reportAnalyticsEvent(event: IslandAnalyticsEvent, doc: Document = document): void {
  doc.dispatchEvent(new CustomEvent(analyticsEventName, { detail: event }));
}

/**
 * For the quote form: reports that a quote request was sent, with the kind of floor and the size
 * band of its area (in square feet). Call it once the form's provider has accepted the request;
 * never pass the visitor's name, phone, email, address or message.
 */
export function reportQuoteSubmitted(kind: string, area: number, doc: Document = document): void {
  reportAnalyticsEvent({ name: 'quote_submitted', kind, size: sizeBand(area) }, doc);
}
