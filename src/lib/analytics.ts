/**
 * Analytics: one page view per page load (path + query string) and an event for every call-link
 * and quote-button click. Nothing is sent, and nothing is loaded, unless an endpoint is configured
 * (PUBLIC_ANALYTICS_ENDPOINT at build time). Sending uses sendBeacon, which never blocks the page.
 */

export type AnalyticsPayload =
  | { type: 'pageview'; path: string; referrer: string }
  | { type: 'event'; name: 'call_click' | 'quote_click'; path: string; target: string };

/** The page-view payload for a location: path plus query string, never the hash. */
export function pageViewPayload(
  location: Pick<Location, 'pathname' | 'search'>,
  referrer: string,
): AnalyticsPayload {
  return { type: 'pageview', path: `${location.pathname}${location.search}`, referrer };
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
  const path = `${location.pathname}${location.search}`;
  const href = link.getAttribute('href') ?? '';
  return href.startsWith('tel:')
    ? { type: 'event', name: 'call_click', path, target: href }
    : { type: 'event', name: 'quote_click', path, target: href };
}

/** Something that can send a beacon: `navigator` in the browser, a fake in tests. */
export interface BeaconSender {
  sendBeacon(url: string, data: BodyInit): boolean;
}

/** Sends one payload as JSON without holding up the page. */
function sendPayload(sender: BeaconSender, endpoint: string, payload: AnalyticsPayload): void {
  sender.sendBeacon(endpoint, new Blob([JSON.stringify(payload)], { type: 'application/json' }));
}

/** Starts analytics on a page: reports the view now and listens for call and quote clicks. */
export function startAnalytics(doc: Document, sender: BeaconSender, endpoint: string): void {
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
