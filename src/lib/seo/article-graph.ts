/**
 * JSON-LD for an article page: the Article node, plus the FAQPage node when the article shows FAQs.
 * The page's WebPage and BreadcrumbList nodes come from the layout, built from the same crumbs.
 */
import type { Article as ArticleNode, Thing } from 'schema-dts';

import { absoluteUrl } from '../routes.ts';
import { buildFaqNode, businessId, websiteId, type FaqEntry } from './jsonld.ts';

/** What the Article node says, already resolved (tokens filled, image URL built). */
export interface ArticleGraphInput {
  siteUrl: string;
  /** The route, e.g. "/resources/epoxy-floor-maintenance". */
  path: string;
  headline: string;
  description: string;
  published: Date;
  modified: Date;
  /** The byline, when the article names one. */
  author?: string;
  /** Absolute or root-relative URL of the article's image, when it has one. */
  imageUrl?: string;
  /** The category as the article shows it, e.g. "Maintenance". */
  section: string;
  /** The questions shown in the article's FAQ section, if any. */
  faqs?: readonly FaqEntry[];
}

/** The article's nodes: Article (published by the business) and, with FAQs, an FAQPage. */
export function articlePageGraph(input: ArticleGraphInput): Thing[] {
  const { siteUrl } = input;
  const url = absoluteUrl(siteUrl, input.path);
  const article: ArticleNode = {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: input.headline,
    description: input.description,
    datePublished: input.published.toISOString().slice(0, 10),
    dateModified: input.modified.toISOString().slice(0, 10),
    ...(input.author
      ? { author: { '@type': 'Organization', name: input.author, url: absoluteUrl(siteUrl, '/') } }
      : {}),
    ...(input.imageUrl
      ? { image: input.imageUrl.startsWith('http') ? input.imageUrl : absoluteUrl(siteUrl, input.imageUrl) }
      : {}),
    articleSection: input.section,
    inLanguage: 'en-US',
    url,
    mainEntityOfPage: { '@id': `${url}#webpage` },
    isPartOf: { '@id': websiteId(siteUrl) },
    publisher: { '@id': businessId(siteUrl) },
  };
  const faqs = input.faqs ?? [];
  return faqs.length > 0 ? [article, buildFaqNode(siteUrl, input.path, faqs)] : [article];
}
