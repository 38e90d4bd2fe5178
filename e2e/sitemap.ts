import { readFileSync } from 'node:fs';

/** Every page the built sitemap lists, as a path; `dir` is the build (dist/ or dist-configured/). */
export function sitemapPaths(dir = 'dist'): string[] {
  const xml = readFileSync(`${dir}/sitemap-0.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
}
