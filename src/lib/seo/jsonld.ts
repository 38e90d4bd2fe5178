/**
 * Typed JSON-LD nodes (schema-dts). Every page emits one `@graph`; nodes carry stable `@id`s
 * (`/#business`, `/#website`, `<page>#webpage`) so pages reference the business instead of repeating it.
 */
import type {
  BreadcrumbList,
  FAQPage,
  Graph,
  HomeAndConstructionBusiness,
  OpeningHoursSpecification,
  PostalAddress,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';

import type { Business } from '#src/data/business.ts';
import type { FaqEntry } from '#src/schemas/faq.ts';
import { mainNumber } from '#src/lib/phone.ts';
import { absoluteUrl, type Locale } from '#src/lib/routes.ts';

/** Stable node ids for the site-wide nodes. */
export function businessId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#business`;
}

function websiteId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, '/')}#website`;
}

/** The company's base, as every business node writes it. */
export function postalAddress(business: Business): PostalAddress {
  return {
    '@type': 'PostalAddress',
    ...(business.address.streetAddress ? { streetAddress: business.address.streetAddress } : {}),
    addressLocality: business.address.locality,
    addressRegion: business.address.region,
    postalCode: business.address.postalCode,
    addressCountry: business.address.country,
  };
}

/** The full local-business record: on the home, about and contact pages. */
export function buildBusinessNode(
  business: Business,
  options: {
    areaServed: readonly string[];
    logoUrl: string;
    imageUrl: string;
    /**
     * The rating the pages show (lib/rating.ts siteRating): average and review count; undefined when
     * business.yaml lists no review platform, and then no rating is published.
     */
    rating: { value: number; count: number } | undefined;
    /** The page's language: a Spanish page describes the business in Spanish. English when missing. */
    locale?: Locale;
    /** Its price range (lib/prices.ts searchPriceRange, from prices.yaml); none when unset. */
    priceRange?: string | undefined;
  },
): HomeAndConstructionBusiness {
  const locale = options.locale ?? 'en';
  const hours: OpeningHoursSpecification[] = business.hours.map((h) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: h.days.map((day) => `https://schema.org/${day}` as const),
    opens: h.opens,
    closes: h.closes,
  }));
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(business.siteUrl),
    name: business.name,
    legalName: business.legalName,
    description: business.tagline[locale],
    url: absoluteUrl(business.siteUrl, '/'),
    telephone: mainNumber(business.phones),
    email: business.email,
    logo: options.logoUrl,
    image: options.imageUrl,
    ...(options.priceRange ? { priceRange: options.priceRange } : {}),
    foundingDate: String(business.foundingYear),
    address: postalAddress(business),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    },
    openingHoursSpecification: hours,
    areaServed: options.areaServed.map((name) => ({ '@type': 'Place', name })),
    ...(options.rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: options.rating.value,
            reviewCount: options.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    // The office answers in both languages; the Spanish pages say "Hablamos español" beside the phone.
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: mainNumber(business.phones),
      email: business.email,
      contactType: 'customer service',
      areaServed: 'US-FL',
      availableLanguage: ['English', 'Spanish'],
    },
    // The business's own pages elsewhere: social networks, its Google profile and its review
    // platforms (only those business.yaml lists), each once.
    sameAs: [
      ...new Set([
        ...business.social.map((s) => s.url),
        ...(business.googleBusinessProfile ? [business.googleBusinessProfile] : []),
        ...business.reviewPlatforms.map((platform) => platform.url),
      ]),
    ],
  };
}

/**
 * The business as the other pages name it: the same @id, with the name, phone and address a reader
 * (or a crawler reading one page) needs. The full record (hours, area, rating) is on the home, about
 * and contact pages; repeating its 2 kB on every page would push a service page past the first round trip.
 */
export function buildBusinessReference(business: Business): HomeAndConstructionBusiness {
  return {
    '@type': 'HomeAndConstructionBusiness',
    '@id': businessId(business.siteUrl),
    name: business.name,
    url: absoluteUrl(business.siteUrl, '/'),
    telephone: mainNumber(business.phones),
    address: postalAddress(business),
  };
}

/** The website node, published by the business. */
export function buildWebsiteNode(business: Business): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(business.siteUrl),
    url: absoluteUrl(business.siteUrl, '/'),
    name: business.name,
    inLanguage: ['en-US', 'es-US'],
    publisher: { '@id': businessId(business.siteUrl) },
  };
}

/** One crumb: a visible name and a route. */
export interface Crumb {
  name: string;
  path: string;
}

/** The breadcrumb trail of a page, with an id the page node points at. */
export function buildBreadcrumbNode(siteUrl: string, path: string, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${absoluteUrl(siteUrl, path)}#breadcrumb`,
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

/** The node describing the page itself. */
export function buildWebPageNode(
  siteUrl: string,
  page: {
    path: string;
    title: string;
    description: string;
    type?: 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage' | 'FAQPage';
    hasBreadcrumb?: boolean;
    /** The page's language tag, "en-US" or "es-US". */
    inLanguage?: string;
  },
): WebPage {
  const url = absoluteUrl(siteUrl, page.path);
  return {
    '@type': page.type ?? 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: page.title,
    description: page.description,
    inLanguage: page.inLanguage ?? 'en-US',
    isPartOf: { '@id': websiteId(siteUrl) },
    about: { '@id': businessId(siteUrl) },
    ...(page.hasBreadcrumb ? { breadcrumb: { '@id': `${url}#breadcrumb` } } : {}),
  };
}

/** An FAQ node built from the same entries that render the visible FAQ. */
export function buildFaqNode(siteUrl: string, path: string, entries: readonly FaqEntry[]): FAQPage {
  return {
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(siteUrl, path)}#faq`,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** Wraps the nodes of one page into its single `@graph`. */
export function buildGraph(nodes: readonly Thing[]): Graph {
  return { '@context': 'https://schema.org', '@graph': nodes };
}
