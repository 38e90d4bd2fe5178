/**
 * Loads content entries for routes: the page's data with fact tokens filled in, and the FAQs and
 * testimonials a page shows. Like lib/picture.ts, this module is build-time only (astro:content).
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

import { business } from '#src/data/business.ts';
import { articleIds, type ArticleId, type SiteRoute } from './routes.ts';
import type { Article } from '#src/schemas/article.ts';
import type { CaseStudy } from '#src/schemas/case-study.ts';
import type { Faq } from '#src/schemas/faq.ts';
import type { Prices } from '#src/schemas/prices.ts';
import type { TeamMember } from '#src/schemas/team.ts';
import type { Testimonial } from '#src/schemas/testimonial.ts';

import { factTokens, fillFacts } from './facts.ts';

const tokens = factTokens(business);

type PageCollection = 'pages' | 'services' | 'locations';

/**
 * The entry of a page with a fixed route, with its fact tokens filled in. A missing file fails the
 * build, naming the file to add.
 */
export async function loadPage<C extends PageCollection>(
  collection: C,
  id: string,
): Promise<CollectionEntry<C>['data']> {
  const entry = (await getEntry(collection, id)) as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`Missing src/content/${collection}/${id}.yaml: its route needs this file`);
  return fillFacts(entry.data, tokens);
}

/** The questions whose `pages` include a route, in file order (files sorted by name). */
export async function faqsFor(route: SiteRoute): Promise<Faq[]> {
  const files = await getCollection('faqs');
  return files
    .sort((a, b) => a.id.localeCompare(b.id))
    .flatMap((file) => file.data.items)
    .filter((faq) => faq.pages.includes(route))
    .map((faq) => fillFacts(faq, tokens));
}

/** The questions a page shows in its FAQ block (none when it has no FAQ block): they feed its FAQPage node. */
export async function pageFaqs(
  page: { blocks: readonly { kind: string }[] },
  route: SiteRoute,
): Promise<Faq[]> {
  return page.blocks.some((block) => block.kind === 'faq') ? faqsFor(route) : [];
}

/** The installed price figures (src/content/prices.yaml), shared by the /pricing table and the estimator. */
export async function loadPrices(): Promise<Prices> {
  const entry = await getEntry('prices', 'prices');
  if (!entry) throw new Error('Missing src/content/prices.yaml: the pricing table and estimator need it');
  return entry.data;
}

/** The testimonials (ordered by their ids). */
export async function loadTestimonials(): Promise<Testimonial[]> {
  const entries = await getCollection('testimonials');
  return entries.map((entry) => fillFacts(entry.data, tokens));
}

/** An article entry ready for a page: its typed id, its filled frontmatter, and the entry to render. */
export interface LoadedArticle {
  id: ArticleId;
  data: Article;
  entry: CollectionEntry<'articles'>;
}

/**
 * The articles in the route table's order, fact tokens filled. A file whose name is not one of the
 * spec's article routes fails the build, as does a spec article without its file.
 */
export async function loadArticles(): Promise<LoadedArticle[]> {
  const entries = await getCollection('articles');
  const known = new Set<string>(articleIds);
  for (const entry of entries) {
    if (!known.has(entry.id)) {
      throw new Error(
        `src/content/articles/${entry.id}.mdx: "${entry.id}" is not an article route; expected one of ${articleIds.join(', ')}`,
      );
    }
  }
  return articleIds.map((id) => {
    const entry = entries.find((candidate) => candidate.id === id);
    if (!entry) throw new Error(`Missing src/content/articles/${id}.mdx: its route needs this file`);
    return { id, data: fillFacts(entry.data, tokens), entry };
  });
}

/** The leadership profiles (/our-team), longest-serving first. */
export async function loadTeam(): Promise<TeamMember[]> {
  const entries = await getCollection('team');
  return entries.map((entry) => fillFacts(entry.data, tokens)).sort((a, b) => a.since - b.since);
}

/** The case studies (/case-studies), by id, each with its id (the anchor of its article). */
export async function loadCaseStudies(): Promise<(CaseStudy & { id: string })[]> {
  const entries = await getCollection('caseStudies');
  return entries
    .map((entry) => ({ ...fillFacts(entry.data, tokens), id: entry.id }))
    .sort((a, b) => a.id.localeCompare(b.id));
}
