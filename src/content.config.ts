/**
 * Every content collection. Schemas come from src/schemas/ (plain zod); this file only says where
 * each collection's files live and how their ids are checked.
 *
 * Pages with fixed routes (company pages, services, cities) take their ids from typed route lists in
 * both directions: a file whose name is not a route fails here, and a route whose file is missing
 * fails when its page is built (lib/content.ts). Articles and gallery projects take their ids from
 * their files, so adding one means adding a file.
 *
 * English files sit at the top of each folder; Spanish twins will sit beside them in `es/`.
 */
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
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
import {
  hasSpanishTwin,
  locationIds,
  locationRoute,
  pageIds,
  pageRoute,
  serviceIds,
  serviceRoute,
  spanishRoutes,
  type SiteRoute,
} from '#src/lib/routes.ts';

/**
 * A glob loader for one-file-per-page folders whose file names must be one of `ids`. Spanish twins
 * sit in the folder's `es/` (id "es/<id>") and exist only for the routes listed in spanishRoutes.
 */
function pagesIn<Id extends string>(folder: string, ids: readonly Id[], route: (id: Id) => SiteRoute) {
  return glob({
    base: `./src/content/${folder}`,
    pattern: ['*.yaml', 'es/*.yaml'],
    generateId: ({ entry }) => {
      const id = entry.replace(/\.yaml$/, '');
      const pageId = id.replace(/^es\//, '');
      if (!(ids as readonly string[]).includes(pageId)) {
        throw new Error(
          `src/content/${folder}/${entry}: "${pageId}" is not a page of the site; expected one of ${ids.join(', ')}`,
        );
      }
      if (id !== pageId && !hasSpanishTwin(route(pageId as Id))) {
        throw new Error(
          `src/content/${folder}/${entry}: ${route(pageId as Id)} has no Spanish version; Spanish pages are ${spanishRoutes.join(', ')} (src/lib/routes.ts spanishRoutes)`,
        );
      }
      return id;
    },
  });
}

const pages = defineCollection({ loader: pagesIn('pages', pageIds, pageRoute), schema: pageSchema });
const services = defineCollection({
  loader: pagesIn('services', serviceIds, serviceRoute),
  schema: servicePageSchema,
});
const locations = defineCollection({
  loader: pagesIn('locations', locationIds, locationRoute),
  schema: locationPageSchema,
});

const articles = defineCollection({
  loader: glob({ base: './src/content/articles', pattern: '*.mdx' }),
  schema: articleSchema,
});

const faqs = defineCollection({
  loader: glob({ base: './src/content/faqs', pattern: ['*.yaml', 'es/*.yaml'] }),
  schema: faqFileSchema,
});

const testimonials = defineCollection({
  loader: file('src/content/testimonials.yaml'),
  schema: testimonialSchema,
});

/** The same testimonials for the Spanish pages: same ids, names and ratings, the words in Spanish. */
const testimonialsEs = defineCollection({
  loader: file('src/content/es/testimonials.yaml'),
  schema: testimonialSchema,
});

/** The leadership profiles on /our-team, in the order they are shown. */
const team = defineCollection({
  loader: file('src/content/team.yaml'),
  schema: teamMemberSchema,
});

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
const caseStudies = defineCollection({
  loader: file('src/content/case-studies.yaml'),
  schema: caseStudySchema,
});

const gallery = defineCollection({
  loader: glob({
    base: './src/content/gallery',
    pattern: '*/index.yaml',
    generateId: ({ entry }) => entry.replace(/\/index\.yaml$/, ''),
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
  testimonialsEs,
  team,
  prices,
  caseStudies,
  gallery,
};
