/**
 * Language helpers for the Spanish twins: the tags each language writes into the head,
 * links localized for a page's language, and the county phrase. Routes themselves live in routes.ts.
 */
import type { UiStrings } from '#src/data/ui.ts';

import { format } from './format.ts';
import {
  hasSpanishTwin,
  isShown,
  localizedPath,
  localizeHref,
  type Locale,
  type SiteRoute,
} from './routes.ts';
import type { Crumb } from './seo/jsonld.ts';

/** What each language writes as `<html lang>`, hreflang and JSON-LD inLanguage, and as og:locale. */
export const localeTags: Readonly<Record<Locale, { lang: string; og: string }>> = {
  en: { lang: 'en-US', og: 'en_US' },
  es: { lang: 'es-US', og: 'es_US' },
};

/** A link ready for a page in one language. */
export interface LocalizedLink {
  label: string;
  href: string;
}

/** A link for a page in `locale`: on a Spanish page, its twin's address. */
export function localizeLink(link: { label: string; href: string }, locale: Locale): LocalizedLink {
  return { label: link.label, href: localizeHref(link.href, locale) };
}

/**
 * Every link of a content tree (any object with a string `href`) localized for a Spanish page: a
 * route with a twin points at the twin. English trees come back unchanged.
 */
export function localizeContentLinks<T>(tree: T, locale: Locale): T {
  if (locale === 'en') return tree;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([key, child]) => [key, walk(child)] as const);
    const object: Record<string, unknown> = Object.fromEntries(entries);
    if (typeof object['href'] === 'string') object['href'] = localizeHref(object['href'], locale);
    return object;
  };
  return walk(tree) as T;
}

/**
 * The counties as one phrase in a page's language: "Miami-Dade County and Broward County", or in
 * Spanish "los condados de Miami-Dade y Broward" inside a sentence (`countiesPhrase`) and
 * "Condados de Miami-Dade y Broward" where it stands alone, as a card's value (`countiesLabel`).
 */
export function countiesPhrase(
  counties: readonly string[],
  labels: Pick<UiStrings, 'countiesPhrase' | 'countiesLabel' | 'listAnd'>,
  locale: Locale,
  use: 'countiesPhrase' | 'countiesLabel' = 'countiesPhrase',
): string {
  const names = locale === 'en' ? counties : counties.map((county) => county.replace(/\s+County$/i, ''));
  const list =
    names.length <= 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} ${labels.listAnd} ${names[names.length - 1] ?? ''}`;
  return format(labels[use], { counties: list });
}

/**
 * The breadcrumb trail of a page in a language: Home, the page's hub (named by its navigation label)
 * when the hub exists in that language, then the page itself at its address.
 */
export function pageCrumbs(
  locale: Locale,
  labels: Pick<UiStrings, 'nav'>,
  self: Crumb,
  hub?: { nav: keyof UiStrings['nav']; route: SiteRoute },
): Crumb[] {
  const home = { name: labels.nav.home, path: localizedPath('/', locale) };
  const hubCrumb =
    hub && (locale === 'en' || hasSpanishTwin(hub.route))
      ? [{ name: labels.nav[hub.nav], path: localizedPath(hub.route, locale) }]
      : [];
  return [home, ...hubCrumb, self];
}

/** Navigation links (src/data/navigation.ts) labelled and localized for a page's language. */
export function navLinks(
  links: readonly { nav: keyof UiStrings['nav']; href: string }[],
  locale: Locale,
  labels: Pick<UiStrings, 'nav'>,
): LocalizedLink[] {
  return links
    .filter((link) => isShown(link.href, locale))
    .map((link) => localizeLink({ label: labels.nav[link.nav], href: link.href }, locale));
}
