/**
 * Header and footer links. Labels are interface text: each link names
 * its label's key in src/data/ui.ts `nav`, so every language labels the same links.
 */
import { routes, type SiteRoute } from '#src/schemas/content-manifest.ts';

import type { UiStrings } from './ui.ts';

type NavKey = keyof UiStrings['nav'];

interface NavLink {
  nav: NavKey;
  href: SiteRoute;
}

/**
 * The spec's seven header links in its order, plus Pricing (the instant estimate) before Contact:
 * all eight fit on one line at 1280 px even in the widest fallback font.
 */
export const headerLinks: readonly NavLink[] = [
  { nav: 'home', href: routes.home },
  { nav: 'about', href: routes.about },
  { nav: 'services', href: routes.services },
  { nav: 'ourProcess', href: routes.ourProcess },
  { nav: 'gallery', href: routes.gallery },
  { nav: 'videos', href: routes.videos },
  { nav: 'pricing', href: routes.pricing },
  { nav: 'contact', href: routes.contact },
];

/**
 * The header of the Spanish pages: six of the eight, because the Spanish labels are longer and the
 * header must hold on one line at 1280 px (e2e/layout-holds.spec.ts); the footer lists every page.
 * Every link leads to the Spanish twin (lib/i18n.ts).
 */
export const spanishHeaderLinks: readonly NavLink[] = [
  { nav: 'home', href: routes.home },
  { nav: 'about', href: routes.about },
  { nav: 'services', href: routes.services },
  { nav: 'gallery', href: routes.gallery },
  { nav: 'pricing', href: routes.pricing },
  { nav: 'contact', href: routes.contact },
];

/** The spec's thirteen footer links plus Pricing, grouped for scanning. */
export const footerGroups: readonly { title: NavKey; links: readonly NavLink[] }[] = [
  {
    title: 'company',
    links: [
      { nav: 'aboutUs', href: routes.about },
      { nav: 'whyChooseUs', href: routes.whyChooseUs },
      { nav: 'credentials', href: routes.credentials },
      { nav: 'contact', href: routes.contact },
    ],
  },
  {
    title: 'ourWork',
    links: [
      { nav: 'services', href: routes.services },
      { nav: 'pricing', href: routes.pricing },
      { nav: 'ourProcess', href: routes.ourProcess },
      { nav: 'caseStudies', href: routes.caseStudies },
      { nav: 'gallery', href: routes.gallery },
      { nav: 'videos', href: routes.videos },
    ],
  },
  {
    title: 'learn',
    links: [
      { nav: 'floridaClimateGuide', href: routes.floridaClimateGuide },
      { nav: 'materials', href: routes.materials },
      { nav: 'faq', href: routes.faq },
      { nav: 'resources', href: routes.resources },
      { nav: 'privacy', href: routes.privacy },
      { nav: 'accessibility', href: routes.accessibility },
    ],
  },
];
