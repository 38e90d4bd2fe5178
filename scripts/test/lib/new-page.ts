/**
 * "A new city or service is one content file per language", tried for real in a copy of the project:
 * without the new photo's file the build must stop naming it; with it each new page must be built in both
 * languages, in the sitemap, linked from its hub and in its structured data. `npm run test:new-page`
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { Document, parseDocument } from 'yaml';

import { contentKinds, spanishFileOf, type Locale } from '#src/schemas/content-manifest.ts';
import { photoFile, photoFolder } from '#src/lib/content-checks.ts';

/** A new page: the page it is copied from, its new id, and the words that change in its copies. */
interface NewPage {
  kind: 'services' | 'locations';
  from: string;
  id: string;
  rename: Record<Locale, [from: string, to: string][]>;
  /** The fields the new name is written in; every text of the file when missing. */
  fields?: string[][];
  /** Fields set outright (dotted paths), per language: the county of a city in another county. */
  set?: Record<Locale, Record<string, string>>;
  /** A new photo for the hero: its file (copied from a shipped photo) and its words per language. */
  photo?: { name: string; copyOf: string; alt: Record<Locale, string> };
}

const pages: NewPage[] = [
  {
    // A Broward city copied from a Miami-Dade one: its local copy is Doral's with the name changed.
    kind: 'locations',
    from: 'doral',
    id: 'pembroke-pines',
    rename: { en: [['Doral', 'Pembroke Pines']], es: [['Doral', 'Pembroke Pines']] },
    set: {
      en: { county: 'Broward' },
      // The longer name would push Doral's Spanish search snippet past its 160 characters.
      es: {
        county: 'Broward',
        'seo.description':
          'Pisos epóxicos para almacenes, salas de exhibición y garajes en Pembroke Pines, por etapas según sus turnos. Cotización el mismo día.',
      },
    },
    photo: {
      name: 'street-pembroke-pines',
      copyOf: 'street-doral',
      alt: {
        en: 'Pembroke Pines boulevard with royal palms on the median and low white warehouses',
        es: 'Bulevar de Pembroke Pines con palmas reales en el separador y almacenes blancos bajos',
      },
    },
  },
  {
    kind: 'services',
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

/** A page's file in a language, from the project root, by the content manifest. */
function pageFile(page: NewPage, id: string, locale: Locale): string {
  const { folder, extension } = contentKinds[page.kind];
  const english = `${folder}/${id}.${extension}`;
  return locale === 'en' ? english : spanishFileOf(english, contentKinds[page.kind].spanish);
}

/** A text with its words renamed; its tokens ({price.garageTiers}, {figure.monthly}) keep their names. */
function renameWords(value: string, rename: [string, string][]): string {
  return value
    .split(/(\{[^{}]+\})/)
    .map((part) =>
      part.startsWith('{') ? part : rename.reduce((text, [from, to]) => text.replaceAll(from, to), part),
    )
    .join('');
}

function renameAll(value: unknown, rename: [string, string][]): unknown {
  if (typeof value === 'string') return renameWords(value, rename);
  if (Array.isArray(value)) return value.map((item) => renameAll(item, rename));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, renameAll(child, rename)]));
  return value;
}

/** Copies one page file to its new id, renaming it, and points its hero at the new photo; returns its name. */
function copyPage(work: string, page: NewPage, locale: Locale): string {
  const source = pageFile(page, page.from, locale);
  const original = parseDocument(readFileSync(join(work, source), 'utf8'));
  const rename = page.rename[locale];
  const document = page.fields ? original : new Document(renameAll(original.toJS(), rename));
  if (page.fields) {
    for (const path of page.fields) {
      const value = document.getIn(path);
      if (typeof value !== 'string') throw new Error(`${source} has no ${path.join('.')}`);
      document.setIn(path, renameAll(value, rename));
    }
  }
  for (const [path, value] of Object.entries(page.set?.[locale] ?? {}))
    document.setIn(path.split('.'), value);
  if (page.photo) {
    const blocks = document.toJS() as { blocks: { kind: string }[] };
    const hero = blocks.blocks.findIndex((block) => block.kind === 'hero');
    document.setIn(['blocks', hero, 'image'], page.photo.name);
    document.setIn(['blocks', hero, 'imageAlt'], page.photo.alt[locale]);
  }
  writeFileSync(join(work, pageFile(page, page.id, locale)), document.toString());
  return String(document.get(page.kind === 'locations' ? 'city' : 'serviceType'));
}

/** The build's first step in the copy without the new photos: it must stop with one line per file. */
export function missingPhotoProblems(work: string): string[] {
  const twins = spawnSync(process.execPath, [join(work, 'scripts/build/check-twins.ts')], {
    cwd: work,
    encoding: 'utf8',
  });
  if (twins.status === 0) return ['the build went on with a photo file missing'];
  const output = `${twins.stderr}${twins.stdout}`;
  const problems: string[] = [];
  for (const page of pages) {
    if (!page.photo) continue;
    for (const locale of ['en', 'es'] as const) {
      const file = pageFile(page, page.id, locale);
      const lines = output.split('\n').filter((line) => line.startsWith(`${file} `));
      const expected = `${photoFolder}/${page.photo.name}.jpg`;
      if (lines.length !== 1 || !lines[0]?.includes(expected))
        problems.push(
          `with ${expected} missing, the build should stop with one line for ${file} naming it; it printed: ${JSON.stringify(lines)}`,
        );
    }
  }
  return problems;
}

function graphOf(html: string): Record<string, unknown>[] {
  const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(raw) as { '@graph'?: Record<string, unknown>[] })['@graph'] ?? [];
}

export type AddedPages = { page: NewPage; en: string }[];

export function addPages(work: string): AddedPages {
  return pages.map((page) => {
    const en = copyPage(work, page, 'en');
    copyPage(work, page, 'es');
    return { page, en };
  });
}

export function dropPhotos(work: string, added: AddedPages): void {
  for (const { page } of added) {
    if (!page.photo) continue;
    const shipped = photoFile(page.photo.copyOf, work);
    if (!shipped) throw new Error(`check-new-page: no photo ${page.photo.copyOf} to copy`);
    // Bytes after the JPEG's end mark change its content, so the build does not share one file for both.
    const bytes = Buffer.concat([readFileSync(join(work, shipped)), Buffer.from(page.photo.name)]);
    writeFileSync(join(work, photoFolder, `${page.photo.name}.jpg`), bytes);
  }
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
    const route = `/${page.kind}/${page.id}`;
    for (const path of [route, `/es${route}`]) {
      if (!existsSync(dist(`${path.slice(1)}.html`))) problems.push(`${path} was not built`);
      else if (!sitemap.has(path)) problems.push(`${path} is not in the sitemap`);
    }
    if (!read(`${page.kind}.html`).includes(`href="${route}"`))
      problems.push(`/${page.kind} does not link ${route}`);
    const html = read(`${route.slice(1)}.html`);
    if (page.photo && !(html.includes(page.photo.name) && html.includes(`alt="${page.photo.alt.en}"`)))
      problems.push(`${route}'s hero does not show ${page.photo.name} with its words`);
    const graph = JSON.stringify(graphOf(html));
    if (!graph.includes(`"${en}"`)) problems.push(`${route}'s structured data does not name "${en}"`);
  }
  const city = added.find(({ page }) => page.kind === 'locations')?.en ?? '';
  if (!JSON.stringify(home).includes(`"${city}, FL"`))
    problems.push(`the business's areaServed does not include ${city}, FL`);
  return problems;
}
