/**
 * Post-build checks of the two languages (issue 15), run by scripts/check-dist.ts over dist/:
 * - every page's <html lang> matches its address (es-US under /es, en-US elsewhere);
 * - only the Spanish routes exist under /es;
 * - hreflang alternates appear exactly on pages with a twin, are absolute, self-including, carry
 *   en-US, es-US and x-default (English), and are reciprocal;
 * - no English interface string (src/data/ui.ts `en`, where the Spanish differs) shows on a Spanish page,
 *   the owner's own names (the business, its address, the cities) aside: "Coral Coast Floor Coatings"
 *   is the company's name, not an untranslated "Floor"; the places the city pages serve likewise.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { parse } from 'yaml';

import { decodeEntities } from './checks/page.ts';

/** One built page: its route and its HTML. */
export interface BuiltPage {
  route: string;
  html: string;
}

export interface LanguageOptions {
  siteUrl: string;
  /** The addresses of the Spanish twins, e.g. "/es", "/es/pricing". */
  spanishPaths: readonly string[];
  /** English routes that have a Spanish twin. */
  twinnedRoutes: readonly string[];
  /** English interface strings that must not show on a Spanish page. */
  englishStrings: readonly string[];
  /**
   * Names that read the same in every language (see {@link ownNames}): masked on Spanish pages
   * before the English interface strings are looked for.
   */
  ownNames: readonly string[];
}

/** The owner facts a Spanish page shows as they are, whatever words they contain. */
export interface OwnFacts {
  name: string;
  legalName: string;
  address: { streetAddress?: string | undefined; locality: string };
}

/**
 * The proper names a Spanish page carries untranslated: the business's name and legal name, its
 * street address and city, the cities it serves and the places its city pages serve (`areaServed`:
 * "Florida City" and "Leisure City" are towns, not an untranslated "City"). Counties are left out:
 * they are written in English ("Broward County"), and the Spanish pages must say "condado de Broward".
 */
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

/** The places the English city pages of a folder (src/content/locations) list in `areaServed`. */
export function servedPlaces(locationsDir: string): string[] {
  const places = readdirSync(locationsDir)
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => {
      const page = parse(readFileSync(join(locationsDir, file), 'utf8')) as { areaServed?: unknown };
      return Array.isArray(page.areaServed) ? page.areaServed.filter((p) => typeof p === 'string') : [];
    });
  return [...new Set(places)];
}

/**
 * The text with each of `names` replaced by a mark that no interface string contains, longest name
 * first (so "Coral Coast Floor Coatings LLC" goes whole before "Coral Coast Floor Coatings"), and
 * only as whole words. Whitespace in a name matches any run of whitespace.
 */
export function maskNames(text: string, names: readonly string[]): string {
  return [...names]
    .sort((a, b) => b.length - a.length)
    .reduce(
      (masked, name) =>
        masked.replace(
          new RegExp(
            `(?<![\\p{L}])${name.trim().split(/\s+/).map(escapeRegExp).join('\\s+')}(?![\\p{L}])`,
            'gu',
          ),
          ' ¤ ',
        ),
      text,
    );
}

/**
 * The English interface strings a Spanish page must not show: each leaf of the English table whose
 * Spanish differs, split at its {placeholders} and line breaks, keeping fragments of 4+ letters.
 */
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

/** What a visitor or a screen reader meets on a page: text, alt, aria-label, title and placeholder values. */
export function readableText(html: string): string {
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    // Elements marked as English on purpose (the "English" language link).
    .replace(/<(a|span|p)\b[^>]*\blang="en[^"]*"[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  const attributes = [...body.matchAll(/\b(?:alt|aria-label|title|placeholder)="([^"]*)"/gi)].map(
    (m) => m[1] ?? '',
  );
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const text = body.replace(/<[^>]+>/g, ' ');
  return decodeEntities([title, text, ...attributes].join(' ')).replace(/\s+/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The hreflang alternates of a page: hreflang -> href. */
function alternatesOf(html: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/gi)) {
    const hreflang = /hreflang="([^"]*)"/i.exec(tag)?.[1];
    const href = /href="([^"]*)"/i.exec(tag)?.[1];
    if (hreflang && href) map.set(hreflang, href);
  }
  return map;
}

/** Every problem found, one line each, prefixed with the page's route. */
export function checkLanguages(pages: readonly BuiltPage[], options: LanguageOptions): string[] {
  const errors: string[] = [];
  const origin = options.siteUrl.replace(/\/+$/, '');
  const absolute = (route: string): string => (route === '/' ? `${origin}/` : `${origin}${route}`);
  const byUrl = new Map(pages.map((page) => [absolute(page.route), page]));
  const isSpanish = (route: string): boolean => route === '/es' || route.startsWith('/es/');
  const englishPatterns = options.englishStrings.map(
    (text) => [text, new RegExp(`(?<![\\p{L}])${escapeRegExp(text)}(?![\\p{L}])`, 'u')] as const,
  );

  for (const page of pages) {
    const { route, html } = page;
    const spanish = isSpanish(route);
    const lang = /<html\b[^>]*\blang="([^"]*)"/i.exec(html)?.[1];
    const expectedLang = spanish ? 'es-US' : 'en-US';
    if (lang !== expectedLang)
      errors.push(`${route}: <html lang="${lang ?? ''}">, expected "${expectedLang}"`);
    // The error pages (/404, /500 and their Spanish /es/404, /es/500) and the thank-you pages have
    // no twin pair: their language and, in Spanish, their interface strings are checked, not hreflang.
    if (/^(?:\/es)?\/(?:404|500|thank-you)$/.test(route)) {
      if (spanish) errors.push(...englishStringsOn(route, html, englishPatterns, options.ownNames));
      continue;
    }
    if (spanish && !options.spanishPaths.includes(route)) {
      errors.push(
        `${route}: a Spanish address for a page that has no Spanish version (${options.spanishPaths.join(', ')})`,
      );
    }

    const englishRoute = spanish ? route.replace(/^\/es/, '') || '/' : route;
    const twinned = options.twinnedRoutes.includes(englishRoute);
    const alternates = alternatesOf(html);
    if (!twinned) {
      if (alternates.size > 0) errors.push(`${route}: hreflang alternates on a page without a twin`);
    } else {
      const expected = new Map([
        ['en-US', absolute(englishRoute)],
        ['es-US', absolute(englishRoute === '/' ? '/es' : `/es${englishRoute}`)],
        ['x-default', absolute(englishRoute)],
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
      if (![...alternates.values()].includes(absolute(route))) {
        errors.push(`${route}: its hreflang alternates do not include the page itself`);
      }
      for (const [hreflang, href] of alternates) {
        const target = byUrl.get(href);
        if (!target) {
          errors.push(`${route}: hreflang="${hreflang}" points at ${href}, which is not a built page`);
          continue;
        }
        const back = alternatesOf(target.html);
        if (![...back.values()].includes(absolute(route))) {
          errors.push(`${route}: hreflang="${hreflang}" -> ${href} does not link back (not reciprocal)`);
        }
      }
    }

    if (spanish) errors.push(...englishStringsOn(route, html, englishPatterns, options.ownNames));
  }
  return errors;
}

/** The English interface strings a Spanish page shows, one line each. */
function englishStringsOn(
  route: string,
  html: string,
  patterns: readonly (readonly [string, RegExp])[],
  names: readonly string[],
): string[] {
  const text = maskNames(readableText(html), names);
  return patterns
    .filter(([, pattern]) => pattern.test(text))
    .map(([english]) => `${route}: shows the English interface string "${english}"`);
}

/** Reads the built pages of dist/ (paths from the caller's file list). */
export async function readPages(files: readonly { route: string; path: string }[]): Promise<BuiltPage[]> {
  return Promise.all(files.map(async ({ route, path }) => ({ route, html: await readFile(path, 'utf8') })));
}

/**
 * The sitemap lists both versions of every pair, each with its en-US and es-US alternates (issue 24),
 * and every indexable page (no error page, no `noindex`). `sitemapXml` is the text of the sitemap
 * files, joined.
 */
export function checkSitemap(
  sitemapXml: string,
  pages: readonly BuiltPage[],
  options: LanguageOptions,
): string[] {
  const errors: string[] = [];
  const origin = options.siteUrl.replace(/\/+$/, '');
  const absolute = (route: string): string => (route === '/' ? `${origin}/` : `${origin}${route}`);
  const entries = new Map<string, Map<string, string>>();
  for (const [, body = ''] of sitemapXml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]*)<\/loc>/.exec(body)?.[1];
    if (!loc) continue;
    const links = new Map<string, string>();
    for (const [tag] of body.matchAll(/<xhtml:link\b[^>]*>/g)) {
      const hreflang = /hreflang="([^"]*)"/.exec(tag)?.[1];
      const href = /href="([^"]*)"/.exec(tag)?.[1];
      if (hreflang && href) links.set(hreflang, href);
    }
    entries.set(loc, links);
  }
  for (const { route, html } of pages) {
    if (/^(?:\/es)?\/(?:404|500)$/.test(route) || /<meta\b[^>]*name="robots"[^>]*noindex/i.test(html))
      continue;
    const links = entries.get(absolute(route));
    if (!links) {
      errors.push(`${route}: not listed in the sitemap`);
      continue;
    }
    const englishRoute =
      route === '/es' || route.startsWith('/es/') ? route.replace(/^\/es/, '') || '/' : route;
    if (!options.twinnedRoutes.includes(englishRoute)) continue;
    const expected = {
      'en-US': absolute(englishRoute),
      'es-US': absolute(englishRoute === '/' ? '/es' : `/es${englishRoute}`),
    };
    for (const [hreflang, href] of Object.entries(expected)) {
      if (links.get(hreflang) !== href) {
        errors.push(`${route}: its sitemap entry has no hreflang="${hreflang}" link to ${href}`);
      }
    }
  }
  return errors;
}
