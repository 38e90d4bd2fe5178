/**
 * "A new city or service is one content file per language", tried for real: copies an existing city
 * and service page (and their twins) to new ids in a copy of the project, builds it, and fails
 * unless each new page is built in both languages, listed in the sitemap, linked from its hub and
 * named in its structured data, and the new city has joined the service area.
 *
 *   npm run test:new-page
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { parseDocument } from 'yaml';

/** A new page: the page it is copied from, its new id, and the words that change in its copies. */
interface NewPage {
  folder: 'services' | 'locations';
  from: string;
  id: string;
  /** The new name, replacing the old one in the fields below, per language. */
  rename: Record<'en' | 'es', [from: string, to: string][]>;
  fields: string[][];
}

const pages: NewPage[] = [
  {
    folder: 'locations',
    from: 'hialeah',
    id: 'sunrise',
    rename: { en: [['Hialeah', 'Sunrise']], es: [['Hialeah', 'Sunrise']] },
    fields: [['seo', 'title'], ['seo', 'description'], ['crumb'], ['city'], ['card', 'linkLabel']],
  },
  {
    folder: 'services',
    from: 'garage',
    id: 'workshop',
    rename: {
      en: [
        ['Garage', 'Workshop'],
        ['garage', 'workshop'],
      ],
      es: [
        ['garaje', 'taller'],
        ['Garaje', 'Taller'],
      ],
    },
    fields: [['seo', 'title'], ['seo', 'description'], ['crumb'], ['serviceType'], ['card', 'title']],
  },
];

/** Copies one page file to its new id, renaming it in the fields that name the page. */
function copyPage(work: string, page: NewPage, locale: 'en' | 'es'): string {
  const dir = join(work, 'src/content', page.folder, locale === 'en' ? '' : 'es');
  const document = parseDocument(readFileSync(join(dir, `${page.from}.yaml`), 'utf8'));
  let name = '';
  for (const path of page.fields) {
    const value = document.getIn(path);
    if (typeof value !== 'string')
      throw new Error(`${page.folder}/${page.from}.yaml has no ${path.join('.')}`);
    const renamed = page.rename[locale].reduce((text, [from, to]) => text.replaceAll(from, to), value);
    document.setIn(path, renamed);
    if (path.join('.') === (page.folder === 'locations' ? 'city' : 'serviceType')) name = renamed;
  }
  writeFileSync(join(dir, `${page.id}.yaml`), document.toString());
  return name;
}

/** The JSON-LD graph of a built page. */
function graphOf(html: string): Record<string, unknown>[] {
  const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(raw) as { '@graph'?: Record<string, unknown>[] })['@graph'] ?? [];
}

/** The pages added, with their names in English. */
export type AddedPages = { page: NewPage; en: string }[];

/** Adds the city page and the service page to the copied project at `work`, as content files only. */
export function addPages(work: string): AddedPages {
  return pages.map((page) => {
    const en = copyPage(work, page, 'en');
    copyPage(work, page, 'es');
    return { page, en };
  });
}

/** What is missing for the added pages in the build at `work`/dist. */
export function newPageProblems(work: string, added: AddedPages): string[] {
  const dist = (path: string) => join(work, 'dist', path);
  const read = (path: string) => readFileSync(dist(path), 'utf8');
  // Paths, not text: "/locations/x</loc>" is also the end of "/es/locations/x</loc>".
  const sitemap = new Set(
    [...read('sitemap-0.xml').matchAll(/<loc>([^<]*)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    ),
  );
  const home = graphOf(read('index.html'));
  const problems: string[] = [];
  for (const { page, en } of added) {
    const route = `/${page.folder}/${page.id}`;
    for (const path of [route, `/es${route}`]) {
      if (!existsSync(dist(`${path.slice(1)}.html`))) problems.push(`${path} was not built`);
      else if (!sitemap.has(path)) problems.push(`${path} is not in the sitemap`);
    }
    if (!read(`${page.folder}.html`).includes(`href="${route}"`))
      problems.push(`/${page.folder} does not link ${route}`);
    const graph = JSON.stringify(graphOf(read(`${route.slice(1)}.html`)));
    if (!graph.includes(`"${en}"`)) problems.push(`${route}'s structured data does not name "${en}"`);
  }
  const city = added.find(({ page }) => page.folder === 'locations')?.en ?? '';
  if (!JSON.stringify(home).includes(`"${city}, FL"`))
    problems.push(`the business's areaServed does not include ${city}, FL`);
  return problems;
}
