/** Links named in content: a page of the site (optionally with a #fragment), or an https address. */
import { z } from 'zod';

/**
 * Fact tokens that stand for an address kept in src/data/business.ts (lib/facts.ts fills them in
 * when the page loads), so content can link to, say, the state license lookup without copying it.
 */
export const urlFactTokens = ['{licenseVerifyUrl}'] as const;
const urlTokenSet = new Set<string>(urlFactTokens);

/** A route of the site as content writes it: "/", "/pricing", "/services/garage". */
export const routePattern = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;

/**
 * A link target: "/pricing", "/services/garage#faq", "https://…" or a URL fact token such as
 * "{licenseVerifyUrl}". That the route exists is checked where content is loaded, against the
 * content files (lib/content-checks.ts), so a typo'd route fails the build.
 */
export const hrefSchema = z.string().refine(
  (href) => {
    if (href.startsWith('https://') || urlTokenSet.has(href)) return true;
    const [path = '', fragment] = href.split('#');
    return routePattern.test(path) && (fragment === undefined || /^[\w-]+$/.test(fragment));
  },
  {
    message: `must be a route of the site (e.g. "/pricing" or "/services/garage#faq"), an https:// URL or one of ${urlFactTokens.join(', ')}`,
  },
);

/** A labelled link. */
export const linkSchema = z.object({
  /** The visible text. */
  label: z.string().min(1),
  /** Where it goes. */
  href: hrefSchema,
});
export type Link = z.infer<typeof linkSchema>;
