/**
 * Every route in the specification, typed. Links are built from these constants so a typo is a
 * type error, and the post-build check knows which paths are real pages of the site.
 */

export const serviceIds = [
  'garage',
  'commercial',
  'industrial',
  'metallic',
  'pool-deck',
  'basement',
  'repair',
] as const;
export type ServiceId = (typeof serviceIds)[number];

export const locationIds = [
  'miami',
  'miami-beach',
  'coral-gables',
  'hialeah',
  'doral',
  'kendall',
  'homestead',
] as const;
export type LocationId = (typeof locationIds)[number];

export const articleIds = [
  'epoxy-vs-polyaspartic',
  'epoxy-flooring-cost-guide',
  'common-epoxy-mistakes',
  'metallic-epoxy-guide',
  'epoxy-floor-maintenance',
  'epoxy-vs-concrete-paint',
  'diy-vs-professional-epoxy',
] as const;
export type ArticleId = (typeof articleIds)[number];

/** Company-level pages (spec part 1), by name. */
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

/**
 * Company pages by content id: the file name in src/content/pages/ ("home" is "/", the rest their
 * path without the slash).
 */
export const pageIds = [
  'home',
  'about',
  'contact',
  'credentials',
  'our-process',
  'our-team',
  'pricing',
  'warranty',
  'project-timeline',
  'videos',
  'case-studies',
  'why-choose-us',
  'florida-climate-guide',
  'materials',
  'faq',
  'services',
  'locations',
  'resources',
  'gallery',
] as const;
export type PageId = (typeof pageIds)[number];

/** The route of a company page: pageRoute('home') -> "/", pageRoute('our-team') -> "/our-team". */
export function pageRoute(id: PageId): CompanyRoute {
  return id === 'home' ? '/' : `/${id}`;
}

/** The page of one service, e.g. serviceRoute('garage') -> "/services/garage". */
export function serviceRoute(id: ServiceId): `/services/${ServiceId}` {
  return `/services/${id}`;
}

/** The landing page of one city, e.g. locationRoute('doral') -> "/locations/doral". */
export function locationRoute(id: LocationId): `/locations/${LocationId}` {
  return `/locations/${id}`;
}

/** The page of one article, e.g. articleRoute('epoxy-vs-concrete-paint'). */
export function articleRoute(id: ArticleId): `/resources/${ArticleId}` {
  return `/resources/${id}`;
}

export type SiteRoute =
  | CompanyRoute
  | ReturnType<typeof serviceRoute>
  | ReturnType<typeof locationRoute>
  | ReturnType<typeof articleRoute>;

/** Every route of the specification's route table, in its order of sections, plus the /locations hub. */
export const allRoutes: readonly SiteRoute[] = [
  ...Object.values(routes),
  ...serviceIds.map(serviceRoute),
  ...locationIds.map(locationRoute),
  ...articleIds.map(articleRoute),
];

/**
 * The pages that have a Spanish twin at "/es" + their path (issue 15): home, contact, pricing, FAQ,
 * every service and the Hialeah page. Every other page is English only and has no /es address.
 */
export const spanishRoutes = [
  routes.home,
  routes.contact,
  routes.pricing,
  routes.faq,
  ...serviceIds.map(serviceRoute),
  locationRoute('hialeah'),
] as const satisfies readonly SiteRoute[];
export type SpanishRoute = (typeof spanishRoutes)[number];

/** The site's languages: English unprefixed, Spanish under /es. */
export type Locale = 'en' | 'es';

/** Whether a route has a Spanish twin. */
export function hasSpanishTwin(route: string): route is SpanishRoute {
  return (spanishRoutes as readonly string[]).includes(route);
}

/** The address of a route in a language: localizedPath('/pricing', 'es') -> "/es/pricing", ('/', 'es') -> "/es". */
export function localizedPath(route: SiteRoute, locale: Locale): string {
  if (locale === 'en') return route;
  return route === '/' ? '/es' : `/es${route}`;
}

/**
 * A link written as an English route, for a page in `locale`: on Spanish pages a route with a twin
 * points at the twin (keeping its #fragment or ?query), and `englishOnly` says the target is in
 * English. External links and English pages are left as they are.
 */
export function localizeHref(href: string, locale: Locale): { href: string; englishOnly: boolean } {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//')) return { href, englishOnly: false };
  const match = /^([^?#]*)(.*)$/.exec(href);
  const path = match?.[1] ?? href;
  const rest = match?.[2] ?? '';
  if (path === '/es' || path.startsWith('/es/')) return { href, englishOnly: false };
  if (hasSpanishTwin(path)) return { href: `${localizedPath(path, 'es')}${rest}`, englishOnly: false };
  const isPage = (allRoutes as readonly string[]).includes(path);
  return { href, englishOnly: isPage };
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
