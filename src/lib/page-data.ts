/**
 * Route data: the one module that turns a content entry into everything a page's shell needs, after
 * Starlight's utils/routing/data.ts. Two steps, as there:
 *
 * 1. `pagePaths(collection)` lists the routes a route file builds, straight from the collection: one
 *    per English file and one per Spanish twin in the folder's es/. getStaticPaths returns it, and
 *    its props are a `PageRoute` (collection, id, locale).
 * 2. `pageData(route)` builds the page from that route: the entry with its tokens filled and links
 *    localized, its path, breadcrumbs, hreflang alternates, the header's language link, its labels,
 *    the FAQs it shows and its page-kind JSON-LD nodes (lib/seo/page-graph.ts).
 *
 * layouts/BlockPage.astro renders the result; a route file adds only what only it loads (the FAQ
 * groups, the price estimator, team profiles...) as the body of the page's `slot` blocks.
 */
import type { CollectionEntry } from 'astro:content';
import type { Thing } from 'schema-dts';

import { business } from '#src/data/business.ts';
import { ui, type UiStrings } from '#src/data/ui.ts';
import type { Article } from '#src/schemas/article.ts';
import type { Block, BlockOf } from '#src/schemas/blocks.ts';
import type { FaqEntry } from '#src/schemas/faq.ts';
import type { PictureData } from '#src/schemas/image.ts';
import type { LocationPage, Page, ServicePage } from '#src/schemas/page.ts';

import { faqsFor, fillContent, listPages, pageEntry, pageFigureTokens } from './content.ts';
import { localeTags, pageCrumbs } from './i18n.ts';
import { buildPicture } from './picture.ts';
import {
  hasSpanishTwin,
  isShown,
  localizedPath,
  routeOf,
  routes,
  type Locale,
  type PageCollection,
  type PageId,
  type SiteRoute,
} from './routes.ts';
import type { PageMeta } from './seo/head.ts';
import type { Crumb } from './seo/jsonld.ts';
import {
  articlePageGraph,
  companyPageGraph,
  galleryPageGraph,
  locationPageGraph,
  publishedHowTo,
  servicePageGraph,
  type GalleryGraphProject,
} from './seo/page-graph.ts';

/** Which page a route file builds: Starlight's `Route`, the props getStaticPaths hands each page. */
export interface PageRoute {
  collection: PageCollection;
  /** The file name, e.g. "garage" (a Spanish twin has the same id). */
  id: string;
  locale: Locale;
}

/** The static paths of a route file: `params` for the address, `props` the page's route. */
export interface PagePath {
  params: Record<string, string | undefined>;
  props: PageRoute;
}

/**
 * The addresses a route file builds from a collection: each English file at its route, and each
 * Spanish twin under /es. `param` names the route file's own parameter ("service" for
 * services/[service].astro); `ids` keeps only some pages (a route file for one page passes its id).
 * `lang` is undefined for English (no prefix) and "es" for a twin, for src/pages/[...lang]/.
 */
export async function pagePaths(
  collection: PageCollection,
  options: { param?: string; ids?: (id: string, entry: CollectionEntry<PageCollection>) => boolean } = {},
): Promise<PagePath[]> {
  const paths: PagePath[] = [];
  for (const locale of ['en', 'es'] as const) {
    for (const { id, entry } of await listPages(collection, locale)) {
      if (options.ids && !options.ids(id, entry)) continue;
      paths.push({
        params: {
          lang: locale === 'en' ? undefined : locale,
          ...(options.param ? { [options.param]: id } : {}),
        },
        props: { collection, id, locale },
      });
    }
  }
  return paths;
}

/** The static paths of a route file for one company page (its English page and its twin, if any). */
export async function companyPagePaths(id: PageId): Promise<PagePath[]> {
  // A collection page with an empty collection (no case studies...) is not built in that language.
  return (await pagePaths('pages', { ids: (candidate) => candidate === id })).filter(({ props }) =>
    isShown(routeOf('pages', props.id), props.locale),
  );
}

/** A page built from blocks that has no `slot` block: [page].astro builds it; a page with one has its own route. */
export function isPlainBlockPage(id: string, entry: CollectionEntry<PageCollection>): boolean {
  const blocks = (entry.data as { blocks?: readonly Block[] }).blocks ?? [];
  return id !== 'home' && !blocks.some((block) => block.kind === 'slot');
}

/** One language version of a page, for hreflang. */
export interface Alternate {
  hreflang: string;
  path: string;
  ogLocale?: string;
}

/** What every page's shell needs, whatever its kind. */
interface PageDataBase {
  id: string;
  locale: Locale;
  /** The page's English route, e.g. "/services/garage". */
  route: SiteRoute;
  /** Its address in its language, e.g. "/es/services/garage". */
  path: string;
  /** The interface strings of its language. */
  labels: UiStrings;
  /** Title, description, path (and for articles type and image) for the head. */
  meta: PageMeta;
  /** schema.org type of the page node. */
  pageType?: Page['pageType'];
  /** The trail from Home, drawn above the content and written as BreadcrumbList; none on the home page. */
  crumbs?: Crumb[] | undefined;
  /** Every language version when the page has a twin (reciprocal hreflang); empty otherwise. */
  alternates: Alternate[];
  /** The header's link to the other language: the twin, or the other language's home page. */
  languageHref: string;
  /** The quote button every hero and call-to-action band shows unless a block names its own. */
  quote: { label: string; href: string };
  /** The page's sections, top to bottom (an article's body is not a block: none). */
  blocks: readonly Block[];
  /** The questions the page shows; they are its FAQPage node too. */
  faqs: readonly FaqEntry[];
  /** The nodes its page kind adds to the site-wide graph. */
  graph: Thing[];
}

/** The route data of a page, by collection. */
export type PageData = PageDataBase &
  (
    | { collection: 'pages'; page: Page }
    | { collection: 'services'; page: ServicePage }
    | { collection: 'locations'; page: LocationPage }
    | {
        collection: 'articles';
        page: Article;
        /** The entry, for render(). */
        entry: CollectionEntry<'articles'>;
        /** The category as the article shows it. */
        categoryName: string;
        picture?: PictureData | undefined;
      }
  );

/** What a route may add to its page's data. */
export interface PageDataOptions {
  /** Tokens only this page knows, e.g. /faq's {count}. */
  tokens?: Record<string, string>;
  /** The questions in the order the page shows them, where the route groups them (/faq). */
  faqs?: readonly FaqEntry[];
  /** The gallery's projects, for its ImageGallery node. */
  gallery?: readonly GalleryGraphProject[];
}

/**
 * A `slot` block of a page, for a route whose section body shows words the page file gives that
 * section (the resources hub's banner). A page file without it stops the build, naming the block.
 */
export function slotBlock(data: PageData, id: string): BlockOf<'slot'> {
  const block = data.blocks.find(
    (candidate): candidate is BlockOf<'slot'> => candidate.kind === 'slot' && candidate.id === id,
  );
  if (!block) throw new Error(`${data.path}: its page file needs a \`slot\` block with id "${id}"`);
  return block;
}

/** Each language version of a route (English, Spanish, x-default), or none when it has no twin. */
function alternatesOf(route: SiteRoute): Alternate[] {
  if (!hasSpanishTwin(route)) return [];
  return [
    { hreflang: localeTags.en.lang, path: route, ogLocale: localeTags.en.og },
    { hreflang: localeTags.es.lang, path: localizedPath(route, 'es'), ogLocale: localeTags.es.og },
    { hreflang: 'x-default', path: route },
  ];
}

/** The header's language link: the twin when there is one, else the other language's home page. */
function languageHref(route: SiteRoute, locale: Locale): string {
  if (locale === 'es') return route;
  return hasSpanishTwin(route) ? localizedPath(route, 'es') : localizedPath(routes.home, 'es');
}

/** The hub a page's breadcrumbs pass through, by collection. */
const hubs = {
  services: { nav: 'services', route: routes.services },
  locations: { nav: 'locations', route: routes.locations },
  articles: { nav: 'resources', route: routes.resources },
} as const;

/** The route data of one page: see the module comment. */
export async function pageData(pageRoute: PageRoute, options: PageDataOptions = {}): Promise<PageData> {
  const { collection, id, locale } = pageRoute;
  const route = routeOf(collection, id);
  const path = localizedPath(route, locale);
  const labels = ui[locale];
  const siteUrl = business.siteUrl;
  const entry = await pageEntry(collection, id, locale);
  const common = {
    id,
    locale,
    route,
    path,
    labels,
    alternates: alternatesOf(route),
    languageHref: languageHref(route, locale),
    quote: { label: labels.quoteCta, href: localizedPath(routes.contact, locale) },
  };

  if (entry.collection === 'articles') {
    // The dates are kept from the entry: on a Spanish page, localizing the links rebuilds every
    // object of the tree, and a Date is not a plain object (it would come back as {}).
    const page = {
      ...(await fillContent(entry.data, locale, options.tokens)),
      published: entry.data.published,
      modified: entry.data.modified,
    };
    const faqs = options.faqs ?? (await faqsFor(route, locale));
    const categoryName = page.categoryLabel ?? labels.articleCategories[page.category];
    const picture = page.image ? await buildPicture(page.image, 'hero', locale, page.imageAlt) : undefined;
    return {
      ...common,
      collection: 'articles',
      page,
      entry,
      categoryName,
      picture,
      meta: {
        title: page.seo.title,
        description: page.seo.description,
        path,
        type: 'article',
        ...(picture
          ? { image: { url: picture.src, alt: picture.alt, width: picture.width, height: picture.height } }
          : {}),
      },
      crumbs: pageCrumbs(locale, labels, { name: page.crumb ?? page.title, path }, hubs.articles),
      blocks: [],
      faqs,
      graph: articlePageGraph({
        siteUrl,
        path,
        faqs,
        headline: page.title,
        description: page.seo.description,
        published: page.published,
        modified: page.modified,
        author: page.author,
        imageUrl: picture?.src,
        section: categoryName,
        inLanguage: localeTags[locale].lang,
      }),
    };
  }

  const page = await fillContent(entry.data, locale, {
    ...(await pageFigureTokens(entry.data, locale)),
    ...options.tokens,
  });
  const hasFaqSection = page.blocks.some((block) => block.kind === 'faq');
  const faqs = options.faqs ?? (hasFaqSection ? await faqsFor(route, locale) : []);
  if (hasFaqSection && faqs.length === 0) {
    // A new page copied from another keeps its FAQ section; it stays hidden until questions exist.
    console.warn(
      `${path}: its FAQ section is hidden until a question in src/content/faqs/${locale === 'en' ? '' : `${locale}/`}*.yaml lists ${route} in its pages`,
    );
  }
  const shell = {
    ...common,
    meta: { ...page.seo, path },
    pageType: page.pageType,
    blocks: page.blocks,
    faqs,
  };
  const self = { name: page.crumb, path };

  switch (entry.collection) {
    case 'services': {
      const service = page as ServicePage;
      return {
        ...shell,
        collection: 'services',
        page: service,
        crumbs: pageCrumbs(locale, labels, self, hubs.services),
        graph: servicePageGraph({
          siteUrl,
          path,
          faqs,
          name: service.seo.title,
          description: service.seo.description,
          serviceType: service.serviceType,
          areaServed: business.counties,
        }),
      };
    }
    case 'locations': {
      const city = page as LocationPage;
      return {
        ...shell,
        collection: 'locations',
        page: city,
        crumbs: pageCrumbs(locale, labels, self, hubs.locations),
        graph: locationPageGraph({
          siteUrl,
          path,
          faqs,
          business,
          city: city.city,
          county: city.county,
          areaServed: city.areaServed,
          description: city.seo.description,
        }),
      };
    }
    default:
      return {
        ...shell,
        collection: 'pages',
        page,
        crumbs: id === 'home' ? undefined : pageCrumbs(locale, labels, self),
        graph: options.gallery
          ? galleryPageGraph({
              siteUrl,
              path,
              faqs,
              name: page.seo.title,
              description: page.seo.description,
              projects: options.gallery,
              labels: { before: labels.gallery.slider.before, after: labels.gallery.slider.after },
            })
          : companyPageGraph({ siteUrl, path, faqs, howTo: publishedHowTo(page) }),
      };
  }
}
