/**
 * Loads content entries for routes: the page's data with fact tokens filled in, and the FAQs and
 * testimonials a page shows. Like lib/picture.ts, this module is build-time only (astro:content).
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

import { business } from '#src/data/business.ts';
import { unbuiltRoutes, type SiteRoute } from './routes.ts';
import type { Faq } from '#src/schemas/faq.ts';
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

/**
 * The ids of a fixed-route collection to build: every id of `ids` whose route is built. An id whose
 * route is not listed as unbuilt must have its file (loadPage fails otherwise).
 */
export function idsToBuild<Id extends string>(ids: readonly Id[], route: (id: Id) => SiteRoute): Id[] {
  return ids.filter((id) => !unbuiltRoutes.has(route(id)));
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

/** The testimonials (ordered by their ids). */
export async function loadTestimonials(): Promise<Testimonial[]> {
  const entries = await getCollection('testimonials');
  return entries.map((entry) => fillFacts(entry.data, tokens));
}
