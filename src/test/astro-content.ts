/**
 * `astro:content` for unit tests (vitest.config.ts aliases the module here): the real content files
 * of src/content/, read and checked with the real schemas, under the ids src/content.config.ts gives
 * them ("es/<id>" for a Spanish twin). So lib/page-data.ts is tested on the site's own pages.
 * Gallery photos are left as their file names; nothing here renders MDX.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse } from 'yaml';
import { z, type ZodType } from 'zod';

import { articleSchema } from '#src/schemas/article.ts';
import { caseStudySchema } from '#src/schemas/case-study.ts';
import { faqFileSchema } from '#src/schemas/faq.ts';
import { galleryProjectFileSchema } from '#src/schemas/gallery.ts';
import { locationPageSchema, pageSchema, servicePageSchema } from '#src/schemas/page.ts';
import { pricesSchema } from '#src/schemas/prices.ts';
import { teamMemberSchema } from '#src/schemas/team.ts';
import { testimonialSchema } from '#src/schemas/testimonial.ts';

interface Entry {
  id: string;
  collection: string;
  data: unknown;
  body?: string;
}

/** A folder of one-file entries: English at the top, twins in es/. */
function folder(collection: string, dir: string, extension: 'yaml' | 'mdx', schema: ZodType): Entry[] {
  return ['', 'es/'].flatMap((prefix) => {
    const path = join('src/content', dir, prefix);
    if (!existsSync(path)) return [];
    return readdirSync(path)
      .filter((name) => name.endsWith(`.${extension}`))
      .map((name) => {
        const text = readFileSync(join(path, name), 'utf8');
        const [, frontmatter = '', body = ''] =
          extension === 'mdx' ? (/^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? []) : ['', text];
        return {
          id: `${prefix}${name.slice(0, -extension.length - 1)}`,
          collection,
          data: schema.parse(parse(frontmatter)),
          ...(extension === 'mdx' ? { body } : {}),
        };
      });
  });
}

/** A YAML list of entries with ids, and its twin in src/content/es/. */
function list(collection: string, name: string, schema: ZodType): Entry[] {
  return ['', 'es/'].flatMap((prefix) => {
    const path = join('src/content', prefix, `${name}.yaml`);
    if (!existsSync(path)) return [];
    return (parse(readFileSync(path, 'utf8')) as { id: string }[]).map((item) => ({
      id: `${prefix}${item.id}`,
      collection,
      data: schema.parse(item),
    }));
  });
}

/** The gallery projects (index.yaml, and index.es.yaml beside it for Spanish). */
function gallery(): Entry[] {
  const dir = 'src/content/gallery';
  return readdirSync(dir).flatMap((project) =>
    [
      ['index.yaml', project],
      ['index.es.yaml', `es/${project}`],
    ]
      .filter(([file = '']) => existsSync(join(dir, project, file)))
      .map(([file = '', id = '']) => ({
        id,
        collection: 'gallery',
        data: galleryProjectFileSchema
          .extend({ order: z.number().int().default(0) })
          .parse(parse(readFileSync(join(dir, project, file), 'utf8'))),
      })),
  );
}

const collections: Record<string, () => Entry[]> = {
  pages: () => folder('pages', 'pages', 'yaml', pageSchema),
  services: () => folder('services', 'services', 'yaml', servicePageSchema),
  locations: () => folder('locations', 'locations', 'yaml', locationPageSchema),
  articles: () => folder('articles', 'articles', 'mdx', articleSchema),
  faqs: () => folder('faqs', 'faqs', 'yaml', faqFileSchema),
  testimonials: () => list('testimonials', 'testimonials', testimonialSchema),
  team: () => list('team', 'team', teamMemberSchema),
  caseStudies: () => list('caseStudies', 'case-studies', caseStudySchema),
  prices: () => [
    {
      id: 'prices',
      collection: 'prices',
      data: pricesSchema.parse(parse(readFileSync('src/content/prices.yaml', 'utf8'))),
    },
  ],
  gallery,
};

const cache = new Map<string, Entry[]>();

export function getCollection(name: string): Promise<Entry[]> {
  let entries = cache.get(name);
  if (!entries) {
    const load = collections[name];
    if (!load) throw new Error(`astro:content test stub: no collection "${name}"`);
    entries = load();
    cache.set(name, entries);
  }
  return Promise.resolve(entries);
}

export async function getEntry(name: string, id: string): Promise<Entry | undefined> {
  return (await getCollection(name)).find((entry) => entry.id === id);
}
