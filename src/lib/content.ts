/**
 * Loads content entries in a page's language, ready to render: fact and price tokens filled, and
 * on a Spanish page links pointed at the Spanish twins. Spanish entries have ids "es/<id>"
 * (src/schemas/content-manifest.ts). Build-time only (astro:content), like lib/picture.ts;
 * lib/page-data.ts builds a page's route data from these.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';

import { business } from '#src/data/business.ts';
import { contentKinds, localizedId, splitId } from '#src/schemas/content-manifest.ts';
import { serviceCities } from '#src/data/service-area.ts';
import { intlLocales, ui } from '#src/data/ui.ts';
import type { CardItem, ServiceCard } from '#src/schemas/blocks.ts';
import type { CaseStudy } from '#src/schemas/case-study.ts';
import type { Faq } from '#src/schemas/faq.ts';
import type { Prices } from '#src/schemas/prices.ts';
import type { TeamMember } from '#src/schemas/team.ts';
import type { Testimonial } from '#src/schemas/testimonial.ts';

import { accessibilityTokens } from './accessibility.ts';
import {
  countWord,
  factSentenceTokens,
  factTokens,
  fillFacts,
  type TokenValue,
  type Tokens,
} from './facts.ts';
import { figureTokens } from './figures.ts';
import { sortProjects } from './gallery.ts';
import { localizeContentLinks } from './i18n.ts';
import { priceTokens } from './prices.ts';
import { privacyTokens } from './privacy.ts';
import { platformsOf, ratingTokens } from './rating.ts';
import { reachTokens, showsForm } from './reach.ts';
import {
  dropHiddenLinks,
  localizedPath,
  routeOf,
  type Locale,
  type PageCollection,
  type SiteRoute,
} from './routes.ts';

/** Whether an entry id belongs to a language. */
function inLocale(entryId: string, locale: Locale): boolean {
  return splitId(entryId)[1] === locale;
}

/** An entry id without its language folder: "es/garage" -> "garage". */
function baseId(entryId: string): string {
  return splitId(entryId)[0];
}

/** The installed price figures (src/content/prices.yaml), shared by the price table, the estimator and copy. */
export async function loadPrices(): Promise<Prices> {
  const entry = await getEntry('prices', 'prices');
  if (!entry) throw new Error('Missing src/content/prices.yaml: the pricing table and estimator need it');
  return entry.data;
}

/**
 * The price table's figures only (applications, rush percent), without the pages' own prices: what an
 * island (the estimator, the quote form's estimate) is given, so its props stay small.
 */
export async function loadTablePrices(): Promise<Prices> {
  const { figures: _pageFigures, ...table } = await loadPrices();
  return table;
}

const tokenCache = new Map<Locale, Promise<Tokens>>();

/**
 * The counts of the collections a page may state ({galleryCount}, {caseStudyCount}, {cityCount},
 * {testimonialCount}, each also as a word: {galleryCountWord} "six"), counted from the entries of
 * the page's language; a collection left empty has none (its words are left out).
 */
async function countTokens(locale: Locale): Promise<Record<string, TokenValue>> {
  const counted = async (collection: 'gallery' | 'caseStudies' | 'testimonials') =>
    (await getCollection(collection)).filter((entry) => inLocale(entry.id, locale)).length;
  const counts = {
    galleryCount: await counted('gallery'),
    caseStudyCount: await counted('caseStudies'),
    testimonialCount: await counted('testimonials'),
    cityCount: (await serviceArea(locale)).length,
  };
  return Object.fromEntries(
    Object.entries(counts).flatMap(([name, count]) => [
      [name, count > 0 ? new Intl.NumberFormat(intlLocales[locale]).format(count) : null],
      [`${name}Word`, count > 0 ? countWord(count, locale) : null],
    ]),
  );
}

/**
 * The tokens copy may write in a language: the business facts ({company}, {phone}, {hours},
 * {yearsInBusiness}, {claims.crewSize}...), the price figures of src/content/prices.yaml
 * ({garageStandard}, {poolDeckPremium}, {rushPremium}...), worded for the language, the review
 * figures computed from business.yaml's platforms ({rating}, {reviewCount}, {reviewPlatforms},
 * {platformCount}; unset with no platform), the collection counts ({galleryCount}...), and the ways
 * to reach us as the configuration offers them ({requestEstimate}..., lib/reach.ts). So a figure the
 * owner changes lives once.
 */
export function contentTokens(locale: Locale): Promise<Tokens> {
  let tokens = tokenCache.get(locale);
  if (!tokens) {
    const facts = factTokens(business, locale);
    const platforms = platformsOf(business.reviewPlatforms);
    const rating = ratingTokens(platforms, intlLocales[locale]);
    const form = showsForm(
      {
        quoteAction: business.quoteForm.action,
        iframeUrl: business.estimateForm.iframeUrl,
        iframeUrlEs: business.estimateForm.iframeUrlEs,
      },
      locale,
    );
    tokens = Promise.all([loadPrices(), countTokens(locale)]).then(([prices, counts]) => ({
      ...facts,
      ...priceTokens(prices, intlLocales[locale], ui[locale].priceFigures),
      // With no review platform the site claims no rating: the words that state one are left out.
      rating: platforms.length > 0 ? rating.rating : null,
      reviewCount: platforms.length > 0 ? rating.reviewCount : null,
      ...factSentenceTokens(business, platforms.length, locale),
      ...counts,
      ...reachTokens(ui[locale].reach, form, facts),
      ...privacyTokens(ui[locale].privacy, business),
      ...accessibilityTokens(ui[locale].accessibility, business, locale),
    }));
    tokenCache.set(locale, tokens);
  }
  return tokens;
}

export { figureTokens };

/**
 * A page's own figures ({figure.rate}, {figure.rateText}) as tokens, their values filled first: a
 * figure may name a price of prices.yaml (`rate: '{price.kendallRate}'`).
 */
export async function pageFigureTokens(
  page: { figures?: Readonly<Record<string, string>> | undefined },
  locale: Locale,
): Promise<Record<string, string>> {
  const figures = page.figures ? fillFacts(page.figures, await contentTokens(locale)) : undefined;
  return figureTokens({ figures }, locale);
}

/** Content data ready for a page in `locale`: its tokens filled (plus `extra`), its links localized. */
export async function fillContent<T>(
  data: T,
  locale: Locale,
  extra: Record<string, string> = {},
): Promise<T> {
  const tokens = { ...(await contentTokens(locale)), ...extra };
  return localizeContentLinks(dropHiddenLinks(fillFacts(data, tokens), locale), locale);
}

/**
 * The raw entry of a page in a language. A missing file fails the build, naming the file to add.
 */
export async function pageEntry<C extends PageCollection>(
  collection: C,
  id: string,
  locale: Locale,
): Promise<CollectionEntry<C>> {
  const entryId = localizedId(id, locale);
  const entry = (await getEntry(collection, entryId)) as CollectionEntry<C> | undefined;
  if (!entry) {
    const { folder, extension } = contentKinds[collection];
    throw new Error(`Missing ${folder}/${entryId}.${extension}: its route needs this file`);
  }
  return entry;
}

/** One page of a collection in a language, in its place among its kind. */
export interface ListedPage<C extends PageCollection> {
  id: string;
  route: SiteRoute;
  entry: CollectionEntry<C>;
}

/**
 * Every page of a collection in one language, in order: lowest `order` first, then by id (the hubs,
 * the service area, the resources hub). Entries are raw: fill what is shown with fillContent.
 */
export async function listPages<C extends PageCollection>(
  collection: C,
  locale: Locale,
): Promise<ListedPage<C>[]> {
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  return entries
    .filter((entry) => inLocale(entry.id, locale))
    .map((entry) => ({ id: baseId(entry.id), route: routeOf(collection, baseId(entry.id)), entry }))
    .sort(
      (a, b) =>
        ((a.entry.data as { order?: number }).order ?? 0) -
          ((b.entry.data as { order?: number }).order ?? 0) || a.id.localeCompare(b.id),
    );
}

/**
 * The pages a hub in `locale` lists, each in that language: a page without its twin stops the build,
 * naming the file to add (a Spanish hub lists Spanish pages only).
 */
export async function hubPages<C extends 'services' | 'locations'>(
  collection: C,
  locale: Locale,
): Promise<ListedPage<C>[]> {
  const english = await listPages(collection, 'en');
  const local = locale === 'en' ? english : await listPages(collection, locale);
  const missing = english.filter((page) => !local.some((twin) => twin.id === page.id));
  if (missing.length > 0) {
    const { folder } = contentKinds[collection];
    throw new Error(
      `A ${locale} hub lists every page of ${folder}, but these have no ${locale} twin: ${missing
        .map((page) => `${folder}/${localizedId(page.id, locale)}.yaml`)
        .join(', ')}`,
    );
  }
  return local;
}

/** A page's card on its hub; a page without one stops the build, naming its file. */
function cardOf<T>(card: T | undefined, collection: 'services' | 'locations', id: string, locale: Locale): T {
  if (card) return card;
  const { folder } = contentKinds[collection];
  throw new Error(
    `${folder}/${localizedId(id, locale)}.yaml needs a \`card\`: its hub lists every page by its card`,
  );
}

/** The /services hub's cards in a language: each service page's `card`, linked to the page, in order. */
export async function serviceCards(locale: Locale): Promise<(ServiceCard & { href: string })[]> {
  return Promise.all(
    (await hubPages('services', locale)).map(async ({ id, route, entry }) => ({
      ...(await fillContent(
        cardOf(entry.data.card, 'services', id, locale),
        locale,
        await pageFigureTokens(entry.data, locale),
      )),
      href: localizedPath(route, locale),
    })),
  );
}

/** The /locations hub's cards in a language: each city page's `card`, titled by its city, in order. */
export async function cityCards(locale: Locale): Promise<CardItem[]> {
  return Promise.all(
    (await hubPages('locations', locale)).map(async ({ id, route, entry }) => {
      const { linkLabel, ...card } = await fillContent(
        cardOf(entry.data.card, 'locations', id, locale),
        locale,
        await pageFigureTokens(entry.data, locale),
      );
      return {
        ...card,
        title: entry.data.city,
        link: { label: linkLabel, href: localizedPath(route, locale) },
      };
    }),
  );
}

/** One city of the service area as the city grids show it. */
export interface ServiceAreaCity {
  name: string;
  county: string;
  description: string;
  /** The city's page, when it has one. */
  href?: SiteRoute | undefined;
}

/**
 * The service area in a language: the cities of src/data/service-area.ts in its order, each linked
 * to its city page when one exists (matched by the page's `city`), then any city page the list does
 * not name, described by its hub card or its meta description. So a new city page joins the service
 * area, the city grids and the structured data's areaServed by itself.
 */
export async function serviceArea(locale: Locale): Promise<ServiceAreaCity[]> {
  const pages = await listPages('locations', 'en');
  const twins = locale === 'en' ? pages : await listPages('locations', locale);
  const listed = serviceCities.map((city) => ({
    name: city.name,
    county: city.county,
    description: city.description[locale],
    href: pages.find((page) => page.entry.data.city === city.name)?.route,
  }));
  const unlisted = pages
    .filter((page) => !serviceCities.some((city) => city.name === page.entry.data.city))
    .map((page) => {
      const data = (twins.find((twin) => twin.id === page.id) ?? page).entry.data;
      return {
        name: data.city,
        county: data.county,
        description: data.card?.text ?? data.seo.description,
        href: page.route,
      };
    });
  return [...listed, ...unlisted];
}

/** The questions whose `pages` include a route, in file order (files sorted by name), in a language. */
export async function faqsFor(route: SiteRoute, locale: Locale = 'en'): Promise<Faq[]> {
  const files = await getCollection('faqs');
  const faqs = files
    .filter((file) => inLocale(file.id, locale))
    .sort((a, b) => a.id.localeCompare(b.id))
    .flatMap((file) => file.data.items)
    .filter((faq) => faq.pages.includes(route));
  return fillContent(faqs, locale);
}

/** Entries of a list collection (testimonials, team, case studies) in a language, in file order. */
async function listEntries<C extends 'testimonials' | 'team' | 'caseStudies'>(
  collection: C,
  locale: Locale,
): Promise<(CollectionEntry<C>['data'] & { id: string })[]> {
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  const local = entries.filter((entry) => inLocale(entry.id, locale));
  return fillContent(
    local.map((entry) => ({ ...entry.data, id: baseId(entry.id) })),
    locale,
  );
}

/** The testimonials, in a page's language. */
export async function loadTestimonials(locale: Locale): Promise<Testimonial[]> {
  return listEntries('testimonials', locale);
}

/** The leadership profiles (/our-team), longest-serving first. */
export async function loadTeam(locale: Locale): Promise<TeamMember[]> {
  return (await listEntries('team', locale)).sort((a, b) => a.since - b.since);
}

/** The case studies (/case-studies), by id, each with its id (the anchor of its article). */
export async function loadCaseStudies(locale: Locale): Promise<(CaseStudy & { id: string })[]> {
  return (await listEntries('caseStudies', locale)).sort((a, b) => a.id.localeCompare(b.id));
}

/** The gallery projects in a language (a project's Spanish words are its folder's index.es.yaml), in grid order. */
export async function loadGalleryProjects(
  locale: Locale,
): Promise<(CollectionEntry<'gallery'>['data'] & { id: string })[]> {
  const entries = (await getCollection('gallery')).filter((entry) => inLocale(entry.id, locale));
  return sortProjects(entries.map((entry) => ({ ...entry.data, id: baseId(entry.id) })));
}
