/**
 * One JSON-LD builder per page kind. Each returns the nodes a page adds to the site-wide graph
 * (business, website, page and breadcrumb nodes come from BaseLayout), referring to the business by
 * its stable @id instead of repeating it.
 */
import type {
  Article,
  HomeAndConstructionBusiness,
  HowTo,
  ImageGallery,
  ImageObject,
  Service,
  Thing,
} from 'schema-dts';

import type { Business } from '#src/data/business.ts';

import { mainNumber } from '#src/lib/phone.ts';
import { absoluteUrl } from '#src/lib/routes.ts';
import type { Block } from '#src/schemas/blocks.ts';
import type { FaqEntry } from '#src/schemas/faq.ts';
import { buildFaqNode, businessId, postalAddress } from './jsonld.ts';

/** What every page-kind builder needs. */
export interface PageGraphInput {
  siteUrl: string;
  /** The page's route, e.g. "/services/garage". */
  path: string;
  /** The questions the page shows, if it has an FAQ section: they become its FAQPage node. */
  faqs?: readonly FaqEntry[];
}

function faqNodes({ siteUrl, path, faqs }: PageGraphInput): Thing[] {
  return faqs && faqs.length > 0 ? [buildFaqNode(siteUrl, path, faqs)] : [];
}

/** A process the page shows step by step: the same titles and texts become the HowTo node. */
export interface HowToInput {
  /** What the process achieves, e.g. the steps section's heading. */
  name: string;
  description: string;
  steps: readonly { title: string; text: string }[];
}

/**
 * A HowTo node built from the steps the page shows, in their order, so the structured data can
 * never disagree with the visible list.
 */
export function buildHowToNode(siteUrl: string, path: string, howTo: HowToInput): HowTo {
  const url = absoluteUrl(siteUrl, path);
  return {
    '@type': 'HowTo',
    '@id': `${url}#howto`,
    name: howTo.name,
    description: howTo.description,
    url,
    step: howTo.steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: step.text,
    })),
  };
}

/**
 * The HowTo a page publishes: its steps block marked `howTo: true`, named and described by the
 * page's own title and description. Undefined when the page publishes none.
 */
export function publishedHowTo(page: {
  seo: { title: string; description: string };
  blocks: readonly Block[];
}): HowToInput | undefined {
  const block = page.blocks.find((b) => b.kind === 'steps' && b.howTo);
  if (block?.kind !== 'steps') return undefined;
  return { name: page.seo.title, description: page.seo.description, steps: block.items };
}

/**
 * A company page (home, about, contact, our-process...): the HowTo of its published steps, if it
 * has one, and its FAQ, if any. Its page-node type (AboutPage, ContactPage...) comes from the
 * page's `pageType` through the layout.
 */
export function companyPageGraph(input: PageGraphInput & { howTo?: HowToInput | undefined }): Thing[] {
  return [
    ...(input.howTo ? [buildHowToNode(input.siteUrl, input.path, input.howTo)] : []),
    ...faqNodes(input),
  ];
}

/** A service page: the Service the business provides across its service area, plus its FAQ. */
export function servicePageGraph(
  input: PageGraphInput & {
    /** The service's name as the page heads it. */
    name: string;
    description: string;
    serviceType: string;
    /** Places served, e.g. ["Miami-Dade County", "Broward County"]. */
    areaServed: readonly string[];
  },
): Thing[] {
  const url = absoluteUrl(input.siteUrl, input.path);
  const service: Service = {
    '@type': 'Service',
    '@id': `${url}#service`,
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url,
    provider: { '@id': businessId(input.siteUrl) },
    areaServed: input.areaServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
  };
  return [service, ...faqNodes(input)];
}

/** One photo as the page shows it: its file URL (site-relative or absolute), alt text and size. */
interface GalleryPhoto {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** One gallery project, as much of it as the structured data names. */
export interface GalleryGraphProject {
  title: string;
  location: string;
  before: GalleryPhoto;
  after: GalleryPhoto;
}

function photoNode(siteUrl: string, photo: GalleryPhoto, name: string, location: string): ImageObject {
  return {
    '@type': 'ImageObject',
    contentUrl: new URL(photo.src, `${siteUrl}/`).href,
    name,
    caption: photo.alt,
    width: { '@type': 'QuantitativeValue', value: photo.width, unitCode: 'E37' },
    height: { '@type': 'QuantitativeValue', value: photo.height, unitCode: 'E37' },
    contentLocation: { '@type': 'Place', name: location },
    creator: { '@id': businessId(siteUrl) },
  };
}

/**
 * The gallery page: an ImageGallery holding every project's before and after photo, named after
 * the project and captioned with the alt text the page shows, part of the page node; plus its FAQ.
 */
export function galleryPageGraph(
  input: PageGraphInput & {
    /** The gallery's name and description: the page's own title and description. */
    name: string;
    description: string;
    projects: readonly GalleryGraphProject[];
    /** Appended to a project's title to name each photo, e.g. "Before" and "After". */
    labels: { before: string; after: string };
  },
): Thing[] {
  const url = absoluteUrl(input.siteUrl, input.path);
  const gallery: ImageGallery = {
    '@type': 'ImageGallery',
    '@id': `${url}#gallery`,
    url,
    name: input.name,
    description: input.description,
    isPartOf: { '@id': `${url}#webpage` },
    about: { '@id': businessId(input.siteUrl) },
    image: input.projects.flatMap((project) => [
      photoNode(input.siteUrl, project.before, `${project.title} (${input.labels.before})`, project.location),
      photoNode(input.siteUrl, project.after, `${project.title} (${input.labels.after})`, project.location),
    ]),
  };
  return [gallery, ...faqNodes(input)];
}

/**
 * A city landing page: the business as it serves that city. A HomeAndConstructionBusiness (a
 * LocalBusiness) whose areaServed is the City, then the neighborhoods the page names, with the
 * site-wide business as its parentOrganization (by @id, not repeated), plus the page's FAQ.
 */
export function locationPageGraph(
  input: PageGraphInput & {
    business: Business;
    /** The city as the page names it, e.g. "Miami Beach". */
    city: string;
    /** Its county without the word "County", e.g. "Miami-Dade". */
    county: string;
    /** Neighborhoods and nearby places the page names, e.g. ["South Beach", "Mid-Beach"]. */
    areaServed: readonly string[];
    /** What the page says about the city's service (its meta description). */
    description: string;
  },
): Thing[] {
  const { business, city } = input;
  const url = absoluteUrl(input.siteUrl, input.path);
  const local: HomeAndConstructionBusiness = {
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${url}#localbusiness`,
    name: `${business.name} - ${city}`,
    description: input.description,
    url,
    telephone: mainNumber(business.phones),
    // No priceRange: each city page states its own ranges, and the site-wide one would contradict them.
    // A service-area business: the address is the company's base; the city is where it works.
    address: postalAddress(business),
    areaServed: [
      {
        '@type': 'City',
        name: city,
        containedInPlace: {
          '@type': 'AdministrativeArea',
          name: `${input.county} County, ${business.address.region}`,
        },
      },
      ...input.areaServed.map((name) => ({ '@type': 'Place' as const, name })),
    ],
    parentOrganization: { '@id': businessId(input.siteUrl) },
    mainEntityOfPage: { '@id': `${url}#webpage` },
  };
  return [local, ...faqNodes(input)];
}

/**
 * A resource article: the Article node (headline, description, dates, and author and image where
 * the article gives them), published by the business, plus the FAQPage of the questions it shows.
 */
export function articlePageGraph(
  input: PageGraphInput & {
    /** The article's h1. */
    headline: string;
    description: string;
    published: Date;
    modified: Date;
    /** The byline, when the article names one. */
    author?: string | undefined;
    /** Absolute or root-relative URL of the article's image, when it has one. */
    imageUrl?: string | undefined;
    /** The category as the article shows it, e.g. "Maintenance". */
    section: string;
    /** The article's language tag; "en-US" when missing. */
    inLanguage?: string;
  },
): Thing[] {
  const url = absoluteUrl(input.siteUrl, input.path);
  const article: Article = {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: input.headline,
    description: input.description,
    datePublished: input.published.toISOString().slice(0, 10),
    dateModified: input.modified.toISOString().slice(0, 10),
    ...(input.author
      ? { author: { '@type': 'Organization', name: input.author, url: absoluteUrl(input.siteUrl, '/') } }
      : {}),
    ...(input.imageUrl
      ? {
          image: input.imageUrl.startsWith('http')
            ? input.imageUrl
            : absoluteUrl(input.siteUrl, input.imageUrl),
        }
      : {}),
    articleSection: input.section,
    inLanguage: input.inLanguage ?? 'en-US',
    url,
    mainEntityOfPage: { '@id': `${url}#webpage` },
    publisher: { '@id': businessId(input.siteUrl) },
  };
  return [article, ...faqNodes(input)];
}
