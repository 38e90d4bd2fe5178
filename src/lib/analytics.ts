/**
 * Analytics without personal data: one page view per page load, an event for every call, text and
 * quote click, and the events islands report (an estimate calculated, a quote submitted). Nothing
 * is sent, and nothing is loaded, unless an endpoint is configured (PUBLIC_ANALYTICS_ENDPOINT at
 * build time). PUBLIC_ANALYTICS_PROVIDER picks the format: Plausible's Events API, Umami's
 * /api/send, or, unset, the generic JSON below. docs/owner.md "Analytics" lists every payload.
 *
 * What leaves the page is decided here, whatever the format:
 * - the path, with any segment that is not a reportable value (an email address, a phone number,
 *   more than 100 characters...) masked as "[redacted]"; query keys other than the five standard
 *   campaign keys and `ref` are dropped, and so is any value of theirs that is not reportable;
 * - the referrer's origin and masked path, never its query string;
 * - a click's kind of target ("sms", "mailto", "form", a path on this site), never the query,
 *   message body, area or estimate a link carries; a `tel:` target is the number as the page
 *   writes it, the business's own public line;
 * - island events as slugs and bands (kind of floor, size band, tier), never the area itself.
 *
 * Islands report by dispatching a DOM event (lib/analytics-events.ts), so they share no code with
 * this module, which the layout inlines into every page (scripts/build/check-dist.ts holds the budget).
 */

/** The size bands an estimate's area is reported in (lib/estimate.ts sizeBand picks one). */
const sizeBands = ['<500', '500-999', '1000-2499', '2500-9999', '10000+'] as const;
export type SizeBand = (typeof sizeBands)[number];

/** Where and how to report, as the layout writes it on <body> (analyticsAttributes). */
export interface AnalyticsConfig {
  /** The exact address posted to (business.ts has already added /api/event or /api/send). */
  endpoint: string;
  /** "plausible" or "umami" for their own formats; anything else gets the generic JSON. */
  provider?: string | undefined;
  /** Plausible's site domain or Umami's website ID. */
  site?: string | undefined;
}

/** Something that happened, before it is written in a collector's format. */
export interface SiteEvent {
  /** "pageview", or the name of a custom event such as "call_click". */
  name: string;
  /** Short, already reportable values; a page view has none. */
  props?: Record<string, string>;
}

/** The query keys that are kept (when their value is reportable); every other key is dropped. */
const campaignKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'ref'];

/** The longest value (or path segment) reported, in UTF-16 code units. */
export const maxValueLength = 100;

/** What a path segment that is not reportable becomes. */
export const redacted = '[redacted]';

/**
 * What a reported value must not contain: an "@" (an email address; also the full-width and small
 * forms), a "%" (a value still percent-encoded after decoding: %40 is an "@" in hiding), seven or
 * more digits in a row whatever separates them (a phone number in any format or script: 3055550100,
 * (305) 555-0100, +1 305.555.0100, full-width or Arabic-Indic digits), markup and quote characters,
 * control and invisible formatting characters.
 */
const unsafe = /[@%\uFE6B\uFF20<>"'`\\\p{Cc}\p{Cf}]|(?:\p{Nd}[\s\p{Pd}()./+]*){7}/u;

/** Whether a decoded value may be reported: 1 to 100 characters, none of them `unsafe`. */
export function isReportable(value: string): boolean {
  return value !== '' && value.length <= maxValueLength && !unsafe.test(value);
}

/**
 * Whether a value may be kept as an ad click id (gclid, gbraid, wbraid, fbclid, msclkid). The ad
 * platforms write these, not people: up to 255 letters, digits, "-" and "_", which leaves no room
 * for an "@", a "%" or markup. isReportable's rules do not fit them: a gclid can be longer than 100
 * characters, and a Microsoft id (32 hex digits) often has seven digits in a row. An id has at
 * least one letter: digits alone (a phone number put there by hand) are not kept.
 */
export function isClickId(value: string): boolean {
  return /^(?=[\w-]*[A-Za-z])[\w-]{1,255}$/.test(value);
}

/** A URL path with every segment that is not reportable, once decoded, replaced by "[redacted]". */
export function maskedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        if (segment === '' || isReportable(decodeURIComponent(segment))) return segment;
      } catch {
        // A malformed escape is not a value we can vouch for.
      }
      return redacted;
    })
    .join('/');
}

/** The masked path and the reportable campaign values: "/pricing?utm_source=flyer", never the hash. */
export function reportedPath(location: Pick<Location, 'pathname' | 'search'>): string {
  const params = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const key of campaignKeys) {
    const value = params.get(key);
    if (value !== null && isReportable(value)) kept.set(key, value);
  }
  const query = kept.toString();
  return maskedPath(location.pathname) + (query ? `?${query}` : '');
}

/** Where the visitor came from: an http(s) origin and masked path, without the query; or "". */
export function reportedReferrer(referrer: string): string {
  try {
    const url = new URL(referrer);
    return /^https?:$/.test(url.protocol) ? url.origin + maskedPath(url.pathname) : '';
  } catch {
    return '';
  }
}

/** The links and buttons a click is counted on. */
const tracked =
  'a[href^="tel:"], a[href^="sms:"], [data-track="quote"], [data-estimate-send], [data-track="booking"], [data-track="whatsapp"]';

/**
 * The event for a click, or null when the click is not one we count: a `tel:` link is a call, an
 * `sms:` link a text, an element marked `data-track="quote"` (or one of the estimator's "send"
 * links) a quote request, `data-track="booking"` the booking page and `data-track="whatsapp"` a
 * WhatsApp message. The target is reduced to its kind (see clickTarget); the booking page and
 * WhatsApp are named by kind only, never by the address or message they carry.
 */
export function clickEvent(
  target: Element | null,
  here: Pick<Location, 'href' | 'origin'>,
): SiteEvent | null {
  const link = target?.closest(tracked);
  if (!link) return null;
  const kind = link.getAttribute('data-track');
  if (kind === 'booking' || kind === 'whatsapp') return { name: `${kind}_click`, props: { target: kind } };
  const href = link.getAttribute('href') ?? '';
  const scheme = /^(tel|sms|mailto):/i.exec(href)?.[1]?.toLowerCase();
  const name = scheme === 'tel' ? 'call_click' : scheme === 'sms' ? 'text_click' : 'quote_click';
  return { name, props: { target: clickTarget(href, scheme, here) } };
}

/**
 * A click's target without what it carries: the business's `tel:` number as written (public), else
 * the scheme ("tel", "sms", "mailto"), the masked path of a page on this site ("/contact"), or
 * "form" for another site (the only one a tracked link leads to is the estimate form's host).
 */
function clickTarget(
  href: string,
  scheme: string | undefined,
  here: Pick<Location, 'href' | 'origin'>,
): string {
  if (scheme === 'tel' && /^tel:\+\d{7,15}$/.test(href)) return href;
  if (scheme) return scheme;
  try {
    const url = new URL(href, here.href);
    return url.origin === here.origin ? maskedPath(url.pathname) : 'form';
  } catch {
    return 'form';
  }
}

/** A floor kind as islands name it: a short lower-case slug, never free text. */
const slug = /^[a-z][a-z\d-]{0,39}$/;

/**
 * The event an island reported (lib/analytics-events.ts), keeping only its known fields, or null
 * when it is not one we report or a field is not what it should be.
 */
export function islandEvent(detail: unknown): SiteEvent | null {
  if (!detail || typeof detail !== 'object') return null;
  const { name, kind, size, tier } = detail as Record<string, unknown>;
  const band = sizeBands.find((known) => known === size);
  if (typeof kind !== 'string' || !slug.test(kind) || !band) return null;
  if (name === 'estimate_calculated' && (tier === 'standard' || tier === 'premium')) {
    return { name, props: { kind, size: band, tier } };
  }
  return name === 'quote_submitted' ? { name, props: { kind, size: band } } : null;
}

/** The page an event happened on, as reported. */
export interface PageFacts {
  origin: string;
  hostname: string;
  /** reportedPath: masked path and campaign values. */
  path: string;
  /** reportedReferrer: origin and masked path, or "". */
  referrer: string;
  title: string;
  language: string;
  /** "390x844" */
  screen: string;
}

/** The facts of a document's page, as reported. */
export function pageFacts(doc: Document): PageFacts {
  const win = doc.defaultView;
  const location = win?.location ?? doc.location;
  return {
    origin: location.origin,
    hostname: location.hostname,
    path: reportedPath(location),
    referrer: reportedReferrer(doc.referrer),
    title: doc.title,
    language: win?.navigator.language ?? '',
    screen: win ? `${win.screen.width}x${win.screen.height}` : '',
  };
}

/**
 * An event in the configured collector's format:
 * - Plausible's Events API (https://plausible.io/docs/events-api): `{name, url, domain, referrer?,
 *   props?}`, a page view named "pageview", the campaign values in `url`'s query;
 * - Umami's /api/send (https://umami.is/docs/api/sending-stats): `{type: "event", payload: {website,
 *   url, referrer?, hostname, language, screen, title, name?, data?}}`, a page view without a name;
 * - otherwise the generic `{type: "pageview", path, referrer}` / `{type: "event", name, path, ...props}`.
 * An empty referrer is left out of the providers' formats (both treat it as optional).
 */
export function payloadFor(config: AnalyticsConfig, event: SiteEvent, page: PageFacts): unknown {
  const { name, props } = event;
  const referrer = page.referrer ? { referrer: page.referrer } : {};
  if (config.provider === 'plausible') {
    return { name, url: page.origin + page.path, domain: config.site, ...referrer, ...(props && { props }) };
  }
  if (config.provider === 'umami') {
    const { hostname, language, screen, title } = page;
    const custom = props && { name, data: props };
    return {
      type: 'event',
      payload: {
        website: config.site,
        url: page.path,
        ...referrer,
        hostname,
        language,
        screen,
        title,
        ...custom,
      },
    };
  }
  return name === 'pageview'
    ? { type: name, path: page.path, referrer: page.referrer }
    : { type: 'event', name, path: page.path, ...props };
}

/**
 * How the payload travels. Every format goes as a JSON string without credentials, with keepalive
 * so a click that leaves the page still gets through:
 * - generic and Plausible: `text/plain` (a string body's type) with mode no-cors, a CORS-safelisted
 *   request that needs no preflight; Plausible's own script sends text/plain too, and its server
 *   decodes the body as JSON whatever the type;
 * - Umami: `application/json` with mode cors, which costs a preflight (Umami answers it and lets
 *   the browser cache it): Umami 2 reads the body only when it is declared JSON.
 */
export function requestInit(config: AnalyticsConfig, payload: unknown): RequestInit {
  const transport: RequestInit =
    config.provider === 'umami'
      ? { mode: 'cors', headers: { 'Content-Type': 'application/json' } }
      : { mode: 'no-cors' };
  return {
    method: 'POST',
    body: JSON.stringify(payload),
    credentials: 'omit',
    keepalive: true,
    ...transport,
  };
}

/** Something that can send a request: `window.fetch` in the browser, a fake in tests. */
export type Fetcher = (url: string, init: RequestInit) => Promise<unknown>;

/** The DOM event islands dispatch on `document` (lib/analytics-events.ts analyticsEventName). */
const islandEventName = 'site:analytics';

/**
 * Starts analytics on a page: reports the view now, and listens for call, text and quote clicks
 * and for the events islands dispatch. A lost report never breaks the page.
 */
export function startAnalytics(doc: Document, sender: Fetcher, config: AnalyticsConfig): void {
  const report = (event: SiteEvent | null) => {
    if (event) {
      sender(config.endpoint, requestInit(config, payloadFor(config, event, pageFacts(doc)))).catch(
        () => undefined,
      );
    }
  };
  report({ name: 'pageview' });
  doc.addEventListener(
    'click',
    (event) => {
      const location = doc.defaultView?.location ?? doc.location;
      report(clickEvent(event.target instanceof Element ? event.target : null, location));
    },
    { capture: true },
  );
  doc.addEventListener(islandEventName, (event) =>
    report(islandEvent((event as CustomEvent<unknown>).detail)),
  );
}

/** The <body> attributes that carry the configuration from the build to startAnalytics. */
export function analyticsAttributes(config: {
  endpoint?: string | undefined;
  provider?: string | undefined;
  siteId?: string | undefined;
}): Record<string, string | undefined> {
  return {
    'data-analytics-endpoint': config.endpoint,
    'data-analytics-provider': config.endpoint ? config.provider : undefined,
    'data-analytics-site': config.endpoint ? config.siteId : undefined,
  };
}

/** The configuration the layout wrote on <body>, or null when analytics is off. */
export function analyticsConfig(body: HTMLElement): AnalyticsConfig | null {
  const { analyticsEndpoint: endpoint, analyticsProvider: provider, analyticsSite: site } = body.dataset;
  return endpoint ? { endpoint, provider, site } : null;
}
