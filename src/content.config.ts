/**
 * Every content collection, from the content manifest (src/schemas/content-manifest.ts): where each
 * kind's files live, how their ids are made and which schema checks them. This file only turns the
 * manifest into Astro loaders; the Node-side reader (lib/content-files.ts) reads the same files the
 * same way for scripts and tests. After its schema, each entry's routes and photos are checked
 * (lib/content-checks.ts).
 */
import { globSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

import { defineCollection } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { parse } from 'yaml';
import { z } from 'zod';

import { galleryProjectFields } from '#src/schemas/gallery.ts';
import {
  contentKinds,
  entryIdOf,
  filePatterns,
  splitId,
  type KindName,
  type PageKind,
} from '#src/schemas/content-manifest.ts';
import { contentFiles, listEntries } from '#src/lib/content-files.ts';
import { checked } from '#src/lib/content-checks.ts';

/** The part of a kind's glob pattern after its folder. */
function patternsIn(kind: KindName, folder: string): string[] {
  return Object.values(filePatterns(kind))
    .filter(Boolean)
    .map((pattern) => pattern.slice(folder.length + 1));
}

/**
 * A glob loader for a folder kind: ids by the manifest (a file name must be a usable address), and a
 * Spanish twin must have its English page.
 */
function pagesIn(kind: PageKind | 'faqs') {
  const { folder } = contentKinds[kind];
  const english = new Set(
    contentFiles(kind)
      .filter((entry) => entry.locale === 'en')
      .map((entry) => entry.id),
  );
  return glob({
    base: `./${folder}`,
    pattern: patternsIn(kind, folder),
    generateId: ({ entry }) => {
      const result = entryIdOf(kind, entry);
      if ('problem' in result) throw new Error(result.problem);
      const [id, locale] = splitId(result.id);
      if (locale !== 'en' && !english.has(id)) {
        throw new Error(`${folder}/${entry}: a Spanish twin needs its English page in ${folder}/`);
      }
      return result.id;
    },
  });
}

/**
 * A YAML list of entries, each with an `id` (testimonials, team, case studies), in both languages'
 * files as the manifest places them, one collection. Entries keep their file order.
 */
function listIn(kind: 'testimonials' | 'team' | 'caseStudies'): Loader {
  return {
    name: `list-${kind}`,
    load: async (context) => {
      const { store, watcher, config } = context;
      const files = contentFiles(kind, new URL('.', config.root).pathname);
      const sync = async () => {
        store.clear();
        for (const { path, locale } of files) {
          const items: unknown = parse(await readFile(new URL(path, config.root), 'utf8'));
          for (const { id, data } of listEntries(items, path, locale)) {
            store.set({
              id,
              data: await context.parseData({ id, data: data as Record<string, unknown>, filePath: path }),
              filePath: path,
            });
          }
        }
      };
      await sync();
      watcher?.on('change', (changed) => {
        if (files.some(({ path }) => changed.endsWith(path))) void sync();
      });
    },
  };
}

const pages = defineCollection({ loader: pagesIn('pages'), schema: checked(contentKinds.pages.schema) });
const services = defineCollection({
  loader: pagesIn('services'),
  schema: checked(contentKinds.services.schema),
});
const locations = defineCollection({
  loader: pagesIn('locations'),
  schema: checked(contentKinds.locations.schema),
});
const articles = defineCollection({
  loader: pagesIn('articles'),
  schema: checked(contentKinds.articles.schema),
});
const faqs = defineCollection({ loader: pagesIn('faqs'), schema: checked(contentKinds.faqs.schema) });

/** The customer reviews, shown as plain text in file order. */
const testimonials = defineCollection({
  loader: listIn('testimonials'),
  schema: checked(contentKinds.testimonials.schema),
});

/** The leadership profiles on /our-team. */
const team = defineCollection({ loader: listIn('team'), schema: checked(contentKinds.team.schema) });

/**
 * The installed price figures: one entry, `prices`, read by the /pricing table and the estimator
 * (lib/content.ts loadPrices). The file is one object, so the parser names its single entry.
 */
const prices = defineCollection({
  loader: file(contentKinds.prices.file, {
    parser: (text) => ({ prices: parse(text) as Record<string, unknown> }),
  }),
  schema: checked(contentKinds.prices.schema),
});

/** The detailed case studies on /case-studies, in the order they are shown. */
const caseStudies = defineCollection({
  loader: listIn('caseStudies'),
  schema: checked(contentKinds.caseStudies.schema),
});

// A Spanish project file under another name (es.yaml) would be left out without a word: stop instead.
const misnamed = globSync('*/es.yaml', { cwd: contentKinds.gallery.folder });
if (misnamed.length > 0) {
  throw new Error(
    `${contentKinds.gallery.folder}: rename each project's es.yaml to index.es.yaml (the editor's layout): ${misnamed.join(', ')}`,
  );
}

/** The gallery: the photos beside each project resolve through astro's image(), so the build optimises them. */
const gallery = defineCollection({
  loader: glob({
    base: `./${contentKinds.gallery.folder}`,
    pattern: patternsIn('gallery', contentKinds.gallery.folder),
    generateId: ({ entry }) => {
      const result = entryIdOf('gallery', entry);
      if ('problem' in result) throw new Error(result.problem);
      return result.id;
    },
  }),
  schema: ({ image }) =>
    checked(z.object({ ...galleryProjectFields, beforeImage: image(), afterImage: image() })),
});

export const collections = {
  pages,
  services,
  locations,
  articles,
  faqs,
  testimonials,
  team,
  prices,
  caseStudies,
  gallery,
};
