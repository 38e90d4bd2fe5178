/** Frequently asked questions: one list, spread over a few files, each entry tagged with its pages. */
import { z } from 'zod';

import { routePattern } from './link.ts';

/** The spec's eleven FAQ categories, in the order /faq lists them. */
export const faqCategories = [
  'General Questions',
  'Cost & Pricing',
  'Installation Process',
  'Florida-Specific Questions',
  'Durability & Performance',
  'Maintenance & Care',
  'Design & Appearance',
  'Comparisons',
  'Warranty & Service',
  'Special Applications',
  'Getting Started',
] as const;
export const faqCategorySchema = z.enum(faqCategories);
export type FaqCategory = z.infer<typeof faqCategorySchema>;

/** One question with a plain-text answer: the same text renders the accordion and the FAQPage JSON-LD. */
export const faqSchema = z.object({
  question: z.string().min(5),
  answer: z.string().min(20),
  category: faqCategorySchema,
  /** The routes whose FAQ section shows this question, e.g. ["/", "/faq"]. */
  pages: z
    .array(z.string().regex(routePattern, { message: 'write a route of the site, e.g. "/faq"' }))
    .min(1),
});
export type Faq = z.infer<typeof faqSchema>;

/** A question and its plain-text answer, exactly as a page shows it. */
export type FaqEntry = Pick<Faq, 'question' | 'answer'>;

/** A file of the FAQ collection: a list of questions (files group them by topic for editing). */
export const faqFileSchema = z.object({ items: z.array(faqSchema).min(1) });
