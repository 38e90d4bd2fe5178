/** Resource articles (/resources/<slug>): MDX files with this frontmatter. */
import { z } from 'zod';

import { imageNameSchema } from './image.ts';
import { seoSchema } from './seo.ts';

/** The hub's category ids (besides "all"). The spec's "Buyer's Guides" article files under "guides". */
export const articleCategories = ['comparisons', 'cost', 'maintenance', 'guides'] as const;
export const articleCategorySchema = z.enum(articleCategories);
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

export const articleSchema = z.object({
  /** The article's h1 and JSON-LD headline. */
  title: z.string().min(1),
  seo: seoSchema,
  /** The name shown in breadcrumbs, e.g. "How to Clean Epoxy Floors". */
  crumb: z.string().min(1),
  category: articleCategorySchema,
  /** The category's name as the article shows it, e.g. "Buyer's Guides" (defaults to the hub's name). */
  categoryLabel: z.string().min(1).optional(),
  /** The hub card's summary. */
  excerpt: z.string().min(20),
  /** Minutes to read, honest to the length. */
  readTime: z.number().int().min(1),
  published: z.coerce.date(),
  modified: z.coerce.date(),
  author: z.string().min(1).optional(),
  image: imageNameSchema.optional(),
  /** Links at the foot of the article. */
  related: z.array(z.object({ label: z.string().min(1), href: z.string().startsWith('/') })).default([]),
});
export type Article = z.infer<typeof articleSchema>;
