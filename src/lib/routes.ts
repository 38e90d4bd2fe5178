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
  type Locale,
  type PageKind,
  type SiteRoute,
} from '#src/schemas/content-manifest.ts';

import { contentIds } from './content-files.ts';

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

interface RouteIndex {
  all: readonly SiteRoute[];
  spanish: readonly SiteRoute[];
  spanishSet: ReadonlySet<string>;
}
let index: RouteIndex | undefined;

/** Every route and the Spanish ones, from the content files, listed once. */
function routeIndex(): RouteIndex {
  if (!index) {
    const all = [
      ...Object.values(routes),
      ...pageKinds
        .filter((kind) => kind !== 'pages')
        .flatMap((kind) => contentIds(kind).map((id) => routeOf(kind, id))),
    ];
    const spanish = pageKinds.flatMap((kind) => contentIds(kind, 'es').map((id) => routeOf(kind, id)));
    index = { all, spanish, spanishSet: new Set(spanish) };
  }
  return index;
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
