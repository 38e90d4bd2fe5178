/**
 * Analytics: one page view per page load (path + query string) and an event for every call-link
 * and quote-button click. Nothing is sent, and nothing is loaded, unless an endpoint is configured
 * (PUBLIC_ANALYTICS_ENDPOINT at build time).
 *
 * Any collector receives it: the body is JSON sent as text/plain with no credentials, a
 * CORS-safelisted request that needs no preflight (https://fetch.spec.whatwg.org/#cors-safelisted-request-header),
 * with keepalive so a click that leaves the page still gets through. Query strings can carry personal
 * data (emails in a newsletter link, names in a form redirect), so only campaign keys are kept.
 * Islands report their own events by dispatching a "site:analytics" DOM event (below), which goes
 * through the same sender and endpoint.
 */

/** The size bands an estimate's area is reported in (lib/estimate.ts sizeBand picks one). */
const sizeBands = ['<500', '500-999', '1000-2499', '2500-9999', '10000+'] as const;
export type SizeBand = (typeof sizeBands)[number];

/**
 * What an island reports: an estimate was calculated, with the kind of floor, the size band (never
 * the area) and the tier. No personal data.
 */
interface EstimateCalculatedEvent {
  name: 'estimate_calculated';
  kind: string;
  size: SizeBand;
  tier: 'standard' | 'premium';
}

export type AnalyticsPayload =
  | { type: 'pageview'; path: string; referrer: string }
  | { type: 'event'; name: 'call_click' | 'quote_click'; path: string; target: string }
  | ({ type: 'event'; path: string } & EstimateCalculatedEvent);

/** Query keys reported besides `utm_*`: none carry personal data. */
const allowedQueryKeys: readonly string[] = ['ref'];

/** The path and the campaign part of the query string: "/pricing?utm_source=flyer", never the hash. */
export function reportedPath(location: Pick<Location, 'pathname' | 'search'>): string {
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const [key, value] of params) {
    if (key.startsWith('utm_') || allowedQueryKeys.includes(key)) kept.append(key, value);
  }
  const query = kept.toString();
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/** Where the visitor came from, without its path's query string: an origin and path, or "". */
function reportedReferrer(referrer: string): string {
  try {
    const url = new URL(referrer);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '';
  }
}

/** The page-view payload for a location. */
export function pageViewPayload(
  location: Pick<Location, 'pathname' | 'search'>,
  referrer: string,
): AnalyticsPayload {
  return { type: 'pageview', path: reportedPath(location), referrer: reportedReferrer(referrer) };
}

/**
 * The event for a click, or null when the click is not one we count: a `tel:` link is a call,
 * an element marked `data-track="quote"` is a quote request.
 */
export function clickEventPayload(
  target: Element | null,
  location: Pick<Location, 'pathname' | 'search'>,
): AnalyticsPayload | null {
  const link = target?.closest('a[href^="tel:"], [data-track="quote"]');
  if (!link) return null;
  const path = reportedPath(location);
  const href = link.getAttribute('href') ?? '';
  return href.startsWith('tel:')
    ? { type: 'event', name: 'call_click', path, target: href }
    : { type: 'event', name: 'quote_click', path, target: href };
}

/** Something that can send a request: `window.fetch` in the browser, a fake in tests. */
export type Fetcher = (url: string, init: RequestInit) => Promise<unknown>;

/** Sends one payload without holding up the page; a lost page view never breaks it. */
function sendPayload(send: Fetcher, endpoint: string, payload: AnalyticsPayload): void {
  send(endpoint, {
    method: 'POST',
    // A string body is sent as text/plain;charset=UTF-8: safelisted, so no preflight.
    body: JSON.stringify(payload),
    mode: 'no-cors',
    credentials: 'omit',
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The DOM event an island dispatches on `document` to report something (detail: an
 * EstimateCalculatedEvent). Islands dispatch it instead of importing this module, so the layout's
 * small script stays inline and islands share no code with it; with analytics off nobody listens.
 */
const islandEventName = 'site:analytics';

/** Whether a dispatched detail is an event we report (and nothing else it might carry). */
function islandEvent(detail: unknown): EstimateCalculatedEvent | null {
  if (!detail || typeof detail !== 'object') return null;
  const { name, kind, size, tier } = detail as Record<string, unknown>;
  if (name !== 'estimate_calculated' || typeof kind !== 'string') return null;
  const band = sizeBands.find((known) => known === size);
  if (!band || (tier !== 'standard' && tier !== 'premium')) return null;
  return { name, kind, size: band, tier };
}

/**
 * Starts analytics on a page: reports the view now, and listens for call and quote clicks and for
 * the events islands dispatch as "site:analytics".
 */
export function startAnalytics(doc: Document, sender: Fetcher, endpoint: string): void {
  const location = doc.defaultView?.location ?? doc.location;
  sendPayload(sender, endpoint, pageViewPayload(location, doc.referrer));
  doc.addEventListener(
    'click',
    (event) => {
      const payload = clickEventPayload(event.target instanceof Element ? event.target : null, location);
      if (payload) sendPayload(sender, endpoint, payload);
    },
    { capture: true },
  );
  doc.addEventListener(islandEventName, (event) => {
    const reported = islandEvent((event as CustomEvent<unknown>).detail);
    if (reported) sendPayload(sender, endpoint, { type: 'event', path: reportedPath(location), ...reported });
  });
}
