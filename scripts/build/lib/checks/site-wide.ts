/** Checks across pages: titles and descriptions are unique, and every route of the site is built. */
import { compareRoutes } from './page.ts';
import type { Site } from './site.ts';

export interface PageHead {
  path: string;
  title?: string | undefined;
  description?: string | undefined;
}

/** No two pages share a title or a meta description (error pages excluded by the caller). */
export function checkUnique(pages: readonly PageHead[]): string[] {
  const errors: string[] = [];
  for (const [field, label] of [
    ['title', 'title'],
    ['description', 'meta description'],
  ] as const) {
    const firstUse = new Map<string, string>();
    for (const page of pages) {
      const value = page[field];
      if (value === undefined) continue;
      const earlier = firstUse.get(value);
      if (earlier === undefined) firstUse.set(value, page.path);
      else errors.push(`${page.path}: duplicate ${label} ${JSON.stringify(value)} (also on ${earlier})`);
    }
  }
  return errors;
}

/** Every route of the site (the content folders' pages and their twins) is built. */
export function checkBuiltRoutes(site: Site): string[] {
  const unbuilt = [...site.knownRoutes].filter((route) => !site.resolvePath(route)).sort(compareRoutes);
  return unbuilt.length > 0 ? [`${unbuilt.length} spec route(s) not built: ${unbuilt.join(', ')}`] : [];
}
