/**
 * The sitemap (@astrojs/sitemap's sitemap-N.xml) lists every indexable page (no error page, no
 * `noindex`), and both versions of every pair with their en-US and es-US alternates.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

import { absoluteUrl } from '#src/lib/routes.ts';

import { isErrorRoute, twinUrls, type LanguageOptions } from './language.ts';
import { deepText, walkTree, type IndexedPage } from './page.ts';

type Node = DefaultTreeAdapterTypes.Node;

const attrOf = (node: Node, name: string): string | undefined =>
  'attrs' in node ? node.attrs.find((attr) => attr.name === name)?.value : undefined;

/** The sitemap's entries (<loc> -> hreflang alternates); the HTML parser reads this XML well enough. */
export function sitemapEntries(sitemapXml: string): Map<string, Map<string, string>> {
  const entries = new Map<string, Map<string, string>>();
  walkTree(parseFragment(sitemapXml), (url) => {
    if (url.nodeName !== 'url') return;
    let loc: string | undefined;
    const links = new Map<string, string>();
    walkTree(url, (node) => {
      if (node.nodeName === 'loc') loc ??= deepText(node);
      if (node.nodeName !== 'xhtml:link') return;
      const hreflang = attrOf(node, 'hreflang');
      const href = attrOf(node, 'href');
      if (hreflang && href) links.set(hreflang, href);
    });
    if (loc) entries.set(loc, links);
  });
  return entries;
}

export function checkSitemap(
  sitemapXml: string,
  pages: readonly IndexedPage[],
  options: LanguageOptions,
): string[] {
  const errors: string[] = [];
  const entries = sitemapEntries(sitemapXml);
  const listable = new Set<string>();
  for (const { route, elements } of pages) {
    const noindex = elements.some(
      (element) =>
        element.name === 'meta' &&
        element.attrs.get('name')?.toLowerCase() === 'robots' &&
        (element.attrs.get('content') ?? '').toLowerCase().includes('noindex'),
    );
    if (isErrorRoute(route) || noindex) continue;
    listable.add(absoluteUrl(options.siteUrl, route));
    const links = entries.get(absoluteUrl(options.siteUrl, route));
    if (!links) {
      errors.push(`${route}: not listed in the sitemap`);
      continue;
    }
    const { englishRoute, en, es } = twinUrls(options.siteUrl, route);
    if (!options.twinnedRoutes.includes(englishRoute)) continue;
    const expected = { 'en-US': en, 'es-US': es };
    for (const [hreflang, href] of Object.entries(expected)) {
      if (links.get(hreflang) !== href) {
        errors.push(`${route}: its sitemap entry has no hreflang="${hreflang}" link to ${href}`);
      }
    }
  }
  for (const loc of entries.keys()) {
    if (!listable.has(loc)) errors.push(`the sitemap lists ${loc}, which is no indexable page of this build`);
  }
  return errors;
}

/** robots.txt lets every crawler in and names the sitemap index on the configured host. */
export function checkRobots(robotsTxt: string | undefined, siteUrl: string): string[] {
  if (robotsTxt === undefined) return ['robots.txt: missing'];
  const lines = robotsTxt.split(/\r?\n/).map((line) => line.trim());
  const errors: string[] = [];
  if (!lines.includes('User-agent: *')) errors.push('robots.txt: no "User-agent: *" group');
  if (lines.some((line) => /^Disallow:\s*\/\s*$/i.test(line)))
    errors.push('robots.txt: "Disallow: /" shuts crawlers out');
  const sitemap = `Sitemap: ${absoluteUrl(siteUrl, '/sitemap-index.xml')}`;
  if (!lines.includes(sitemap)) errors.push(`robots.txt: no "${sitemap}" line`);
  return errors;
}
