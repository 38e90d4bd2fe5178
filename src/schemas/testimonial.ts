/** Customer testimonials ({name} and {user_content} in the spec): rendered as text, never as HTML. */
import { z } from 'zod';

export const testimonialSchema = z.object({
  /** First name and last initial, e.g. "Marisol G.". */
  name: z.string().min(1),
  /** Neighbourhood or city. */
  location: z.string().min(1),
  /** 1-5 stars. */
  rating: z.number().int().min(1).max(5),
  /** What the floor was, e.g. "Two-car garage, flake system". */
  project: z.string().min(1),
  text: z.string().min(1),
  /** A sample shipped with the site; `npm run launch-check` lists it until it is replaced. */
  sample: z.boolean().optional(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
