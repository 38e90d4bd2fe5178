import { beforeEach, describe, expect, it, vi } from 'vitest';

import { clickEventPayload, pageViewPayload, startAnalytics, type AnalyticsPayload } from './analytics.ts';
import { initSite } from './site-client.ts';

async function sent(spy: { mock: { calls: [string, BodyInit][] } }): Promise<AnalyticsPayload[]> {
  return Promise.all(
    spy.mock.calls.map(async ([, blob]) => JSON.parse(await (blob as Blob).text()) as AnalyticsPayload),
  );
}

describe('analytics', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a href="tel:+18885550142" id="call"><span id="inner">Call</span></a>
      <a href="/contact" data-track="quote" id="quote">Free Quote</a>
      <a href="/about" id="plain">About</a>`;
    window.history.replaceState(null, '', '/pricing?utm_source=flyer#table');
  });

  it('reports the path and query string of a page view, not the hash', () => {
    expect(pageViewPayload(window.location, '')).toEqual({
      type: 'pageview',
      path: '/pricing?utm_source=flyer',
      referrer: '',
    });
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

  it('sends one page view on start and one event per tracked click', async () => {
    const sendBeacon = vi.fn((_url: string, _data: BodyInit) => true);
    startAnalytics(document, { sendBeacon }, 'https://stats.example/collect');
    document.getElementById('call')?.addEventListener('click', (e) => e.preventDefault());
    document.getElementById('call')?.click();
    document.getElementById('plain')?.addEventListener('click', (e) => e.preventDefault());
    document.getElementById('plain')?.click();
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(sendBeacon.mock.calls.every(([url]) => url === 'https://stats.example/collect')).toBe(true);
    const payloads = await sent(sendBeacon);
    expect(payloads.map((p) => p.type)).toEqual(['pageview', 'event']);
  });

  it('sends nothing when no endpoint is configured', () => {
    const sendBeacon = vi.fn((_url: string, _data: BodyInit) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    delete document.body.dataset['analyticsEndpoint'];
    initSite(document);
    document.getElementById('quote')?.addEventListener('click', (e) => e.preventDefault());
    document.getElementById('quote')?.click();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('starts from the endpoint the layout puts on the body', () => {
    const sendBeacon = vi.fn((_url: string, _data: BodyInit) => true);
    Object.defineProperty(window.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    document.body.dataset['analyticsEndpoint'] = 'https://stats.example/collect';
    initSite(document);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
