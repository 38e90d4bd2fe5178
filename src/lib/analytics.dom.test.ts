import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { business } from '#src/data/business.ts';

import {
  analyticsAttributes,
  clickEvent,
  isClickId,
  isReportable,
  islandEvent,
  maskedPath,
  maxValueLength,
  pageFacts,
  payloadFor,
  redacted,
  reportedPath,
  reportedReferrer,
  requestInit,
  startAnalytics,
  type AnalyticsConfig,
  type PageFacts,
} from './analytics.ts';
import { analyticsEventName, reportAnalyticsEvent, reportQuoteSubmitted } from './analytics-events.ts';
import { mainNumber, smsHref, telHref } from './phone.ts';
import { initSite } from './site-client.ts';

type FetchSpy = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<unknown>>>;

function fakeFetch(): FetchSpy {
  return vi.fn((_url: string, _init: RequestInit) => Promise.resolve(undefined));
}

function sent(spy: FetchSpy): Record<string, unknown>[] {
  return spy.mock.calls.map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);
}

const generic: AnalyticsConfig = { endpoint: 'https://stats.example/collect' };
const plausible: AnalyticsConfig = {
  endpoint: 'https://plausible.example/api/event',
  provider: 'plausible',
  site: 'coralcoastepoxyfloors.com',
};
const umami: AnalyticsConfig = {
  endpoint: 'https://umami.example/api/send',
  provider: 'umami',
  site: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
};

const tollFree = telHref(mainNumber(business.phones));
const here = { href: 'https://www.example.com/pricing', origin: 'https://www.example.com' };
const path = (search: string, pathname = '/pricing') => reportedPath({ pathname, search });

const email = 'alice@example.com';
const campaignKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'ref'];
/** Phone numbers as they turn up in links: every common separator, prefix and digit script. */
const phones = [
  '3055550100',
  '305-555-0100',
  '(305) 555-0100',
  '305.555.0100',
  '305 555 0100',
  '+1 305 555 0100',
  '+1.305.555.0100',
  '+13055550100',
  '1-305-555-0100',
  '305/555/0100',
  '305–555–0100',
  '305\u00a0555\u00a00100',
  '555-0100',
  '+44 (0)20 7946 0958',
  '+34 612 34 56 78',
  'tel:+13055550100',
  'call 305 555 0100 today',
  '３０５５５５０１００',
  '٣٠٥٥٥٥٠١٠٠',
];

describe('what analytics reports of a page address', () => {
  it('keeps the five standard campaign keys and ref, and no other key', () => {
    const search =
      '?utm_source=flyer&utm_medium=print&utm_campaign=spring&utm_term=epoxy&utm_content=a&ref=yelp';
    expect(path(search)).toBe(`/pricing${search}`);
    expect(
      path(
        '?utm_email=x&utm_x=y&UTM_SOURCE=z&Ref=w&email=v&name=Ana&phone=u&gclid=t&fbclid=s&kind=garage&area=1234',
      ),
    ).toBe('/pricing');
  });

  it.each(campaignKeys)('drops an email address in %s, however it is encoded', (key) => {
    for (const value of [
      email,
      encodeURIComponent(email),
      encodeURIComponent(encodeURIComponent(email)),
      'alice＠example.com',
      'alice﹫example.com',
      `mailto:${email}`,
      `Name <${email}>`,
    ]) {
      expect(path(`?${key}=${encodeURIComponent(value)}`), value).toBe('/pricing');
      expect(path(`?${key}=${value}`), value).toBe('/pricing');
    }
  });

  it.each(phones)('drops a phone number written as %s', (phone) => {
    for (const key of campaignKeys) {
      expect(path(`?${key}=${encodeURIComponent(phone)}`)).toBe('/pricing');
    }
  });

  it('drops markup, quotes, control and invisible characters', () => {
    for (const value of [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      "it's",
      'back`tick',
      'a\\b',
      'line\nbreak',
      'right\u202eto-left',
      'zero\u200bwidth',
      '50%-off',
    ]) {
      expect(path(`?utm_content=${encodeURIComponent(value)}`), value).toBe('/pricing');
    }
  });

  it('caps every value at 100 characters, and a 7 KB value is dropped whole', () => {
    expect(maxValueLength).toBe(100);
    const longest = 'a'.repeat(maxValueLength);
    expect(path(`?utm_campaign=${longest}`)).toBe(`/pricing?utm_campaign=${longest}`);
    expect(path(`?utm_campaign=${longest}b`)).toBe('/pricing');
    expect(path(`?utm_source=${'x'.repeat(7 * 1024)}&ref=flyer`)).toBe('/pricing?ref=flyer');
  });

  it('keeps ordinary campaign names, in any language', () => {
    expect(
      path('?utm_campaign=spring-2026&utm_source=campa%C3%B1a&utm_term=%E6%97%A5%E6%9C%AC&ref=news+12'),
    ).toBe(
      '/pricing?utm_source=campa%C3%B1a&utm_campaign=spring-2026&utm_term=%E6%97%A5%E6%9C%AC&ref=news+12',
    );
  });

  it('reads the first of repeated keys, and drops the key when that value is not reportable', () => {
    expect(path('?utm_source=flyer&utm_source=radio')).toBe('/pricing?utm_source=flyer');
    expect(path(`?utm_source=${email}&utm_source=flyer`)).toBe('/pricing');
  });

  it('masks path segments that carry an email address, a phone number or too much', () => {
    expect(maskedPath('/newsletter/alice%40example.com')).toBe(`/newsletter/${redacted}`);
    expect(maskedPath(`/u/${email}/inbox`)).toBe(`/u/${redacted}/inbox`);
    expect(maskedPath('/u/alice%2540example.com')).toBe(`/u/${redacted}`);
    expect(maskedPath('/call/305-555-0100')).toBe(`/call/${redacted}`);
    expect(maskedPath(`/x/${'y'.repeat(maxValueLength + 1)}`)).toBe(`/x/${redacted}`);
    expect(maskedPath('/%3Cscript%3E/a')).toBe(`/${redacted}/a`);
    expect(maskedPath('/broken%E0%A4%A')).toBe(`/${redacted}`);
    for (const page of ['/', '/es/pricing', '/resources/epoxy-vs-polyaspartic', '/caf%C3%A9', '/a//b/']) {
      expect(maskedPath(page)).toBe(page);
    }
  });

  it('reports the addresses of the security review (finding 2) without their personal data', () => {
    expect(
      path(
        '?utm_source=flyer&utm_email=alice%40example.com&utm_x=%3Cscript%3E&ref=bob%40example.com&email=carol%40example.com&phone=3055550100&kind=garage&area=1234&finish=premium',
      ),
    ).toBe('/pricing?utm_source=flyer');
    expect(
      reportedPath({
        pathname: '/newsletter/alice%40example.com',
        search: '?UTM_SOURCE=x&utm_content=alice%40example.com',
      }),
    ).toBe(`/newsletter/${redacted}`);
  });

  it('reports the referrer as its origin and masked path, never its query', () => {
    expect(reportedReferrer('https://www.google.com/search?q=epoxy+miami&email=a%40b.c')).toBe(
      'https://www.google.com/search',
    );
    expect(reportedReferrer(`https://mail.example/u/${email}/view?id=1`)).toBe(
      `https://mail.example/u/${redacted}/view`,
    );
    expect(reportedReferrer('android-app://com.google.android.gm/')).toBe('');
    expect(reportedReferrer('')).toBe('');
  });

  it('judges single values the same way', () => {
    expect(isReportable('flyer')).toBe(true);
    expect(isReportable('')).toBe(false);
    expect(isReportable('2026-03-15')).toBe(false);
  });

  it('tells an ad click id from a phone number or an email address', () => {
    // A gclid longer than 100 characters, and Microsoft ids with seven digits or more in a row.
    const gclid = `Cj0KCQiA${'x7_Kp-2'.repeat(16)}`;
    expect(gclid).toHaveLength(120);
    for (const id of [
      gclid,
      'a8f1b2c3d4e5f60718293a4b5c6d7e8f',
      '1234567890abcdef1234567890abcdef',
      'IwAR2_x-9',
    ]) {
      expect(isClickId(id), id).toBe(true);
      expect(isReportable(id) && id.length <= maxValueLength, id).toBe(id === 'IwAR2_x-9');
    }
    for (const notAnId of [
      '',
      '3055550100',
      '305-555-0100',
      'ana@example.com',
      'ana%40example.com',
      '<script>',
      'Cj0K CQiA',
      'x'.repeat(256),
    ]) {
      expect(isClickId(notAnId), notAnId).toBe(false);
    }
  });
});

// The test files share a worker's document: what a test writes into the body goes with it.
afterEach(() => {
  document.body.replaceChildren();
});

describe('what analytics reports of a click', () => {
  const click = (html: string) => {
    document.body.innerHTML = html;
    return clickEvent(
      document.body.firstElementChild?.firstElementChild ?? document.body.firstElementChild,
      here,
    );
  };

  it("counts a call with the business's own public number", () => {
    expect(click(`<a href="${tollFree}"><span>Call</span></a>`)).toEqual({
      name: 'call_click',
      props: { target: tollFree },
    });
    expect(click('<a href="tel:305-555-0100">Call</a>')).toEqual({
      name: 'call_click',
      props: { target: 'tel' },
    });
  });

  it('counts a text as "sms", never the number or the message body', () => {
    const href = smsHref(
      business.phones.local,
      'Garage floor, 1,234 sq ft, $9,900-$14,800. Ana, ana@example.com',
    );
    expect(click(`<a href="${href}">Text us</a>`)).toEqual({ name: 'text_click', props: { target: 'sms' } });
    expect(click(`<a href="${href}" data-estimate-send="sms">Text this</a>`)).toEqual({
      name: 'text_click',
      props: { target: 'sms' },
    });
  });

  it('counts a quote by the kind of its target, never its query, body, area or estimate', () => {
    const body = encodeURIComponent('Area: 1,234 sq ft\nEstimate: $9,900-$14,800');
    expect(
      click(`<a href="mailto:${business.email}?subject=Quote&body=${body}" data-track="quote">Email</a>`),
    ).toEqual({
      name: 'quote_click',
      props: { target: 'mailto' },
    });
    expect(
      click(`<a href="mailto:${business.email}?body=${body}" data-estimate-send="email">Email this</a>`),
    ).toEqual({
      name: 'quote_click',
      props: { target: 'mailto' },
    });
    expect(
      click(
        '<a href="https://forms.example/estimate?entry.1=Garage+floor&entry.2=1%2C234&entry.6=%249%2C900" data-track="quote" data-estimate-send="form">Form</a>',
      ),
    ).toEqual({ name: 'quote_click', props: { target: 'form' } });
    expect(
      click('<a href="/contact?kind=garage&area=1234&finish=standard#estimate" data-track="quote">Quote</a>'),
    ).toEqual({ name: 'quote_click', props: { target: '/contact' } });
    expect(click('<a href="https://www.example.com/es/contact" data-track="quote">Cotizar</a>')).toEqual({
      name: 'quote_click',
      props: { target: '/es/contact' },
    });
  });

  it('counts the booking page and WhatsApp by kind, never the address or the message they carry', () => {
    expect(
      click('<a href="https://clienthub.getjobber.com/booking/abc?name=Ana" data-track="booking">Book</a>'),
    ).toEqual({ name: 'booking_click', props: { target: 'booking' } });
    expect(
      click(
        '<a href="https://wa.me/13055550187?text=Hola%2C%20305-555-0123" data-track="whatsapp">WhatsApp</a>',
      ),
    ).toEqual({ name: 'whatsapp_click', props: { target: 'whatsapp' } });
  });

  it('counts nothing else', () => {
    expect(click('<a href="/about">About</a>')).toBeNull();
    expect(click(`<a href="mailto:${business.email}">Email</a>`)).toBeNull();
    expect(clickEvent(null, here)).toBeNull();
  });
});

describe('what analytics reports of an island event', () => {
  it('keeps an estimate to its kind, size band and tier', () => {
    expect(
      islandEvent({ name: 'estimate_calculated', kind: 'garage', size: '<500', tier: 'premium', area: 400 }),
    ).toEqual({ name: 'estimate_calculated', props: { kind: 'garage', size: '<500', tier: 'premium' } });
  });

  it('keeps a submitted quote to its kind and size band', () => {
    expect(
      islandEvent({
        name: 'quote_submitted',
        kind: 'pool-deck',
        size: '1000-2499',
        email,
        phone: '3055550100',
      }),
    ).toEqual({ name: 'quote_submitted', props: { kind: 'pool-deck', size: '1000-2499' } });
  });

  it('drops an event with a field that is not what it should be', () => {
    const good = { name: 'quote_submitted', kind: 'garage', size: '<500' };
    for (const bad of [
      { ...good, kind: 'Ana Smith' },
      { ...good, kind: email },
      { ...good, kind: 'g'.repeat(41) },
      { ...good, kind: 3 },
      { ...good, size: '400' },
      { ...good, size: 400 },
      { ...good, name: 'page_scrolled' },
      { ...good, name: 'estimate_calculated', tier: 'gold' },
      null,
      'quote_submitted',
    ]) {
      expect(islandEvent(bad)).toBeNull();
    }
  });
});

const page: PageFacts = {
  origin: 'https://www.example.com',
  hostname: 'www.example.com',
  path: '/pricing?utm_source=flyer',
  referrer: 'https://www.google.com/search',
  title: 'Epoxy floor prices',
  language: 'es-US',
  screen: '390x844',
};
const call = { name: 'call_click', props: { target: tollFree } };
const estimateEvent = {
  name: 'estimate_calculated',
  props: { kind: 'garage', size: '<500', tier: 'standard' },
};

describe('the generic format (no provider)', () => {
  it('is the JSON docs/owner.md documents', () => {
    expect(payloadFor(generic, { name: 'pageview' }, page)).toEqual({
      type: 'pageview',
      path: '/pricing?utm_source=flyer',
      referrer: 'https://www.google.com/search',
    });
    expect(payloadFor(generic, { name: 'pageview' }, { ...page, referrer: '' })).toEqual({
      type: 'pageview',
      path: '/pricing?utm_source=flyer',
      referrer: '',
    });
    expect(payloadFor(generic, call, page)).toEqual({
      type: 'event',
      name: 'call_click',
      path: '/pricing?utm_source=flyer',
      target: tollFree,
    });
    expect(payloadFor(generic, estimateEvent, page)).toEqual({
      type: 'event',
      name: 'estimate_calculated',
      path: '/pricing?utm_source=flyer',
      kind: 'garage',
      size: '<500',
      tier: 'standard',
    });
  });

  it('goes as text/plain with no credentials: no CORS preflight', () => {
    const init = requestInit(generic, { type: 'pageview' });
    expect(init).toEqual({
      method: 'POST',
      body: '{"type":"pageview"}',
      mode: 'no-cors',
      credentials: 'omit',
      keepalive: true,
    });
    expect(new Request(generic.endpoint, init).headers.get('content-type')).toBe('text/plain;charset=UTF-8');
  });
});

/** The request body fields Plausible's Events API documents (https://plausible.io/docs/events-api). */
const plausibleFields = ['name', 'url', 'domain', 'referrer', 'props', 'revenue', 'interactive'];

describe("Plausible's Events API", () => {
  it('gets a page view named "pageview" with the full URL, the site domain and the referrer', () => {
    const body = payloadFor(plausible, { name: 'pageview' }, page);
    expect(body).toEqual({
      name: 'pageview',
      url: 'https://www.example.com/pricing?utm_source=flyer',
      domain: 'coralcoastepoxyfloors.com',
      referrer: 'https://www.google.com/search',
    });
    expect(payloadFor(plausible, { name: 'pageview' }, { ...page, referrer: '' })).not.toHaveProperty(
      'referrer',
    );
  });

  it('gets custom events with their properties as string props', () => {
    for (const event of [call, estimateEvent]) {
      const body = payloadFor(plausible, event, page) as Record<string, unknown>;
      expect(body).toEqual({
        name: event.name,
        url: 'https://www.example.com/pricing?utm_source=flyer',
        domain: 'coralcoastepoxyfloors.com',
        referrer: 'https://www.google.com/search',
        props: event.props,
      });
      expect(Object.keys(body).every((key) => plausibleFields.includes(key))).toBe(true);
      const props = body['props'] as Record<string, unknown>;
      // Plausible: at most 30 props, keys up to 300 bytes, values up to 2,000, all strings.
      expect(Object.keys(props).length).toBeLessThanOrEqual(30);
      expect(Object.values(props).every((value) => typeof value === 'string' && value.length <= 2000)).toBe(
        true,
      );
    }
  });

  it('goes as text/plain like its own script, which needs no preflight', () => {
    const init = requestInit(plausible, payloadFor(plausible, { name: 'pageview' }, page));
    expect(init).toMatchObject({ method: 'POST', mode: 'no-cors', credentials: 'omit', keepalive: true });
    expect(init.headers).toBeUndefined();
  });
});

/** The payload fields Umami documents for /api/send (https://umami.is/docs/api/sending-stats). */
const umamiFields = [
  'hostname',
  'screen',
  'language',
  'url',
  'referrer',
  'title',
  'tag',
  'id',
  'website',
  'name',
  'data',
];

describe("Umami's /api/send", () => {
  it('gets a page view as an event without a name', () => {
    expect(payloadFor(umami, { name: 'pageview' }, page)).toEqual({
      type: 'event',
      payload: {
        website: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
        url: '/pricing?utm_source=flyer',
        referrer: 'https://www.google.com/search',
        hostname: 'www.example.com',
        language: 'es-US',
        screen: '390x844',
        title: 'Epoxy floor prices',
      },
    });
  });

  it('gets custom events with a name and their properties as data', () => {
    for (const event of [call, estimateEvent]) {
      const body = payloadFor(umami, event, { ...page, referrer: '' }) as { type: string; payload: object };
      expect(body).toEqual({
        type: 'event',
        payload: {
          website: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
          url: '/pricing?utm_source=flyer',
          hostname: 'www.example.com',
          language: 'es-US',
          screen: '390x844',
          title: 'Epoxy floor prices',
          name: event.name,
          data: event.props,
        },
      });
      expect(Object.keys(body.payload).every((key) => umamiFields.includes(key))).toBe(true);
    }
  });

  it('goes as application/json, which Umami reads and answers the preflight of', () => {
    const init = requestInit(umami, payloadFor(umami, call, page));
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', credentials: 'omit', keepalive: true });
    expect(new Request(umami.endpoint, init).headers.get('content-type')).toBe('application/json');
  });
});

describe('on a page', () => {
  beforeEach(() => {
    // initSite's listeners stay on the shared document and send through the global fetch: never the network.
    vi.stubGlobal('fetch', fakeFetch());
    document.body.innerHTML = `
      <a href="${tollFree}" id="call"><span id="inner">Call</span></a>
      <a href="/contact" data-track="quote" id="quote">Free Quote</a>
      <a href="/about" id="plain">About</a>`;
    document.title = 'Epoxy floor prices';
    window.history.replaceState(
      null,
      '',
      `/pricing?utm_source=flyer&email=${encodeURIComponent(email)}#table`,
    );
    for (const link of document.querySelectorAll('a'))
      link.addEventListener('click', (e) => e.preventDefault());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const key of Object.keys(document.body.dataset)) delete document.body.dataset[key];
  });

  it('reads the page as reported', () => {
    expect(pageFacts(document)).toMatchObject({
      origin: window.location.origin,
      hostname: window.location.hostname,
      path: '/pricing?utm_source=flyer',
      title: 'Epoxy floor prices',
      language: navigator.language,
      screen: `${screen.width}x${screen.height}`,
    });
  });

  it('sends one page view on start and one event per tracked click, to the endpoint', () => {
    const send = fakeFetch();
    startAnalytics(document, send, generic);
    document.getElementById('inner')?.click();
    document.getElementById('plain')?.click();
    document.getElementById('quote')?.click();
    expect(send.mock.calls.map(([url]) => url)).toEqual(Array(3).fill(generic.endpoint));
    expect(sent(send)).toEqual([
      { type: 'pageview', path: '/pricing?utm_source=flyer', referrer: '' },
      { type: 'event', name: 'call_click', path: '/pricing?utm_source=flyer', target: tollFree },
      { type: 'event', name: 'quote_click', path: '/pricing?utm_source=flyer', target: '/contact' },
    ]);
  });

  it("starts from the configuration the layout writes on <body>, in the provider's format", () => {
    for (const [config, format] of [
      [{ endpoint: plausible.endpoint, provider: 'plausible', siteId: plausible.site }, plausible],
      [{ endpoint: umami.endpoint, provider: 'umami', siteId: umami.site }, umami],
      [{ endpoint: generic.endpoint }, generic],
    ] as const) {
      const send = fakeFetch();
      vi.stubGlobal('fetch', send);
      for (const [name, value] of Object.entries(analyticsAttributes(config))) {
        if (value === undefined) document.body.removeAttribute(name);
        else document.body.setAttribute(name, value);
      }
      initSite(document);
      expect(send).toHaveBeenCalledTimes(1);
      const [url, init] = send.mock.calls[0]!;
      expect(url).toBe(format.endpoint);
      expect(init).toEqual(
        requestInit(format, payloadFor(format, { name: 'pageview' }, pageFacts(document))),
      );
    }
  });

  it('records where the visit came from in this tab only, analytics on or off', () => {
    window.sessionStorage.clear();
    window.history.replaceState(
      null,
      '',
      '/services/garage?utm_source=gbp&utm_term=ana%40example.com&gclid=T1',
    );
    initSite(document);
    window.history.replaceState(null, '', '/contact');
    initSite(document);
    expect(JSON.parse(window.sessionStorage.getItem('lead-source') ?? '{}')).toEqual({
      landing_page: '/services/garage',
      utm_source: 'gbp',
      gclid: 'T1',
    });
    expect(document.cookie).toBe('');
    window.sessionStorage.clear();
  });

  it('writes no provider or site on <body> without an endpoint, and then sends nothing', () => {
    expect(analyticsAttributes({ provider: 'umami', siteId: umami.site })).toEqual({
      'data-analytics-endpoint': undefined,
      'data-analytics-provider': undefined,
      'data-analytics-site': undefined,
    });
    const send = fakeFetch();
    vi.stubGlobal('fetch', send);
    const listen = vi.spyOn(document, 'addEventListener');
    initSite(document);
    expect(send).not.toHaveBeenCalled();
    expect(listen).not.toHaveBeenCalled();
    listen.mockRestore();
  });

  it('keeps the page working when the collector cannot be reached', async () => {
    const send = vi.fn((_url: string, _init: RequestInit) =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    startAnalytics(document, send, generic);
    document.getElementById('inner')?.click();
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(2);
  });

  describe('an island event', () => {
    it('goes through the sender of the configured format, through the published contract', () => {
      const send = fakeFetch();
      window.history.replaceState(null, '', '/pricing?kind=garage&area=400&utm_source=flyer#estimate');
      startAnalytics(document, send, plausible);
      reportAnalyticsEvent({ name: 'estimate_calculated', kind: 'garage', size: '<500', tier: 'premium' });
      reportQuoteSubmitted('metallic', 1234);
      expect(sent(send).slice(1)).toEqual([
        {
          name: 'estimate_calculated',
          url: `${window.location.origin}/pricing?utm_source=flyer`,
          domain: plausible.site,
          props: { kind: 'garage', size: '<500', tier: 'premium' },
        },
        {
          name: 'quote_submitted',
          url: `${window.location.origin}/pricing?utm_source=flyer`,
          domain: plausible.site,
          props: { kind: 'metallic', size: '1000-2499' },
        },
      ]);
    });

    it('is dropped when it carries something else', () => {
      const send = fakeFetch();
      startAnalytics(document, send, generic);
      document.dispatchEvent(new CustomEvent(analyticsEventName, { detail: { name: 'page_scrolled' } }));
      document.dispatchEvent(
        new CustomEvent(analyticsEventName, {
          detail: { name: 'quote_submitted', kind: email, size: '<500' },
        }),
      );
      expect(send).toHaveBeenCalledTimes(1);
    });
  });
});
