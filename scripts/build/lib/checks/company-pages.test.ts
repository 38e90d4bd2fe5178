import { describe, expect, it } from 'vitest';

import { check, jsonLdFor, SITE, validFiles, validPage, withPage } from './fixture.ts';

const about = (html: string) => check(withPage('about.html', html));

describe('the company pages check', () => {
  it('passes the fixture, whose /about declares an AboutPage node', async () => {
    expect(jsonLdFor('/about')).toContain('"@type":"AboutPage"');
    expect((await check(validFiles())).errors).toEqual([]);
  });

  it('reports a company page whose page node has another type, or is missing', async () => {
    const generic = jsonLdFor('/about').replace('"AboutPage"', '"WebPage"');
    expect((await about(validPage({ route: '/about', jsonLd: generic }))).errors).toContain(
      `/about: its page node ${SITE}/about#webpage is a WebPage, expected a AboutPage`,
    );
    const elsewhere = jsonLdFor('/about').replace('/about#webpage', '/#webpage');
    expect((await about(validPage({ route: '/about', jsonLd: elsewhere }))).errors).toContainEqual(
      expect.stringMatching(/^\/about: its page node \S+\/about#webpage is missing, expected a AboutPage$/),
    );
  });

  it('reports a Review node on a company page', async () => {
    const withReview = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [...JSON.parse(jsonLdFor('/about'))['@graph'], { '@type': 'Review', reviewBody: 'Great' }],
    });
    expect((await about(validPage({ route: '/about', jsonLd: withReview }))).errors).toContain(
      '/about: its JSON-LD carries a Review node',
    );
  });
});
