/** Resource articles (/resources/<slug>): MDX files with this frontmatter. */
import { z } from 'zod';

import { photoAltSchema, photoSchema } from './image.ts';
import { linkSchema } from './link.ts';
import { seoSchema } from './seo.ts';

/** The hub's category ids (besides "all"). The spec's "Buyer's Guides" article files under "guides". */
export const articleCategories = ['comparisons', 'cost', 'maintenance', 'guides'] as const;
export const articleCategorySchema = z.enum(articleCategories);
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

export const articleSchema = z
  .object({
    /** The article's h1 and JSON-LD headline. */
    title: z.string().min(1),
    seo: seoSchema,
    /** The breadcrumb name when it differs from the title, e.g. "How to Clean Epoxy Floors". */
    crumb: z.string().min(1).optional(),
    category: articleCategorySchema,
    /** The category's name as the article shows it, e.g. "Buyer's Guides" (defaults to the hub's name). */
    categoryLabel: z.string().min(1).optional(),
    /** The hub card's summary. */
    excerpt: z.string().min(20),
    /** Minutes to read, honest to the length. */
    readTime: z.number().int().min(1),
    /** First publication (JSON-LD datePublished). */
    published: z.coerce.date(),
    /** Last substantive edit (JSON-LD dateModified); never before `published`. */
    modified: z.coerce.date(),
    /**
     * How the dates read on the page: "day" ("January 15, 2025") or "month" ("January 2025") for the
     * articles the spec dates by month only. JSON-LD always carries the full date.
     */
    dateDisplay: z.enum(['day', 'month']).default('day'),
    /** Byline and JSON-LD author; may use fact tokens, e.g. "{company} Installation Team". */
    author: z.string().min(1).optional(),
    /** A site image shown under the title and carried as the JSON-LD image. */
    image: photoSchema.optional(),
    imageAlt: photoAltSchema,
    /** The call to action's button label (to /contact), e.g. "Schedule Service"; a quote label when missing. */
    ctaLabel: z.string().min(1).optional(),
    /** Links at the foot of the article: other articles or the service pages they relate to. */
    related: z.array(linkSchema).default([]),
    /** Position in the resources hub, lowest first (ties by file name). */
    order: z.number().int().default(0),
  })
  .refine((article) => article.modified >= article.published, {
    message: 'modified must not be before published',
    path: ['modified'],
  });
export type Article = z.infer<typeof articleSchema>;
