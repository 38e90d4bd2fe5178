/**
 * One JSON-LD builder per page kind. Each returns the nodes a page adds to the site-wide graph
 * (business, website, page and breadcrumb nodes come from BaseLayout), referring to the business by
 * its stable @id instead of repeating it.
 */
import type { Service, Thing } from 'schema-dts';

import { absoluteUrl } from '../routes.ts';
import type { FaqEntry } from '../../schemas/faq.ts';
import { buildFaqNode, businessId } from './jsonld.ts';

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

/** A company page (home, about, pricing...): its FAQ, if any. */
export function companyPageGraph(input: PageGraphInput): Thing[] {
  return faqNodes(input);
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
