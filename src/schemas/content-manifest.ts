/**
 * The content layout, written once: each kind of content, the files that hold it, where its Spanish
 * words live, the route a file's name gives and the schema its files are checked with. The loaders
 * (src/content.config.ts), the routes (lib/routes.ts), the editor (lib/cms/overrides.ts), the
 * Node-side reader for scripts, tests and e2e (lib/content-files.ts) all read it.
 *
 * Pure data and small pure functions: no astro: import and no file-system read, so anything may load it.
 */
import type { z } from 'zod';

import { articleSchema } from './article.ts';
import { caseStudySchema } from './case-study.ts';
import { faqFileSchema } from './faq.ts';
import { galleryProjectFileSchema } from './gallery.ts';
import { locationPageSchema, pageSchema, servicePageSchema } from './page.ts';
import { pricesSchema } from './prices.ts';
import { teamMemberSchema } from './team.ts';
import { testimonialSchema } from './testimonial.ts';

/** The site's languages: English unprefixed, Spanish under /es. */
export type Locale = 'en' | 'es';
export const locales = ['en', 'es'] as const satisfies readonly Locale[];

/** Company-level pages, by name: code links to them by name, so a typo is a type error. */
export const routes = {
  home: '/',
  about: '/about',
  contact: '/contact',
  credentials: '/credentials',
  ourProcess: '/our-process',
  ourTeam: '/our-team',
  pricing: '/pricing',
  warranty: '/warranty',
  projectTimeline: '/project-timeline',
  videos: '/videos',
  caseStudies: '/case-studies',
  whyChooseUs: '/why-choose-us',
  floridaClimateGuide: '/florida-climate-guide',
  materials: '/materials',
  faq: '/faq',
  services: '/services',
  /** The city pages' breadcrumbs name it as their parent, so the hub exists. */
  locations: '/locations',
  resources: '/resources',
  gallery: '/gallery',
  /** What the quote form collects and where it goes; linked beside the form's send button. */
  privacy: '/privacy',
  /** The accessibility statement: the standard, how it is tested, how to report a barrier. */
  accessibility: '/accessibility',
} as const;

export type CompanyRoute = (typeof routes)[keyof typeof routes];

/** A company page's content id: its file name in src/content/pages/ ("home" for "/"). */
export type PageId = CompanyRoute extends infer R
  ? R extends '/'
    ? 'home'
    : R extends `/${infer Id}`
      ? Id
      : never
  : never;

/** Any page of the site: a company page, or a service, city or article by its file name. */
export type SiteRoute =
  CompanyRoute | `/services/${string}` | `/locations/${string}` | `/resources/${string}`;

/** Every company page's content id, in the order of `routes`. */
export const pageIds: readonly PageId[] = Object.values(routes).map(
  (route) => (route === '/' ? 'home' : route.slice(1)) as PageId,
);

/**
 * Where a kind keeps its Spanish words:
 * - "es-folder": a file of the same name in an `es/` folder beside the English file
 *   (src/content/services/es/garage.yaml, src/content/es/team.yaml): the editor's multiple_folders
 *   structure with the default locale left out of the path;
 * - "beside": `index.es.yaml` beside `index.yaml` (the editor's multiple_files). Only the gallery:
 *   a project is a folder holding its photos, which its files name as `./before.jpg`, and
 *   astro's image() resolves that against the file that names it. A Spanish file in another folder
 *   would point at photos that are not there, and the editor uploads beside the entry it edits.
 *   The editor allows a structure per collection, so the two rules sit side by side.
 * - "none": one file for both languages (the price figures are numbers; the pages word them).
 */
export type SpanishStorage = 'es-folder' | 'beside' | 'none';

interface KindBase {
  /** Checked against this schema by every reader (the gallery's photos are file names here). */
  schema: z.ZodType;
  spanish: SpanishStorage;
}

/** One file per entry in a folder; the file name is the id. */
interface FolderKind extends KindBase {
  layout: 'folder';
  folder: string;
  extension: 'yaml' | 'mdx';
  /** The route prefix a file name goes after ("/services/"), or "company" for the named routes. */
  route?: `/${string}/` | 'company';
}

/** One folder per entry, holding its file (`index.yaml`) and its photos. */
interface ProjectKind extends KindBase {
  layout: 'project';
  folder: string;
  file: 'index.yaml';
}

/** One YAML file: a list of entries with `id`s, or one object (the id is the kind's name). */
interface FileKind extends KindBase {
  layout: 'list' | 'object';
  file: string;
}

export type ContentKind = FolderKind | ProjectKind | FileKind;

export const contentKinds = {
  pages: {
    layout: 'folder',
    folder: 'src/content/pages',
    extension: 'yaml',
    spanish: 'es-folder',
    route: 'company',
    schema: pageSchema,
  },
  services: {
    layout: 'folder',
    folder: 'src/content/services',
    extension: 'yaml',
    spanish: 'es-folder',
    route: '/services/',
    schema: servicePageSchema,
  },
  locations: {
    layout: 'folder',
    folder: 'src/content/locations',
    extension: 'yaml',
    spanish: 'es-folder',
    route: '/locations/',
    schema: locationPageSchema,
  },
  articles: {
    layout: 'folder',
    folder: 'src/content/articles',
    extension: 'mdx',
    spanish: 'es-folder',
    route: '/resources/',
    schema: articleSchema,
  },
  faqs: {
    layout: 'folder',
    folder: 'src/content/faqs',
    extension: 'yaml',
    spanish: 'es-folder',
    schema: faqFileSchema,
  },
  testimonials: {
    layout: 'list',
    file: 'src/content/testimonials.yaml',
    spanish: 'es-folder',
    schema: testimonialSchema,
  },
  team: { layout: 'list', file: 'src/content/team.yaml', spanish: 'es-folder', schema: teamMemberSchema },
  caseStudies: {
    layout: 'list',
    file: 'src/content/case-studies.yaml',
    spanish: 'es-folder',
    schema: caseStudySchema,
  },
  prices: { layout: 'object', file: 'src/content/prices.yaml', spanish: 'none', schema: pricesSchema },
  gallery: {
    layout: 'project',
    folder: 'src/content/gallery',
    file: 'index.yaml',
    spanish: 'beside',
    schema: galleryProjectFileSchema,
  },
} as const satisfies Record<string, ContentKind>;

export type KindName = keyof typeof contentKinds;
export const kindNames = Object.keys(contentKinds) as KindName[];

/** The kinds whose entries are pages with routes. */
export type PageKind = {
  [K in KindName]: (typeof contentKinds)[K] extends { route: string } ? K : never;
}[KindName];
export const pageKinds = kindNames.filter((kind) => 'route' in contentKinds[kind]) as PageKind[];

/** A file name that is also an address: lower-case words joined by dashes. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The id of an entry in a language: Spanish ids are "es/<id>". */
export function localizedId(id: string, locale: Locale): string {
  return locale === 'en' ? id : `${locale}/${id}`;
}

/** An entry id without its language: "es/garage" -> ["garage", "es"]. */
export function splitId(entryId: string): [id: string, locale: Locale] {
  return entryId.startsWith('es/') ? [entryId.slice(3), 'es'] : [entryId, 'en'];
}

/** The route of a page: routeOf('services', 'garage') -> "/services/garage", ('pages', 'home') -> "/". */
export function routeOf(kind: PageKind, id: string): `/${string}` {
  const { route } = contentKinds[kind];
  if (route === 'company') return id === 'home' ? '/' : `/${id}`;
  return `${route}${id}`;
}

/**
 * The glob patterns of a kind's files, relative to the project root, per language ("" when the kind
 * has no file in that language).
 */
export function filePatterns(kind: KindName): Record<Locale, string> {
  const spec: ContentKind = contentKinds[kind];
  switch (spec.layout) {
    case 'folder':
      return { en: `${spec.folder}/*.${spec.extension}`, es: `${spec.folder}/es/*.${spec.extension}` };
    case 'project':
      return { en: `${spec.folder}/*/index.yaml`, es: `${spec.folder}/*/index.es.yaml` };
    default:
      return { en: spec.file, es: spec.spanish === 'none' ? '' : spanishFileOf(spec.file) };
  }
}

/** The Spanish twin's path of an English file, by the kind's rule. */
export function spanishFileOf(englishPath: string, storage: SpanishStorage = 'es-folder'): string {
  if (storage === 'beside') return englishPath.replace(/\.yaml$/, '.es.yaml');
  const slash = englishPath.lastIndexOf('/');
  return `${englishPath.slice(0, slash)}/es${englishPath.slice(slash)}`;
}

/**
 * The entry id of a file of a folder or project kind, from its path relative to the kind's folder
 * ("es/garage.yaml" -> "es/garage", "doral-warehouse/index.es.yaml" -> "es/doral-warehouse"), or
 * a plain sentence naming the file and what its name must be.
 */
export function entryIdOf(kind: KindName, entry: string): { id: string } | { problem: string } {
  const spec: ContentKind = contentKinds[kind];
  if (spec.layout === 'project') {
    const [project = '', name] = entry.split('/');
    return { id: name === 'index.es.yaml' ? `es/${project}` : project };
  }
  if (spec.layout !== 'folder') return { id: kind };
  const id = entry.slice(0, -spec.extension.length - 1);
  const [pageId] = splitId(id);
  if (spec.route === 'company' && !(pageIds as readonly string[]).includes(pageId)) {
    return {
      problem: `${spec.folder}/${entry}: "${pageId}" is not a company page; expected one of ${pageIds.join(', ')}`,
    };
  }
  if (!slugPattern.test(pageId)) {
    return {
      problem: `${spec.folder}/${entry}: the file name is the page's address, so write it in lower-case words joined by dashes`,
    };
  }
  return { id };
}
