/**
 * "A new city or service is one content file per language", tried for real: copies the project,
 * adds a city page and a service page by copying an existing page's file and its Spanish twin to a
 * new id (only the new files' names and titles change; no other file is touched), runs the whole
 * build (twin check, astro build, headers, dist check) and fails unless each new page is built in
 * both languages, listed in the sitemap, linked from its hub and named in its structured data, and
 * the new city has joined the service area. Run by `npm test`.
 *
 *   node scripts/check-new-page.ts
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { parseDocument } from 'yaml';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'new-page-check-'));
const skip = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-configured',
  'test-results',
  'playwright-report',
  '.astro',
]);

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
function copyPage(page: NewPage, locale: 'en' | 'es'): string {
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

/** Runs one build step of the copied project with this Node; a failure ends the check with its output. */
function run(args: string[], what: string): void {
  try {
    execFileSync(process.execPath, args, { cwd: work, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    console.error(`${output.stdout ?? ''}${output.stderr ?? ''}`.split('\n').slice(-60).join('\n'));
    throw new Error(`check-new-page: ${what} failed with the new pages (output above)`, { cause: error });
  }
}

/** The JSON-LD graph of a built page. */
function graphOf(html: string): Record<string, unknown>[] {
  const raw = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(raw) as { '@graph'?: Record<string, unknown>[] })['@graph'] ?? [];
}

try {
  cpSync(root, work, {
    recursive: true,
    filter: (src) => !skip.has(src.slice(root.length + 1).split('/')[0] ?? ''),
  });
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
  const names = pages.map((page) => ({ page, en: copyPage(page, 'en'), es: copyPage(page, 'es') }));

  run(['scripts/check-twins.ts'], 'the twin check');
  run(['node_modules/astro/bin/astro.mjs', 'build'], 'astro build');
  run(['scripts/serve-config.ts'], 'the header generation');
  run(['scripts/check-dist.ts'], 'the dist check');

  const dist = (path: string) => join(work, 'dist', path);
  const read = (path: string) => readFileSync(dist(path), 'utf8');
  const sitemap = read('sitemap-0.xml');
  const home = graphOf(read('index.html'));
  const problems: string[] = [];
  for (const { page, en } of names) {
    const route = `/${page.folder}/${page.id}`;
    for (const path of [route, `/es${route}`]) {
      if (!existsSync(dist(`${path.slice(1)}.html`))) problems.push(`${path} was not built`);
      else if (!sitemap.includes(`${path}</loc>`)) problems.push(`${path} is not in the sitemap`);
    }
    if (!read(`${page.folder}.html`).includes(`href="${route}"`))
      problems.push(`/${page.folder} does not link ${route}`);
    const graph = JSON.stringify(graphOf(read(`${route.slice(1)}.html`)));
    if (!graph.includes(`"${en}"`)) problems.push(`${route}'s structured data does not name "${en}"`);
  }
  const city = names.find(({ page }) => page.folder === 'locations')?.en ?? '';
  if (!JSON.stringify(home).includes(`"${city}, FL"`))
    problems.push(`the business's areaServed does not include ${city}, FL`);

  if (problems.length > 0) {
    console.error(`check-new-page: ${problems.length} problem(s) after adding a page as content files only:`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exitCode = 1;
  } else {
    console.log(
      `check-new-page: OK: ${names.map(({ page }) => `/${page.folder}/${page.id}`).join(' and ')} (and their /es twins) built from content files alone: in the sitemap, linked from their hubs, named in their structured data`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
