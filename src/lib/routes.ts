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
