/**
 * The two languages on every built page: <html lang>, the Spanish routes under /es, reciprocal hreflang
 * alternates, and no English interface string on a Spanish page (the owner's own names aside).
 */
import type { DefaultTreeAdapterTypes } from 'parse5';

import { rawEntries } from '#src/lib/content-files.ts';
import { absoluteUrl } from '#src/lib/routes.ts';

import { isSpanishRoute, type HtmlDocument, type HtmlElement, type IndexedPage } from './page.ts';

export interface LanguageOptions {
  siteUrl: string;
  /** The addresses of the Spanish twins, e.g. "/es", "/es/pricing". */
  spanishPaths: readonly string[];
  twinnedRoutes: readonly string[];
  englishStrings: readonly string[];
  /** Names that read the same in every language, masked before English strings are looked for. */
  ownNames: readonly string[];
}

/** The owner facts a Spanish page shows as they are, whatever words they contain. */
export interface OwnFacts {
  name: string;
  legalName: string;
  address: { streetAddress?: string | undefined; locality: string };
}

/** Proper names a Spanish page keeps ("Florida City"); not counties: Spanish says "condado de Broward". */
export function ownNames(
  business: OwnFacts,
  cities: readonly { name: string }[],
  places: readonly string[] = [],
): string[] {
  const names = [
    business.name,
    business.legalName,
    business.address.streetAddress ?? '',
    business.address.locality,
    ...cities.map((city) => city.name),
    ...places,
  ];
  return [...new Set(names.map((name) => name.trim()).filter(Boolean))];
}

/** The places the English city pages of the project at `root` list in `areaServed`. */
export function servedPlaces(root = '.'): string[] {
  const places = rawEntries('locations', root)
    .filter((entry) => entry.locale === 'en')
    .flatMap((entry) => {
      const page = entry.data as { areaServed?: unknown };
      return Array.isArray(page.areaServed) ? page.areaServed.filter((p) => typeof p === 'string') : [];
    });
  return [...new Set(places)];
}

/** `text` as whole words (no letter on either side); whitespace in it matches any run of spaces. */
function wholeWords(text: string, flags: string): RegExp {
  return new RegExp(
    `(?<!\\p{L})${text.trim().split(/\s+/).map(RegExp.escape).join('\\s+')}(?!\\p{L})`,
    flags,
  );
}

/** The text with each whole-word name masked, longest first ("... LLC" before the name without it). */
export function maskNames(text: string, names: readonly string[]): string {
  return [...names]
    .sort((a, b) => b.length - a.length)
    .reduce((masked, name) => masked.replace(wholeWords(name, 'gu'), ' ¤ '), text);
}

/** The English strings a Spanish page must not show: fragments of 4+ letters where the Spanish differs. */
export function englishOnlyStrings(en: unknown, es: unknown): string[] {
  const found = new Set<string>();
  const walk = (a: unknown, b: unknown): void => {
    if (typeof a === 'string') {
      if (a === b) return;
      for (const fragment of a.split(/\{\w+\}|\n/)) {
        const text = fragment.trim().replace(/[.:,…]+$/, '');
        if (text.replace(/[^A-Za-z]/g, '').length >= 4) found.add(text);
      }
      return;
    }
    if (a && typeof a === 'object') {
      for (const [key, value] of Object.entries(a))
        walk(value, (b as Record<string, unknown> | undefined)?.[key]);
    }
  };
  walk(en, es);
  return [...found].sort((x, y) => y.length - x.length);
}

const UNREAD = new Set(['script', 'style', 'template']);
/** Attributes a visitor or a screen reader meets as text. */
const TEXT_ATTRIBUTES = new Set(['alt', 'aria-label', 'title', 'placeholder']);
/** Elements that may be marked as English on purpose (the "English" language link). */
const MARKABLE = new Set(['a', 'span', 'p']);

/** What a visitor or a screen reader meets on a page: text, alt, aria-label, title and placeholder values. */
function readableText(document: HtmlDocument): string {
  const parts: string[] = [];
  const walk = (node: DefaultTreeAdapterTypes.Node): void => {
    if ('tagName' in node) {
      const name = node.tagName.toLowerCase();
      const lang = node.attrs.find((attr) => attr.name === 'lang')?.value.toLowerCase() ?? '';
      if (UNREAD.has(name) || (MARKABLE.has(name) && lang.startsWith('en'))) return;
      for (const attr of node.attrs) if (TEXT_ATTRIBUTES.has(attr.name)) parts.push(attr.value);
    }
    if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(document);
  return parts.join(' ').replace(/\s+/g, ' ');
}

function alternatesOf(elements: readonly HtmlElement[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const link of elements) {
    if (link.name !== 'link' || link.attrs.get('rel')?.toLowerCase() !== 'alternate') continue;
    const hreflang = link.attrs.get('hreflang');
    const href = link.attrs.get('href');
    if (hreflang && href) map.set(hreflang, href);
  }
  return map;
}

/** The absolute addresses of a route's English and Spanish versions, and its English route. */
export function twinUrls(siteUrl: string, route: string): { englishRoute: string; en: string; es: string } {
  const englishRoute = isSpanishRoute(route) ? route.replace(/^\/es/, '') || '/' : route;
  const es = englishRoute === '/' ? '/es' : `/es${englishRoute}`;
  return { englishRoute, en: absoluteUrl(siteUrl, englishRoute), es: absoluteUrl(siteUrl, es) };
}

/** The error pages and the no-JavaScript thank-you pages: no twin pair, not in the sitemap. */
export const isErrorRoute = (route: string): boolean => /^(?:\/es)?\/(?:403|404|500|thank-you)$/.test(route);

export function checkLanguages(pages: readonly IndexedPage[], options: LanguageOptions): string[] {
  const errors: string[] = [];
  const absolute = (route: string): string => absoluteUrl(options.siteUrl, route);
  const byUrl = new Map(pages.map((page) => [absolute(page.route), page]));
  const englishPatterns = options.englishStrings.map((text) => [text, wholeWords(text, 'u')] as const);

  for (const page of pages) {
    const { route, document, elements } = page;
    const spanish = isSpanishRoute(route);
    const lang = elements.find((element) => element.name === 'html')?.attrs.get('lang');
    const expectedLang = spanish ? 'es-US' : 'en-US';
    if (lang !== expectedLang)
      errors.push(`${route}: <html lang="${lang ?? ''}">, expected "${expectedLang}"`);
    if (spanish) {
      const text = maskNames(readableText(document), options.ownNames);
      for (const [english, pattern] of englishPatterns)
        if (pattern.test(text)) errors.push(`${route}: shows the English interface string "${english}"`);
    }
    // No twin pair: language and interface strings are checked, not hreflang.
    if (isErrorRoute(route)) continue;
    if (spanish && !options.spanishPaths.includes(route)) {
      errors.push(
        `${route}: a Spanish address for a page that has no Spanish version (${options.spanishPaths.join(', ')})`,
      );
    }

    const { englishRoute, en, es } = twinUrls(options.siteUrl, route);
    const twinned = options.twinnedRoutes.includes(englishRoute);
    const alternates = alternatesOf(elements);
    if (!twinned) {
      if (alternates.size > 0) errors.push(`${route}: hreflang alternates on a page without a twin`);
      continue;
    }
    const expected = new Map([
      ['en-US', en],
      ['es-US', es],
      ['x-default', en],
    ]);
    for (const [hreflang, href] of expected) {
      const actual = alternates.get(hreflang);
      if (actual !== href) {
        errors.push(
          `${route}: hreflang="${hreflang}" is ${actual ? `"${actual}"` : 'missing'}, expected "${href}"`,
        );
      }
    }
    for (const hreflang of alternates.keys()) {
      if (!expected.has(hreflang)) errors.push(`${route}: unexpected hreflang="${hreflang}"`);
    }
    // The visitor's way to the other language: a link to the twin, marked with its language.
    const twin = new URL(spanish ? en : es).pathname;
    const twinLang = spanish ? 'en-US' : 'es-US';
    const switchLink = elements.some(
      (element) =>
        element.name === 'a' &&
        element.attrs.get('href') === twin &&
        element.attrs.get('hreflang') === twinLang &&
        element.attrs.get('lang') === twinLang,
    );
    if (!switchLink) {
      errors.push(
        `${route}: no language link to its twin (<a href="${twin}" hreflang="${twinLang}" lang="${twinLang}">)`,
      );
    }
    if (![...alternates.values()].includes(absolute(route))) {
      errors.push(`${route}: its hreflang alternates do not include the page itself`);
    }
    for (const [hreflang, href] of alternates) {
      const target = byUrl.get(href);
      if (!target) {
        errors.push(`${route}: hreflang="${hreflang}" points at ${href}, which is not a built page`);
        continue;
      }
      if (![...alternatesOf(target.elements).values()].includes(absolute(route))) {
        errors.push(`${route}: hreflang="${hreflang}" -> ${href} does not link back (not reciprocal)`);
      }
    }
  }
  return errors;
}
