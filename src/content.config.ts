/**
 * Every content collection. Schemas come from src/schemas/ (plain zod); this file only says where
 * each collection's files live and how their ids are checked.
 *
 * A page is a file: company pages in pages/ (named after the routes of src/lib/routes.ts), services,
 * cities and articles in their folders (the file name is the address). A Spanish twin is a file of
 * the same name in the folder's es/ (id "es/<id>"), and it needs its English page. Gallery projects
 * are folders; a project's Spanish words sit beside its index.yaml as index.es.yaml.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

import { defineCollection } from 'astro:content';
import { file, glob, type Loader } from 'astro/loaders';
import { parse } from 'yaml';
import { z } from 'zod';

import { articleSchema } from '#src/schemas/article.ts';
import { caseStudySchema } from '#src/schemas/case-study.ts';
import { faqFileSchema } from '#src/schemas/faq.ts';
import { galleryProjectFields } from '#src/schemas/gallery.ts';
import { locationPageSchema, pageSchema, servicePageSchema } from '#src/schemas/page.ts';
import { pricesSchema } from '#src/schemas/prices.ts';
import { teamMemberSchema } from '#src/schemas/team.ts';
import { testimonialSchema } from '#src/schemas/testimonial.ts';
import { contentIds, pageFolders, pageIds, type PageCollection } from '#src/lib/routes.ts';

/** A file name that is also an address: lower-case words joined by dashes. */
const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A glob loader for a folder whose files are pages: English at the top, Spanish twins in es/. A
 * file name must be a usable address (for company pages: one of the named routes), and a twin must
 * have its English page.
 */
function pagesIn(collection: PageCollection) {
  const { folder, extension } = pageFolders[collection];
  const english = new Set(contentIds(collection));
  return glob({
    base: `./${folder}`,
    pattern: [`*.${extension}`, `es/*.${extension}`],
    generateId: ({ entry }) => {
      const id = entry.slice(0, -extension.length - 1);
      const pageId = id.replace(/^es\//, '');
      if (collection === 'pages' ? !(pageIds as readonly string[]).includes(pageId) : !slug.test(pageId)) {
        throw new Error(
          collection === 'pages'
            ? `${folder}/${entry}: "${pageId}" is not a company page; expected one of ${pageIds.join(', ')} (src/lib/routes.ts routes)`
            : `${folder}/${entry}: the file name is the page's address, so write it in lower-case words joined by dashes`,
        );
      }
      if (id !== pageId && !english.has(pageId)) {
        throw new Error(
          `${folder}/${entry}: a Spanish twin needs its English page ${folder}/${pageId}.${extension}`,
        );
      }
      return id;
    },
  });
}

/**
 * A YAML list of entries, each with an `id` (testimonials, team, case studies): English in
 * src/content/<name>.yaml, the Spanish twin in src/content/es/<name>.yaml (ids "es/<id>"), one
 * collection. Entries keep their file order.
 */
function listIn(name: string): Loader {
  const files = [
    { prefix: '', path: `src/content/${name}.yaml` },
    { prefix: 'es/', path: `src/content/es/${name}.yaml` },
  ];
  return {
    name: `list-${name}`,
    load: async (context) => {
      const { store, watcher, config } = context;
      const sync = async () => {
        store.clear();
        for (const { prefix, path } of files) {
          const url = new URL(path, config.root);
          if (!existsSync(url)) continue;
          const items: unknown = parse(await readFile(url, 'utf8'));
          if (!Array.isArray(items)) throw new Error(`${path}: expected a list of entries`);
          for (const item of items as Record<string, unknown>[]) {
            if (typeof item['id'] !== 'string') throw new Error(`${path}: every entry needs an \`id\``);
            const id = `${prefix}${item['id']}`;
            store.set({
              id,
              data: await context.parseData({ id, data: item, filePath: path }),
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

const pages = defineCollection({ loader: pagesIn('pages'), schema: pageSchema });
const services = defineCollection({ loader: pagesIn('services'), schema: servicePageSchema });
const locations = defineCollection({ loader: pagesIn('locations'), schema: locationPageSchema });

const articles = defineCollection({ loader: pagesIn('articles'), schema: articleSchema });

const faqs = defineCollection({
  loader: glob({ base: './src/content/faqs', pattern: ['*.yaml', 'es/*.yaml'] }),
  schema: faqFileSchema,
});

/** The customer reviews, shown as plain text in file order; Spanish in src/content/es/testimonials.yaml. */
const testimonials = defineCollection({ loader: listIn('testimonials'), schema: testimonialSchema });

/** The leadership profiles on /our-team. */
const team = defineCollection({ loader: listIn('team'), schema: teamMemberSchema });

/**
 * The installed price figures: one entry, `prices`, read by the /pricing table and the estimator
 * (lib/content.ts loadPrices). The file is one object, so the parser names its single entry.
 */
const prices = defineCollection({
  loader: file('src/content/prices.yaml', {
    parser: (text) => ({ prices: parse(text) as Record<string, unknown> }),
  }),
  schema: pricesSchema,
});

/** The detailed case studies on /case-studies, in the order they are shown. */
const caseStudies = defineCollection({ loader: listIn('case-studies'), schema: caseStudySchema });

// A Spanish project file under its old name (es.yaml) would be left out without a word: stop instead.
const misnamed = readdirSync('src/content/gallery').filter((project) =>
  existsSync(`src/content/gallery/${project}/es.yaml`),
);
if (misnamed.length > 0) {
  throw new Error(
    `src/content/gallery: rename each project's es.yaml to index.es.yaml (the editor's layout): ${misnamed.join(', ')}`,
  );
}

const gallery = defineCollection({
  loader: glob({
    base: './src/content/gallery',
    // A project's Spanish words sit beside its index.yaml as index.es.yaml: the editor's (Sveltia's)
    // "multiple_files" layout, so /admin edits both side by side.
    pattern: ['*/index.yaml', '*/index.es.yaml'],
    generateId: ({ entry }) => {
      const [project = '', name] = entry.split('/');
      return name === 'index.es.yaml' ? `es/${project}` : project;
    },
  }),
  schema: ({ image }) => z.object({ ...galleryProjectFields, beforeImage: image(), afterImage: image() }),
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
