import { describe, expect, it } from 'vitest';

import { attributionKey, landingAttribution, recordLanding } from './attribution.ts';
import { readLeadSource as readAttribution } from './lead-source.ts';

const site = 'https://www.example-floors.test';
const at = (path: string) => {
  const url = new URL(path, site);
  return { pathname: url.pathname, search: url.search, origin: url.origin };
};

/** A sessionStorage stand-in. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('where a visit came from', () => {
  it('keeps the landing page, the campaign and the ad click id', () => {
    expect(
      landingAttribution(
        at('/services/garage?utm_source=gbp&utm_medium=organic&gclid=TEST123&page=2'),
        'https://www.google.com/',
      ),
    ).toEqual({
      landing_page: '/services/garage',
      referrer: 'https://www.google.com/',
      utm_source: 'gbp',
      utm_medium: 'organic',
      gclid: 'TEST123',
    });
  });

  it('drops an email or a phone number in a campaign value, and masks one in the path', () => {
    const found = landingAttribution(
      at('/landing/ana%40example.com?utm_source=ana@example.com&utm_term=305-555-0123&fbclid=abc'),
      '',
    );
    expect(found).toEqual({ landing_page: '/landing/[redacted]', fbclid: 'abc' });
    expect(JSON.stringify(found)).not.toMatch(/example\.com|555/);
  });

  it('keeps an ad click id whole, long or full of digits, and still drops a phone or an email elsewhere', () => {
    const gclid = `EAIaIQobChMI${'8kq_Zb-4'.repeat(13)}BwE_`;
    expect(gclid).toHaveLength(120);
    const msclkid = '1f0e2d3c4b5a69788796a5b4c3d2e1f0';
    expect(msclkid).toMatch(/\d{7}/);
    expect(
      landingAttribution(
        at(`/?gclid=${gclid}&msclkid=${msclkid}&utm_term=305-555-0123&utm_content=ana%40example.com`),
        '',
      ),
    ).toEqual({ landing_page: '/', gclid, msclkid });
    // A click id that is no id (a phone number or an email put there by hand) is dropped too.
    expect(landingAttribution(at('/?gclid=3055550123&fbclid=ana%40example.com'), '')).toEqual({
      landing_page: '/',
    });
    const storage = memoryStorage();
    recordLanding(() => storage, at(`/pricing?gclid=${gclid}&msclkid=${msclkid}`), '');
    expect(readAttribution(storage)).toEqual({ landing_page: '/pricing', gclid, msclkid });
  });

  it('keeps only another site as the referrer, without its query', () => {
    expect(landingAttribution(at('/'), `${site}/pricing`).referrer).toBeUndefined();
    expect(landingAttribution(at('/'), 'https://news.example/story?email=a@b.com').referrer).toBe(
      'https://news.example/story',
    );
  });

  it('records the first page of the tab and nothing after it', () => {
    const storage = memoryStorage();
    recordLanding(() => storage, at('/services/garage?utm_source=gbp&gclid=TEST123'), '');
    recordLanding(() => storage, at('/pricing?utm_source=other'), '');
    recordLanding(() => storage, at('/contact'), '');
    expect(readAttribution(storage)).toEqual({
      landing_page: '/services/garage',
      utm_source: 'gbp',
      gclid: 'TEST123',
    });
  });

  it('reads back only the known keys as text, and survives storage that is refused or edited', () => {
    const storage = memoryStorage();
    storage.setItem(attributionKey, JSON.stringify({ landing_page: '/a', utm_source: 7, other: 'z' }));
    expect(readAttribution(storage)).toEqual({ landing_page: '/a' });
    storage.setItem(attributionKey, '{not json');
    expect(readAttribution(storage)).toEqual({});
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => recordLanding(() => refusing, at('/'), '')).not.toThrow();
    const denied = (): Storage => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(() => recordLanding(denied, at('/'), '')).not.toThrow();
  });
});
