/** What a page tells search engines and social networks about itself. */
import { z } from 'zod';

export const seoSchema = z.object({
  /** The page's own title, without the company name (the layout appends it). 10-60 characters. */
  title: z.string().min(10).max(60),
  /** The search-result snippet: 50-160 characters that sell the page. */
  description: z.string().min(50).max(160),
});
export type Seo = z.infer<typeof seoSchema>;
