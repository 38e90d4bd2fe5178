/** A finished project told in full (/case-studies): the spec's case-study entity. */
import { z } from 'zod';

import { factSchema } from './blocks.ts';
import { photoAltSchema, photoSchema } from './image.ts';

export const caseStudySchema = z.object({
  title: z.string().min(1),
  subtitle: z.string().min(1),
  /** City or neighbourhood, e.g. "Doral". */
  location: z.string().min(1),
  image: photoSchema,
  imageAlt: photoAltSchema,
  client: z.string().min(1),
  projectType: z.string().min(1),
  timeline: z.string().min(1),
  investment: z.string().min(1),
  challenge: z.string().min(1),
  solution: z.string().min(1),
  results: z.array(z.string().min(1)).min(1),
  /** Label-to-value pairs, e.g. "Downtime" "0 shipping days lost". */
  metrics: z.array(factSchema).min(1),
  /** The client's words, rendered as text. */
  testimonial: z.object({ text: z.string().min(1), name: z.string().min(1) }),
  lessonsLearned: z.array(z.string().min(1)).min(1),
  /** An invented story shipped with the site; `npm run launch-check` lists it until it is replaced. */
  sample: z.boolean().optional(),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;
