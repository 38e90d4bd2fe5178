/**
 * Page entries: company pages (about, pricing...), service pages and city pages. Each is one YAML
 * file whose `blocks` list is the page from top to bottom.
 */
import { z } from 'zod';

import { blocksSchema, headingSchema } from './blocks.ts';
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
  /** The schema.org kind of the page node (JSON-LD); "WebPage" when missing. */
  pageType: z.enum(['WebPage', 'AboutPage', 'ContactPage', 'CollectionPage', 'FAQPage']).optional(),
  blocks: blocksSchema.meta({
    title: 'Sections',
    description: 'The page from top to bottom; the first section is the hero with the page title.',
  }),
  /**
   * Headings of the sections a page's own route composes around its islands (e.g. the gallery's
   * project grid), keyed by section id; block sections carry their own headings.
   */
  sections: z.record(z.string().regex(/^[a-z][a-z0-9-]*$/), headingSchema).optional(),
});
export type Page = z.infer<typeof pageSchema>;

/** A service page (/services/<id>). */
export const servicePageSchema = pageSchema.extend({
  /** What the Service node calls the work, e.g. "Garage floor epoxy coating". */
  serviceType: z.string().min(1),
});
export type ServicePage = z.infer<typeof servicePageSchema>;

/** A city landing page (/locations/<id>). */
export const locationPageSchema = pageSchema.extend({
  /** The city as people write it, e.g. "Coral Gables". */
  city: z.string().min(1),
  county: z.enum(['Miami-Dade', 'Broward', 'Palm Beach']),
  /** Neighbourhoods and nearby places for the LocalBusiness areaServed list. */
  areaServed: z.array(z.string().min(1)).default([]),
});
export type LocationPage = z.infer<typeof locationPageSchema>;
