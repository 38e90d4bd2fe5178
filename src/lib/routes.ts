/**
 * Every route of the site and its language versions. Company pages are named below (code links to
 * them by name, so a typo is a type error); service, city and article routes are the file names of
 * their content folders, and a page has a Spanish twin exactly when a file of the same name sits in
 * its folder's `es/`. So a new city or a Spanish twin is a content file, and links, the post-build
 * check and the hreflang tags all know it without another edit.
 *
 * Build-time only: the folders are read once, from the project root, when this module loads
 * (Astro, Vitest, Playwright and the scripts all run there). Nothing in the browser imports it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Company-level pages, by name. */
export const routes = {
  home: '/',
  about: '/about',
  contact: '/contact',
  credentials: '/credentials',
  ourProcess: '/our-process',
  ourTeam: '/our-team',
  pricing: '/pricing',
  warranty: '/warranty',
  projectTimeline: '/project-timeline',
  videos: '/videos',
  caseStudies: '/case-studies',
  whyChooseUs: '/why-choose-us',
  floridaClimateGuide: '/florida-climate-guide',
  materials: '/materials',
  faq: '/faq',
  services: '/services',
  /**
   * Not in the spec's route table, but its breadcrumbs name it as the city pages' parent, so the
   * hub exists (spec README: a breadcrumb target that does not exist links to a real route instead).
   */
  locations: '/locations',
  resources: '/resources',
  gallery: '/gallery',
} as const;

export type CompanyRoute = (typeof routes)[keyof typeof routes];

/** A company page's content id: its file name in src/content/pages/ ("home" for "/"). */
export type PageId = CompanyRoute extends infer R
  ? R extends '/'
    ? 'home'
    : R extends `/${infer Id}`
      ? Id
      : never
  : never;

/** The route of a company page: pageRoute('home') -> "/", pageRoute('our-team') -> "/our-team". */
function pageRoute(id: PageId): CompanyRoute {
  return id === 'home' ? '/' : `/${id}`;
}

/** Every company page's content id, in the order of `routes`. */
export const pageIds: readonly PageId[] = Object.values(routes).map(
  (route) => (route === '/' ? 'home' : route.slice(1)) as PageId,
);

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

export type SiteRoute =
  | CompanyRoute
  | ReturnType<typeof serviceRoute>
  | ReturnType<typeof locationRoute>
  | ReturnType<typeof articleRoute>;

/** The site's languages: English unprefixed, Spanish under /es. */
export type Locale = 'en' | 'es';

/**
 * The content folders whose files are pages, each with its file extension and the route a file's
 * name gives. src/content.config.ts loads the same folders.
 */
export const pageFolders = {
  pages: { folder: 'src/content/pages', extension: 'yaml', route: (id: string) => pageRoute(id as PageId) },
  services: { folder: 'src/content/services', extension: 'yaml', route: serviceRoute },
  locations: { folder: 'src/content/locations', extension: 'yaml', route: locationRoute },
  articles: { folder: 'src/content/articles', extension: 'mdx', route: articleRoute },
} as const;

/** A collection whose entries are pages. */
export type PageCollection = keyof typeof pageFolders;

/** The ids (file names without extension) of one language's files in a page folder, sorted. */
export function contentIds(collection: PageCollection, locale: Locale = 'en'): string[] {
  const { folder, extension } = pageFolders[collection];
  const dir = locale === 'en' ? folder : join(folder, locale);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(`.${extension}`))
    .map((name) => name.slice(0, -extension.length - 1))
    .sort();
}

/** The route of one page of a collection: routeOf('services', 'garage') -> "/services/garage". */
export function routeOf(collection: PageCollection, id: string): SiteRoute {
  return pageFolders[collection].route(id);
}

/** The ids of the service pages (src/content/services/*.yaml). */
export const serviceIds: readonly string[] = contentIds('services');
/** The ids of the city pages (src/content/locations/*.yaml). */
export const locationIds: readonly string[] = contentIds('locations');
/** The ids of the articles (src/content/articles/*.mdx). */
export const articleIds: readonly string[] = contentIds('articles');

/** Every route of the site: the company pages in the order of `routes`, then services, cities and articles. */
export const allRoutes: readonly SiteRoute[] = [
  ...Object.values(routes),
  ...serviceIds.map(serviceRoute),
  ...locationIds.map(locationRoute),
  ...articleIds.map(articleRoute),
];

/**
 * The routes that have a Spanish twin at "/es" + their path: each page whose folder's es/ holds a
 * file of the same name. Every other page is English only and has no /es address.
 */
export const spanishRoutes: readonly SiteRoute[] = (Object.keys(pageFolders) as PageCollection[]).flatMap(
  (collection) => contentIds(collection, 'es').map((id) => routeOf(collection, id)),
);
const spanishRouteSet = new Set<string>(spanishRoutes);

/** Whether a route has a Spanish twin. */
export function hasSpanishTwin(route: string): boolean {
  return spanishRouteSet.has(route);
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
