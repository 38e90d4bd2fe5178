import { describe, expect, it } from 'vitest';

import { indexPage, type IndexedPage } from './page.ts';
import { checkRobots, checkSitemap, sitemapEntries } from './sitemap.ts';

const site = 'https://floors.example';
const twins = { 'en-US': '/pricing', 'es-US': '/es/pricing', 'x-default': '/pricing' };
const options = {
  siteUrl: site,
  spanishPaths: ['/es/pricing'],
  twinnedRoutes: ['/pricing'],
  englishStrings: [],
  ownNames: [],
};

function page(route: string, lang: string, alternates: Record<string, string>, head = ''): IndexedPage {
  const links = Object.entries(alternates)
    .map(([hreflang, path]) => `<link rel="alternate" hreflang="${hreflang}" href="${site}${path}">`)
    .join('');
  return indexPage(
    route,
    `<html lang="${lang}"><head><title>t</title>${links}${head}</head><body></body></html>`,
  );
}

describe('the sitemap', () => {
  const url = (path: string, alternates = '') => `<url><loc>${site}${path}</loc>${alternates}</url>`;
  const pair =
    `<xhtml:link rel="alternate" hreflang="en-US" href="${site}/pricing"/>` +
    `<xhtml:link rel="alternate" hreflang="es-US" href="${site}/es/pricing"/>`;
  const pages = [
    page('/pricing', 'en-US', twins),
    page('/es/pricing', 'es-US', twins),
    page('/about', 'en-US', {}),
    page('/404', 'en-US', {}),
    page('/es/404', 'es-US', {}),
  ];

  it('passes when it lists every indexable page and both versions of a pair with their alternates', () => {
    const xml = `<urlset>${url('/pricing', pair)}${url('/es/pricing', pair)}${url('/about')}</urlset>`;
    expect(checkSitemap(xml, pages, options)).toEqual([]);
  });

  it('fails on a missing page and on a version without its alternates', () => {
    const xml = `<urlset>${url('/pricing', pair)}${url('/es/pricing')}</urlset>`;
    expect(checkSitemap(xml, pages, options)).toEqual([
      `/es/pricing: its sitemap entry has no hreflang="en-US" link to ${site}/pricing`,
      `/es/pricing: its sitemap entry has no hreflang="es-US" link to ${site}/es/pricing`,
      '/about: not listed in the sitemap',
    ]);
  });

  it('fails on an error page, a noindex page or an address of another host listed (it was a browser test)', () => {
    const hidden = page('/thanks', 'en-US', {}, '<meta name="robots" content="noindex, follow">');
    const xml =
      `<urlset>${url('/pricing', pair)}${url('/es/pricing', pair)}${url('/about')}${url('/404')}` +
      `${url('/thanks')}<url><loc>https://old.example/about</loc></url></urlset>`;
    expect(checkSitemap(xml, [...pages, hidden], options)).toEqual([
      `the sitemap lists ${site}/404, which is no indexable page of this build`,
      `the sitemap lists ${site}/thanks, which is no indexable page of this build`,
      'the sitemap lists https://old.example/about, which is no indexable page of this build',
    ]);
  });
});

describe('robots.txt', () => {
  const good = `User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap-index.xml\n`;

  it('passes when every crawler may come in and the sitemap index is named on the configured host', () => {
    expect(checkRobots(good, site)).toEqual([]);
  });

  it('fails when missing, shut, or naming the sitemap on another host (it was a browser test)', () => {
    expect(checkRobots(undefined, site)).toEqual(['robots.txt: missing']);
    expect(checkRobots('User-agent: *\nDisallow: /\n', site)).toEqual([
      'robots.txt: "Disallow: /" shuts crawlers out',
      `robots.txt: no "Sitemap: ${site}/sitemap-index.xml" line`,
    ]);
    expect(checkRobots(good.replace(site, 'https://coralcoast.example'), site)).toEqual([
      `robots.txt: no "Sitemap: ${site}/sitemap-index.xml" line`,
    ]);
  });
});

describe('sitemapEntries', () => {
  it('reads each <url> of the XML with its own alternates only', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
      `<url><loc>${site}/a?x=1&amp;y=2</loc><xhtml:link rel="alternate" hreflang="es-US" href="${site}/es/a"/></url>` +
      `<url><loc>${site}/b</loc></url></urlset>`;
    expect(sitemapEntries(xml)).toEqual(
      new Map([
        [`${site}/a?x=1&y=2`, new Map([['es-US', `${site}/es/a`]])],
        [`${site}/b`, new Map()],
      ]),
    );
  });

  it('leaves out a noindex page', () => {
    const hidden = page('/thanks', 'en-US', {}, '<meta name="robots" content="noindex, follow">');
    expect(checkSitemap('<urlset></urlset>', [hidden], options)).toEqual([]);
    expect(checkSitemap('<urlset></urlset>', [page('/thanks', 'en-US', {})], options)).toEqual([
      '/thanks: not listed in the sitemap',
    ]);
  });
});
