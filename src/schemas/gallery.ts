/**
 * A gallery project (/gallery): the spec's entity. Each project is a folder with index.yaml and its
 * before and after photos beside it; the collection resolves the photos through astro:assets.
 */
import { z } from 'zod';

/** The gallery's filter ids (besides "all"), which are also the project categories. */
export const galleryCategories = [
  'residential',
  'commercial',
  'metallic',
  'pool-deck',
  'garage',
  'industrial',
] as const;
export const galleryCategorySchema = z.enum(galleryCategories);
export type GalleryCategory = z.infer<typeof galleryCategorySchema>;

/** The project fields other than its images (the collection adds them with astro's image()). */
export const galleryProjectFields = {
  title: z.string().min(1),
  category: galleryCategorySchema,
  /** One sentence under the title on the card; it also describes the detail dialog. */
  summary: z.string().min(1).max(200),
  location: z.string().min(1),
  /** e.g. "650 sq ft". */
  sqFootage: z.string().min(1),
  /** e.g. "3 days". */
  timeline: z.string().min(1),
  coatingType: z.string().min(1),
  challenge: z.string().min(1),
  solution: z.string().min(1),
  /** The customer's name as they agreed to be shown, e.g. "Marisol G.": text, never HTML. */
  customerName: z.string().min(1),
  /** The customer's words: text, never HTML. */
  testimonial: z.string().min(1),
  investmentRange: z.string().min(1),
  features: z.array(z.string().min(1)).min(1),
  /** What the before photo shows (alt text). */
  beforeAlt: z.string().min(1),
  /** What the after photo shows (alt text). */
  afterAlt: z.string().min(1),
  /** Position in the grid, lowest first. */
  order: z.number().int().default(0),
  /** An invented project shipped with the site; `npm run launch-check` lists it until it is replaced. */
  sample: z.boolean().optional(),
};

/** The spec's gallery filters: "all", then each category, in the order the buttons appear. */
export const galleryFilterIds = ['all', ...galleryCategories] as const;
export type GalleryFilter = (typeof galleryFilterIds)[number];

/**
 * A project file as it is written (src/content/gallery/<project>/index.yaml): the photos are file
 * names beside it, e.g. "./after.jpg". The collection reads them with astro's image() instead, so
 * the build optimises them; the editor (src/lib/cms) uses this shape.
 */
export const galleryProjectFileSchema = z.object({
  ...galleryProjectFields,
  beforeImage: z.string().min(1).meta({ title: 'Before photo', description: 'The floor before the work.' }),
  afterImage: z.string().min(1).meta({ title: 'After photo', description: 'The finished floor.' }),
});
