/**
 * Page entries: company pages (about, pricing...), service pages and city pages. Each is one YAML
 * file whose `blocks` list is the page from top to bottom.
 */
import { z } from 'zod';

import { blocksSchema, cardSchema, sampleMarkSchema, serviceCardSchema } from './blocks.ts';
import { seoSchema } from './seo.ts';

/** Fields every page file has. */
export const pageSchema = z.object({
  seo: seoSchema.meta({
    title: 'Search engine listing',
    description: 'The title and snippet Google shows for this page.',
  }),
  /** The page's short name in breadcrumbs, e.g. "Garage". */
  crumb: z.string().min(1).max(40).meta({
    title: 'Breadcrumb name',
    description: 'The short name in the trail above the title, e.g. "Garage".',
  }),
  /**
   * The page's own figures (prices, sizes the spec gives this page alone), each written once and used
   * in the page's text as {figure.<name>}: "rate: $8-15" is "{figure.rate}" in the copy.
   */
  figures: z
    .record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/), z.string().min(1))
    .optional()
    .meta({
      title: 'Figures',
      description: "This page's own figures, written once; the text uses them as {figure.name}.",
    })
    // The editor saves an empty map (`figures: {}`) in a language whose file has none: the same page.
    .transform((figures) => (figures && Object.keys(figures).length > 0 ? figures : undefined)),
  /** The schema.org kind of the page node (JSON-LD); "WebPage" when missing. */
  pageType: z.enum(['WebPage', 'AboutPage', 'ContactPage', 'CollectionPage', 'FAQPage']).optional(),
  blocks: blocksSchema.meta({
    title: 'Sections',
    description: 'The page from top to bottom; the first section is the hero with the page title.',
  }),
});
export type Page = z.infer<typeof pageSchema>;

/** Position among its kind's pages (the hub's cards, the service area), lowest first; ties by file name. */
const orderSchema = z.number().int().default(0).meta({
  title: 'Position',
  description: 'Where this page comes in the hub and in lists, lowest first.',
});

/** A service page (/services/<id>). */
export const servicePageSchema = pageSchema.extend({
  /** What the Service node calls the work, e.g. "Garage floor epoxy coating". */
  serviceType: z.string().min(1),
  order: orderSchema,
  /**
   * The service's card on the /services hub (a hub lists every service page in its language from
   * these). Needed once a hub in this page's language lists the services; the build names the file.
   */
  card: serviceCardSchema.optional().meta({
    title: 'Card on the services page',
    description: 'Title, one or two sentences, four short points and a photo.',
  }),
});
export type ServicePage = z.infer<typeof servicePageSchema>;

/** A city landing page (/locations/<id>). */
export const locationPageSchema = pageSchema.extend({
  /** The city as people write it, e.g. "Coral Gables". */
  city: z.string().min(1),
  county: z.enum(['Miami-Dade', 'Broward', 'Palm Beach']),
  /** Neighbourhoods and nearby places for the LocalBusiness areaServed list. */
  areaServed: z.array(z.string().min(1)).default([]),
  order: orderSchema,
  /**
   * The city's card on the /locations hub (its title is the city): an icon, a short line above,
   * one or two sentences and the link's words. Needed once a hub in this page's language lists the
   * cities; the build names the file.
   */
  card: cardSchema
    .pick({ icon: true, eyebrow: true, text: true })
    .extend({ linkLabel: z.string().min(1), sample: sampleMarkSchema })
    .optional()
    .meta({ title: 'Card on the locations page', description: 'Icon, short line, text and link words.' }),
});
export type LocationPage = z.infer<typeof locationPageSchema>;
