/**
 * Every route of the site and its language versions. Company pages are named in the content
 * manifest (src/schemas/content-manifest.ts), so code links to them by name and a typo is a type
 * error; service, city and article routes are the file names of their content folders, and a page
 * has a Spanish twin exactly when its Spanish file exists. So a new city or a Spanish twin is a
 * content file, and links, the post-build check and the hreflang tags all know it without another
 * edit.
 *
 * The ids come from the content files, listed through the manifest (lib/content-files.ts) the first
 * time a function below needs them, never on import. Build-time only: nothing in the browser imports it.
 */
import {
  pageKinds,
  routeOf as manifestRouteOf,
  routes,
  type KindName,
  type Locale,
  type PageKind,
  type SiteRoute,
} from '#src/schemas/content-manifest.ts';

import { contentIds, rawEntries } from './content-files.ts';

export { routes, type Locale, type PageId, type SiteRoute } from '#src/schemas/content-manifest.ts';

/** The page of one service, e.g. serviceRoute('garage') -> "/services/garage". */
export function serviceRoute(id: string): `/services/${string}` {
  return `/services/${id}`;
}

/** The landing page of one city, e.g. locationRoute('doral') -> "/locations/doral". */
export function locationRoute(id: string): `/locations/${string}` {
  return `/locations/${id}`;
}

/** The page of one article, e.g. articleRoute('epoxy-vs-concrete-paint'). */
export function articleRoute(id: string): `/resources/${string}` {
  return `/resources/${id}`;
}

/** A kind whose entries are pages. */
export type PageCollection = PageKind;

/** The route of one page of a kind: routeOf('services', 'garage') -> "/services/garage". */
export function routeOf(kind: PageKind, id: string): SiteRoute {
  return manifestRouteOf(kind, id) as SiteRoute;
}

/**
 * The company pages that exist to show one collection. With no entry in it (the owner deleted the
 * last case study, project or person) the page is not built: no address, no header or footer link,
 * no sitemap entry, and every link to it in the copy is dropped (`dropHiddenLinks`). In Spanish the
 * same holds for the Spanish entries.
 */
export const collectionPages: Readonly<Partial<Record<SiteRoute, KindName>>> = {
  [routes.caseStudies]: 'caseStudies',
  [routes.gallery]: 'gallery',
  [routes.ourTeam]: 'team',
};

export interface RouteIndex {
  all: readonly SiteRoute[];
  spanish: readonly SiteRoute[];
  spanishSet: ReadonlySet<string>;
  hidden: ReadonlySet<string>;
  hiddenSpanish: ReadonlySet<string>;
}
let index: RouteIndex | undefined;

/** The collection pages with no entry in a language. */
function emptyCollectionRoutes(locale: Locale, root: string): Set<string> {
  return new Set(
    Object.entries(collectionPages)
      .filter(([, kind]) => kind && !rawEntries(kind, root).some((entry) => entry.locale === locale))
      .map(([route]) => route),
  );
}

/** Every route and the Spanish ones of the project at `root`, from its content files. */
export function buildRouteIndex(root = '.'): RouteIndex {
  const hidden = emptyCollectionRoutes('en', root);
  const hiddenSpanish = new Set([...hidden, ...emptyCollectionRoutes('es', root)]);
  const all = [
    ...Object.values(routes),
    ...pageKinds
      .filter((kind) => kind !== 'pages')
      .flatMap((kind) => contentIds(kind, 'en', root).map((id) => routeOf(kind, id))),
  ].filter((route) => !hidden.has(route));
  const spanish = pageKinds
    .flatMap((kind) => contentIds(kind, 'es', root).map((id) => routeOf(kind, id)))
    .filter((route) => !hiddenSpanish.has(route));
  return { all, spanish, spanishSet: new Set(spanish), hidden, hiddenSpanish };
}

/** The project's route index, listed once. */
function routeIndex(): RouteIndex {
  index ??= buildRouteIndex();
  return index;
}

/** Whether a route is built in a language: false for a collection page whose collection is empty. */
export function isShown(route: string, locale: Locale = 'en'): boolean {
  const { hidden, hiddenSpanish } = routeIndex();
  const path = route.split(/[?#]/)[0] ?? route;
  return !(locale === 'en' ? hidden : hiddenSpanish).has(path);
}

/** The collection pages not built in a language because their collection is empty. */
export function hiddenRoutes(locale: Locale = 'en'): readonly string[] {
  const { hidden, hiddenSpanish } = routeIndex();
  return [...(locale === 'en' ? hidden : hiddenSpanish)];
}

/**
 * Content data without its links to a page that is not built (`hidden`, English routes): a list
 * item that is a link (`{ label, href }`) leaves its list, any other link (a section's `action`, a
 * card's `link`) leaves its object. The text around it stays.
 */
export function dropLinksTo<T>(tree: T, hidden: ReadonlySet<string>): T {
  if (hidden.size === 0) return tree;
  const hiddenLink = (value: unknown): boolean => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
    const href = (value as { href?: unknown }).href;
    if (typeof href !== 'string' || !href.startsWith('/')) return false;
    const path = (href.split(/[?#]/)[0] ?? href).replace(/^\/es(?=\/|$)/, '') || '/';
    return hidden.has(path);
  };
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((item) => !hiddenLink(item)).map(walk);
    if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
      return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, child]) => !hiddenLink(child))
        .map(([key, child]) => [key, walk(child)]),
    );
  };
  return walk(tree) as T;
}

/** Content data for a page in `locale` without its links to collection pages not built in it. */
export function dropHiddenLinks<T>(tree: T, locale: Locale): T {
  const { hidden, hiddenSpanish } = routeIndex();
  return dropLinksTo(tree, locale === 'en' ? hidden : hiddenSpanish);
}

/** Every route of the site: the company pages in the order of `routes`, then services, cities and articles. */
export function allRoutes(): readonly SiteRoute[] {
  return routeIndex().all;
}

/**
 * The routes that have a Spanish twin at "/es" + their path: each page with a Spanish file. Every
 * other page is English only and has no /es address.
 */
export function spanishRoutes(): readonly SiteRoute[] {
  return routeIndex().spanish;
}

/** Whether a route has a Spanish twin. */
export function hasSpanishTwin(route: string): boolean {
  return routeIndex().spanishSet.has(route);
}

/** The address of a route in a language: localizedPath('/pricing', 'es') -> "/es/pricing", ('/', 'es') -> "/es". */
export function localizedPath(route: SiteRoute, locale: Locale): string {
  if (locale === 'en') return route;
  return route === '/' ? '/es' : `/es${route}`;
}

/**
 * A link written as an English route, for a page in `locale`: on Spanish pages a route with a twin
 * points at the twin (keeping its #fragment or ?query). External links and English pages are left
 * as they are. A Spanish page's link to a page without a twin stays English, and the dist check
 * (scripts/build/lib/checks/language.ts) stops the build on it: a Spanish visitor never lands in English.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] ?? href;
  const rest = match?.[2] ?? '';
  if (path === '/es' || path.startsWith('/es/')) return href;
  return hasSpanishTwin(path) ? `${localizedPath(path as SiteRoute, 'es')}${rest}` : href;
}

/**
 * Old or mistaken paths a visitor could arrive on, and the real route each one now lives at.
 * The spec's home page links to "/resources/diy-vs-professional"; the article lives at the longer slug.
 */
export const redirects: Readonly<Record<string, SiteRoute>> = {
  '/resources/diy-vs-professional': articleRoute('diy-vs-professional-epoxy'),
};

/** Joins a route to the site origin: absoluteUrl('https://x.com', '/about') -> "https://x.com/about". */
export function absoluteUrl(siteUrl: string, path: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return path === '/' ? `${origin}/` : `${origin}${path}`;
}

/**
 * Where a quote request sent without JavaScript lands (the form's provider redirects there): not a
 * content page, kept out of the sitemap and search results.
 */
export const thankYouRoute = '/thank-you';
