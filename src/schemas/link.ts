/** Links named in content: a page of the site (optionally with a #fragment), or an https address. */
import { z } from 'zod';

import { allRoutes } from '#src/lib/routes.ts';

const routeSet = new Set<string>(allRoutes);

/** A link target: "/pricing", "/services/garage#faq", or "https://…". A typo'd route fails the build. */
export const hrefSchema = z.string().refine(
  (href) => {
    if (href.startsWith('https://')) return true;
    const [path = '', fragment] = href.split('#');
    return routeSet.has(path) && (fragment === undefined || /^[\w-]+$/.test(fragment));
  },
  { message: 'must be a route of the site (e.g. "/pricing" or "/services/garage#faq") or an https:// URL' },
);

/** A labelled link. */
export const linkSchema = z.object({
  /** The visible text. */
  label: z.string().min(1),
  /** Where it goes. */
  href: hrefSchema,
});
export type Link = z.infer<typeof linkSchema>;
