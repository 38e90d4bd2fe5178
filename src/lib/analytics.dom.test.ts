import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  clickEventPayload,
  pageViewPayload,
  reportedPath,
  startAnalytics,
  trackEvent,
  type AnalyticsPayload,
} from './analytics.ts';
import { initSite } from './site-client.ts';

type FetchSpy = ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<unknown>>>;

function fakeFetch(): FetchSpy {
  return vi.fn((_url: string, _init: RequestInit) => Promise.resolve(undefined));
}

function sent(spy: FetchSpy): AnalyticsPayload[] {
  return spy.mock.calls.map(([, init]) => JSON.parse(init.body as string) as AnalyticsPayload);
}

describe('analytics', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a href="tel:+18885550142" id="call"><span id="inner">Call</span></a>
      <a href="/contact" data-track="quote" id="quote">Free Quote</a>
      <a href="/about" id="plain">About</a>`;
    window.history.replaceState(null, '', '/pricing?utm_source=flyer#table');
  });

  it('reports the path and campaign keys of a page view, not the hash', () => {
    expect(pageViewPayload(window.location, 'https://www.google.com/search?q=epoxy+miami')).toEqual({
      type: 'pageview',
      path: '/pricing?utm_source=flyer',
      referrer: 'https://www.google.com/search',
    });
  });

  it('drops query values that can carry personal data', () => {
    expect(
      reportedPath({ pathname: '/contact', search: '?email=ana%40example.com&utm_campaign=spring&name=Ana' }),
    ).toBe('/contact?utm_campaign=spring');
    expect(reportedPath({ pathname: '/', search: '?phone=3055550100' })).toBe('/');
  });

  it('counts call links and quote buttons, and nothing else', () => {
    expect(clickEventPayload(document.getElementById('inner'), window.location)).toMatchObject({
      name: 'call_click',
      target: 'tel:+18885550142',
    });
    expect(clickEventPayload(document.getElementById('quote'), window.location)).toMatchObject({
      name: 'quote_click',
      target: '/contact',
    });
    expect(clickEventPayload(document.getElementById('plain'), window.location)).toBeNull();
  });

  it('sends a text/plain body with no credentials, which needs no CORS preflight', () => {
    const send = fakeFetch();
    startAnalytics(document, send, 'https://stats.example/collect');
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('https://stats.example/collect');
    expect(init).toMatchObject({ method: 'POST', mode: 'no-cors', credentials: 'omit', keepalive: true });
    expect(typeof init.body).toBe('string');
    expect(init.headers).toBeUndefined();
  });

  it('sends one page view on start and one event per tracked click', () => {
    const send = fakeFetch();
    startAnalytics(document, send, 'https://stats.example/collect');
    document.getElementById('call')?.addEventListener('click', (e) => e.preventDefault());
    document.getElementById('call')?.click();
    document.getElementById('plain')?.addEventListener('click', (e) => e.preventDefault());
    document.getElementById('plain')?.click();
    expect(sent(send).map((p) => p.type)).toEqual(['pageview', 'event']);
  });

  it('sends nothing when no endpoint is configured', () => {
    const send = fakeFetch();
    vi.stubGlobal('fetch', send);
    delete document.body.dataset['analyticsEndpoint'];
    initSite(document);
    document.getElementById('quote')?.addEventListener('click', (e) => e.preventDefault());
    document.getElementById('quote')?.click();
    expect(send).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('starts from the endpoint the layout puts on the body', () => {
    const send = fakeFetch();
    vi.stubGlobal('fetch', send);
    document.body.dataset['analyticsEndpoint'] = 'https://stats.example/collect';
    initSite(document);
    expect(send).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  describe('an island event', () => {
    const event = { name: 'estimate_calculated', kind: 'garage', size: '<500', tier: 'premium' } as const;

    it('goes to the configured endpoint with the path (campaign keys only) and no personal data', () => {
      const send = fakeFetch();
      document.body.dataset['analyticsEndpoint'] = 'https://stats.example/collect';
      window.history.replaceState(null, '', '/pricing?kind=garage&area=400&utm_source=flyer#estimate');
      expect(trackEvent(document, event, send)).toBe(true);
      expect(send.mock.calls[0]?.[0]).toBe('https://stats.example/collect');
      expect(send.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
      expect(sent(send)).toEqual([
        {
          type: 'event',
          name: 'estimate_calculated',
          path: '/pricing?utm_source=flyer',
          kind: 'garage',
          size: '<500',
          tier: 'premium',
        },
      ]);
    });

    it('uses the page’s fetch when no sender is given', () => {
      const send = fakeFetch();
      vi.stubGlobal('fetch', send);
      document.body.dataset['analyticsEndpoint'] = 'https://stats.example/collect';
      trackEvent(document, event);
      expect(send).toHaveBeenCalledTimes(1);
      vi.unstubAllGlobals();
    });

    it('is not sent when analytics is off', () => {
      const send = fakeFetch();
      delete document.body.dataset['analyticsEndpoint'];
      expect(trackEvent(document, event, send)).toBe(false);
      expect(send).not.toHaveBeenCalled();
    });
  });
});
