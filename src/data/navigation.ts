/** Header and footer links (spec part 1, "Shared layout"). */
import { routes, type SiteRoute } from '#src/lib/routes.ts';

export interface NavLink {
  label: string;
  href: SiteRoute;
}

/** The seven header links, in the spec's order. */
export const headerLinks: readonly NavLink[] = [
  { label: 'Home', href: routes.home },
  { label: 'About', href: routes.about },
  { label: 'Services', href: routes.services },
  { label: 'Our Process', href: routes.ourProcess },
  { label: 'Gallery', href: routes.gallery },
  { label: 'Videos', href: routes.videos },
  { label: 'Contact', href: routes.contact },
];

/** The thirteen footer links, grouped for scanning. */
export const footerGroups: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: routes.about },
      { label: 'Why Choose Us', href: routes.whyChooseUs },
      { label: 'Credentials', href: routes.credentials },
      { label: 'Contact', href: routes.contact },
    ],
  },
  {
    title: 'Our Work',
    links: [
      { label: 'Services', href: routes.services },
      { label: 'Our Process', href: routes.ourProcess },
      { label: 'Case Studies', href: routes.caseStudies },
      { label: 'Gallery', href: routes.gallery },
      { label: 'Videos', href: routes.videos },
    ],
  },
  {
    title: 'Learn',
    links: [
      { label: 'Florida Climate Guide', href: routes.floridaClimateGuide },
      { label: 'Materials', href: routes.materials },
      { label: 'FAQ', href: routes.faq },
      { label: 'Resources', href: routes.resources },
    ],
  },
];

/** The first crumbs of breadcrumb trails: every trail starts at Home; service and city pages pass their hub. */
export const trailCrumbs = {
  home: { name: 'Home', path: routes.home },
  services: { name: 'Services', path: routes.services },
  locations: { name: 'Locations', path: routes.locations },
  resources: { name: 'Resources', path: routes.resources },
} as const;
