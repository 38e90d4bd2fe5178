/**
 * Analytics: one page view per page load (path + query string) and an event for every call-link
 * and quote-button click. Nothing is sent, and nothing is loaded, unless an endpoint is configured
 * (PUBLIC_ANALYTICS_ENDPOINT at build time).
 *
 * Any collector receives it: the body is JSON sent as text/plain with no credentials, a
 * CORS-safelisted request that needs no preflight (https://fetch.spec.whatwg.org/#cors-safelisted-request-header),
 * with keepalive so a click that leaves the page still gets through. Query strings can carry personal
 * data (emails in a newsletter link, names in a form redirect), so only campaign keys are kept.
 * Islands report their own events with `trackEvent`, through the same sender and endpoint.
 */

/**
 * What an island reports: an estimate was calculated, with the kind of floor, the size band (never
 * the area) and the tier. No personal data.
 */
export interface EstimateCalculatedEvent {
  name: 'estimate_calculated';
  kind: string;
  size: '<500' | '500-999' | '1000-2499' | '2500-9999' | '10000+';
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

/** Starts analytics on a page: reports the view now and listens for call and quote clicks. */
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
}

/**
 * Sends an island's event through the page's collector (the endpoint the layout puts on <body> as
 * data-analytics-endpoint when PUBLIC_ANALYTICS_ENDPOINT is set). Returns false, and sends nothing,
 * when analytics is off. `sender` replaces window.fetch in tests.
 */
export function trackEvent(doc: Document, event: EstimateCalculatedEvent, sender?: Fetcher): boolean {
  const endpoint = doc.body.dataset['analyticsEndpoint'];
  const win = doc.defaultView;
  if (!endpoint || !win) return false;
  const send: Fetcher = sender ?? ((url, init) => win.fetch(url, init));
  sendPayload(send, endpoint, { type: 'event', path: reportedPath(win.location), ...event });
  return true;
}
