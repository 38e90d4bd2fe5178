/**
 * Loads content entries for routes: the page's data with fact tokens filled in, and the FAQs and
 * testimonials a page shows. Like lib/picture.ts, this module is build-time only (astro:content).
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { localizeContentLinks } from './i18n.ts';
import { articleIds, hasSpanishTwin, type ArticleId, type Locale, type SiteRoute } from './routes.ts';
import type { Article } from '#src/schemas/article.ts';
import type { CaseStudy } from '#src/schemas/case-study.ts';
import type { Faq } from '#src/schemas/faq.ts';
import type { Prices } from '#src/schemas/prices.ts';
import type { TeamMember } from '#src/schemas/team.ts';
import type { Testimonial } from '#src/schemas/testimonial.ts';

import { factTokens, fillFacts } from './facts.ts';

const tokens = factTokens(business);

type PageCollection = 'pages' | 'services' | 'locations';

/** The entry id of a page in a language: Spanish twins live in the collection's es/ folder. */
function localizedId(id: string, locale: Locale): string {
  return locale === 'es' ? `es/${id}` : id;
}

/**
 * The entry of a page with a fixed route, with its fact tokens filled in and, for a Spanish twin,
 * its links pointed at the Spanish pages. A missing file fails the build, naming the file to add.
 */
export async function loadPage<C extends PageCollection>(
  collection: C,
  id: string,
  locale: Locale = 'en',
): Promise<CollectionEntry<C>['data']> {
  const entryId = localizedId(id, locale);
  const entry = (await getEntry(collection, entryId)) as CollectionEntry<C> | undefined;
  if (!entry) throw new Error(`Missing src/content/${collection}/${entryId}.yaml: its route needs this file`);
  return localizeContentLinks(fillFacts(entry.data, tokens), locale, ui[locale]);
}

/**
 * The static paths of a route file under src/pages/[...lang]/ for one page: English at its route
 * (`lang` undefined: no prefix), and Spanish under /es when the route is one of spanishRoutes and its
 * twin file exists. A Spanish route whose file is missing is reported by the post-build check.
 */
export async function languagePaths(
  collection: PageCollection,
  id: string,
  route: SiteRoute,
): Promise<{ params: { lang: 'es' | undefined }; props: { locale: Locale } }[]> {
  const entries = hasSpanishTwin(route) ? await getCollection(collection) : [];
  const twin = entries.some((entry) => entry.id === localizedId(id, 'es'));
  return [
    { params: { lang: undefined }, props: { locale: 'en' } },
    ...(twin ? [{ params: { lang: 'es' as const }, props: { locale: 'es' as const } }] : []),
  ];
}

/** The questions whose `pages` include a route, in file order (files sorted by name), in a language. */
export async function faqsFor(route: SiteRoute, locale: Locale = 'en'): Promise<Faq[]> {
  const files = await getCollection('faqs');
  return files
    .filter((file) => file.id.startsWith('es/') === (locale === 'es'))
    .sort((a, b) => a.id.localeCompare(b.id))
    .flatMap((file) => file.data.items)
    .filter((faq) => faq.pages.includes(route))
    .map((faq) => fillFacts(faq, tokens));
}

/** The questions a page shows in its FAQ block (none when it has no FAQ block): they feed its FAQPage node. */
export async function pageFaqs(
  page: { blocks: readonly { kind: string }[] },
  route: SiteRoute,
  locale: Locale = 'en',
): Promise<Faq[]> {
  return page.blocks.some((block) => block.kind === 'faq') ? faqsFor(route, locale) : [];
}

/** The installed price figures (src/content/prices.yaml), shared by the /pricing table and the estimator. */
export async function loadPrices(): Promise<Prices> {
  const entry = await getEntry('prices', 'prices');
  if (!entry) throw new Error('Missing src/content/prices.yaml: the pricing table and estimator need it');
  return entry.data;
}

/** The testimonials (ordered by their ids), in a page's language. */
export async function loadTestimonials(locale: Locale = 'en'): Promise<Testimonial[]> {
  const entries = await getCollection(locale === 'es' ? 'testimonialsEs' : 'testimonials');
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
