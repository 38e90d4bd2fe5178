/**
 * What the zod schemas cannot say about the editor, and nothing else: where each collection's files
 * live, whether the owner may create or delete entries, which collections have Spanish twins, where
 * uploads go, and the few widgets zod has no word for. Fields, labels, required flags, choices and
 * the block types all come from src/schemas/ (see ./fields.ts).
 */
import type { z } from 'zod';

import { contentKinds, type ContentKind } from '#src/schemas/content-manifest.ts';
import { ownerFactsSchema } from '#src/schemas/business.ts';
import type { FieldOverrides } from './fields.ts';

/** Widgets shared by every page collection. */
const pageWidgets: FieldOverrides = {
  // A table cell is text, or true/false for a tick or a cross: the editor has no mixed widget, so
  // cells are edited as text ("true" and "false" stay booleans in the file when left alone).
  'blocks.comparison.rows.cells': { widget: 'list' },
  // Structured data (JSON-LD) is not the owner's to edit: the page's schema.org type and whether a
  // steps section is also published as HowTo.
  pageType: { widget: 'hidden' },
  // A page's own figures: a name and its value each, used in the text as {figure.name}.
  figures: { widget: 'keyvalue', key_label: 'Name', value_label: 'Figure' },
  'blocks.steps.howTo': { widget: 'hidden' },
  // A counter's figure: a number, or a claimed figure of business.yaml written as {claims.name}.
  'blocks.counters.groups.items.value': {
    widget: 'string',
    hint: 'A number such as 1247, or a figure from Business facts such as {claims.projectsCompleted}',
  },
};

interface CollectionBase {
  name: string;
  label: string;
  labelSingular: string;
  description: string;
  schema: z.ZodType;
  widgets?: FieldOverrides;
}

/** One YAML or MDX file per entry, in one folder. */
interface FolderCollection extends CollectionBase {
  type: 'folder';
  folder: string;
  extension: 'yaml' | 'mdx';
  /** Path of an entry inside the folder, default "{{slug}}". */
  path?: string;
  create: boolean;
  delete: boolean;
  /**
   * Where the Spanish version of an entry lives: `folders`, in the folder's es/ (`es/garage.yaml`);
   * `files`, beside the English file with the language before the extension
   * (`<project>/index.es.yaml` beside `<project>/index.yaml`).
   */
  i18n: 'folders' | 'files';
  /** The field shown as the entry's name in lists. */
  identifier?: string;
  /** Uploads go beside the entry file. */
  mediaBesideEntry?: boolean;
}

/** A single file holding a list of entries (each with an `id`) or one object. */
interface FileCollection extends CollectionBase {
  type: 'file';
  /** The file, with `{{locale}}/` where the language folder goes: English has none (src/content/team.yaml), Spanish es/. */
  file: string;
  /** The file is a YAML list of entries with ids (astro's file() loader). */
  list: boolean;
}

export type CollectionSpec = FolderCollection | FileCollection;

/** Where a folder kind's files live, how its Spanish is stored and its schema, from the content manifest. */
function inFolder(
  kind: 'services' | 'locations' | 'pages' | 'articles' | 'gallery' | 'faqs',
): Pick<FolderCollection, 'type' | 'folder' | 'extension' | 'path' | 'i18n' | 'schema'> {
  const spec: ContentKind = contentKinds[kind];
  if (spec.layout === 'project')
    return {
      type: 'folder',
      folder: spec.folder,
      path: `{{slug}}/${spec.file.replace(/\.yaml$/, '')}`,
      extension: 'yaml',
      // The manifest says why the gallery keeps its Spanish beside the English file.
      i18n: 'files',
      schema: spec.schema,
    };
  if (spec.layout !== 'folder') throw new Error(`${kind} is not a folder of entries`);
  return {
    type: 'folder',
    folder: spec.folder,
    extension: spec.extension,
    i18n: 'folders',
    schema: spec.schema,
  };
}

/** A file kind's file (with `{{locale}}/` where the Spanish folder goes) and schema, from the manifest. */
function inFile(
  kind: 'prices' | 'testimonials' | 'team' | 'caseStudies',
): Pick<FileCollection, 'type' | 'file' | 'list' | 'schema'> {
  const spec: ContentKind = contentKinds[kind];
  if (spec.layout !== 'list' && spec.layout !== 'object') throw new Error(`${kind} is not a file of entries`);
  return {
    type: 'file',
    // English has no language folder (omit_default_locale_from_file_path); Spanish is es/ beside it.
    file: spec.spanish === 'none' ? spec.file : spec.file.replace(/\/([^/]+)$/, '/{{locale}}/$1'),
    list: spec.layout === 'list',
    schema: spec.schema,
  };
}

/** The collections in the order the editor lists them. */
export const collectionSpecs: readonly CollectionSpec[] = [
  {
    ...inFolder('services'),
    name: 'services',
    label: 'Services',
    labelSingular: 'Service page',
    description:
      'The service pages. Each address is its file name; a new service is a new file, added by a developer.',
    create: false,
    delete: false,
    identifier: 'crumb',
    // The Service node's name in the structured data.
    widgets: { ...pageWidgets, serviceType: { widget: 'hidden' } },
  },
  {
    ...inFolder('locations'),
    name: 'locations',
    label: 'Locations',
    labelSingular: 'City page',
    description:
      'The city pages. Each address is its file name; a new city is a new file, added by a developer.',
    create: false,
    delete: false,
    identifier: 'city',
    widgets: pageWidgets,
  },
  {
    ...inFolder('pages'),
    name: 'pages',
    label: 'Pages',
    labelSingular: 'Page',
    description: 'The company pages (home, pricing, about...). Their addresses are fixed.',
    create: false,
    delete: false,
    identifier: 'crumb',
    widgets: pageWidgets,
  },
  {
    ...inFolder('articles'),
    name: 'articles',
    label: 'Articles',
    labelSingular: 'Article',
    description:
      "Resource articles. A new article's address comes from its title, e.g. /resources/epoxy-garage-floor-colors.",
    create: true,
    delete: true,
    widgets: {
      published: { widget: 'datetime', time_format: false, date_format: 'YYYY-MM-DD', format: 'YYYY-MM-DD' },
      modified: { widget: 'datetime', time_format: false, date_format: 'YYYY-MM-DD', format: 'YYYY-MM-DD' },
    },
  },
  {
    ...inFolder('gallery'),
    name: 'gallery',
    label: 'Gallery',
    labelSingular: 'Project',
    description: 'Finished projects. Photos upload into the project folder; the build optimises them.',
    create: true,
    delete: true,
    mediaBesideEntry: true,
    widgets: { beforeImage: { widget: 'image' }, afterImage: { widget: 'image' } },
  },
  {
    ...inFolder('faqs'),
    name: 'faqs',
    label: 'FAQs',
    labelSingular: 'FAQ file',
    description: 'Questions and answers, grouped by topic; each question lists the pages that show it.',
    create: false,
    delete: false,
  },
  {
    ...inFile('prices'),
    name: 'prices',
    label: 'Prices',
    labelSingular: 'Prices',
    description:
      'Every price the site states: per sq ft and install days for the /pricing table (both languages) and the estimator, then "Page prices", the figures one page states on its own (its name says where: garageBasic on the garage page).',
    widgets: {
      figures: { widget: 'keyvalue', key_label: 'Name (where it shows)', value_label: 'Dollars: 99, or 5-7' },
    },
  },
  {
    ...inFile('testimonials'),
    name: 'testimonials',
    label: 'Testimonials',
    labelSingular: 'Testimonial',
    description: 'Customer reviews, shown as plain text in this order.',
  },
  {
    ...inFile('team'),
    name: 'team',
    label: 'Team',
    labelSingular: 'Team member',
    description: 'The people on /our-team, in this order.',
  },
  {
    ...inFile('caseStudies'),
    name: 'caseStudies',
    label: 'Case studies',
    labelSingular: 'Case study',
    description: 'Projects told in full on /case-studies, in this order.',
  },
  {
    type: 'file',
    name: 'business',
    label: 'Business facts',
    labelSingular: 'Business facts',
    description:
      'Every fact the pages state: name, license, founding year, phones, email, address, opening hours, social pages, review platforms and the figures the pages claim. A field marked "Sample (invented)" is an example: replace it, then untick the mark.',
    file: 'src/data/business.yaml',
    list: false,
    schema: ownerFactsSchema,
  },
];

/** The entry key astro's file() loader needs on each item of a list file; not part of the item schemas. */
export const idField = {
  name: 'id',
  label: 'Id',
  widget: 'string',
  hint: 'A short unique name for this entry, written with a-z, 0-9 and dashes. Never shown on the site.',
  pattern: ['^[a-z0-9]+(-[a-z0-9]+)*$', 'a-z, 0-9 and dashes, e.g. marisol-kendall'],
} as const;
