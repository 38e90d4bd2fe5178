/**
 * The owner's rename, tried for real: copies the project, changes the business name, phones, email
 * and site URL (src/data/business.ts and business.yaml), builds once, and fails if any trace of the
 * old values is left in the built site, if the built site's checks (scripts/check-dist.ts, with the
 * Spanish pages' language check) or the HTML validators fail on it, or if the unit tests no longer
 * pass. The new name is the hardest of src/test/business-names.ts: 40 characters, an accent, an
 * apostrophe, an ampersand and "Floor", an English interface word. The other names are covered
 * without a build, by the unit tests that render and check the name. Run by `npm test`.
 *
 *   node scripts/check-rename.ts
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';

import { business } from '#src/data/business.ts';
import { formatPhone } from '#src/lib/phone.ts';
import { hardNames } from '#src/test/business-names.ts';
import { decodeEntities } from './checks/page.ts';

const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'rename-check-'));
const skip = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-configured',
  'dist-quote',
  'test-results',
  'playwright-report',
  '.astro',
]);

const [hardest] = hardNames;
const renamed = {
  name: hardest,
  legalName: `${hardest}, Inc.`,
  tollFree: '+18775550199',
  local: '+17865550123',
  email: 'hello@sunriseshieldfloors.example',
  siteUrl: 'https://www.sunriseshieldfloors.example',
};

/** A text as a page can carry it: as is, HTML-escaped (both apostrophe forms) and URL-encoded. */
function writtenForms(text: string): string[] {
  const html = text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return [
    ...new Set([
      text,
      html.replaceAll("'", '&#39;'),
      html.replaceAll("'", '&#x27;'),
      encodeURIComponent(text),
      encodeURIComponent(text).replaceAll('%20', '+'),
    ]),
  ];
}

/** The old values as they could appear in a page: names, numbers in every form, the email, the host. */
function oldTraces(): string[] {
  const digits = (e164: string) => e164.slice(2);
  const phones = [business.phones.tollFree, business.phones.local];
  return [
    ...writtenForms(business.name),
    ...writtenForms(business.legalName),
    business.email,
    encodeURIComponent(business.email),
    new URL(business.siteUrl).host,
    ...phones,
    ...phones.map(formatPhone),
    ...phones.map(digits),
  ];
}

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return textFiles(path);
    return ['.html', '.xml', '.txt', '.json', '.js', '.css', '.webmanifest', ''].includes(extname(path))
      ? [path]
      : [];
  });
}

/** Pages validated after the rename: the homes, the contact pages, a city page, an article, the 404. */
const validated = [
  'index.html',
  'es.html',
  'contact.html',
  'es/contact.html',
  'locations/miami.html',
  'resources/common-epoxy-mistakes.html',
  '404.html',
];

const timings: string[] = [];
/** Runs a step and notes how long it took. */
function time(step: string, task: () => void): void {
  const started = Date.now();
  task();
  timings.push(`${step} ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** Runs a tool of the copied project with this Node; a failure ends the check with one line. */
function run(args: string[], env: NodeJS.ProcessEnv, what: string): void {
  try {
    execFileSync(process.execPath, args, { cwd: work, env, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const output = error as { stdout?: string; stderr?: string };
    console.error(`${output.stdout ?? ''}${output.stderr ?? ''}`.split('\n').slice(-60).join('\n'));
    throw new Error(`check-rename: ${what} failed after the rename (output above)`, { cause: error });
  }
}

try {
  cpSync(root, work, {
    recursive: true,
    filter: (src) => !skip.has(src.slice(root.length + 1).split('/')[0] ?? ''),
  });
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));

  // The name lives in business.ts; phones and email in business.yaml (the facts the owner edits).
  const files = ['src/data/business.ts', 'src/data/business.yaml'].map((name) => join(work, name));
  const sources = files.map((file) => readFileSync(file, 'utf8'));
  const replace = (from: string, to: string) => {
    const index = sources.findIndex((source) => source.includes(from));
    if (index < 0)
      throw new Error(`check-rename: "${from}" not found in src/data/business.ts or business.yaml`);
    sources[index] = (sources[index] ?? '').replaceAll(from, to);
  };
  // The name has an apostrophe: written as a double-quoted string, as an owner would.
  replace(`'${business.name}'`, JSON.stringify(renamed.name));
  replace(`'${business.legalName}'`, JSON.stringify(renamed.legalName));
  replace(`'${business.phones.tollFree}'`, `'${renamed.tollFree}'`);
  replace(`'${business.phones.local}'`, `'${renamed.local}'`);
  replace(`'${business.email}'`, `'${renamed.email}'`);
  files.forEach((file, index) => writeFileSync(file, sources[index] ?? ''));

  const env = { ...process.env, SITE_URL: renamed.siteUrl };
  // The whole of `npm run build` (scripts/build.ts): the twins check, astro build, serve-config (which
  // puts right the spots of Astro's output the validators reject) and the built site's checks, the
  // Spanish pages' language check among them, with the new name.
  time('build', () => run([join(work, 'scripts/build.ts')], env, 'npm run build'));

  const traces = oldTraces();
  const found: string[] = [];
  for (const path of textFiles(join(work, 'dist'))) {
    const text = readFileSync(path, 'utf8');
    for (const trace of traces) {
      if (text.includes(trace)) found.push(`${path.slice(work.length + 1)}: "${trace}"`);
    }
  }
  for (const page of ['index.html', 'es.html']) {
    const title = decodeEntities(
      /<title>([^<]*)<\/title>/.exec(readFileSync(join(work, 'dist', page), 'utf8'))?.[1] ?? '',
    );
    if (!title.endsWith(`| ${renamed.name}`))
      found.push(`dist/${page}: the title "${title}" does not end with the new name`);
  }

  // Both HTML validators over the pages that carry the name in the most ways (the whole site takes
  // them two minutes; `npm run validate:html` covers every page with the owner's name).
  const sample = join(work, 'validate-sample');
  for (const page of validated) {
    mkdirSync(join(sample, page, '..'), { recursive: true });
    cpSync(join(work, 'dist', page), join(sample, page));
  }
  time('validate-html', () =>
    run(
      [join(work, 'scripts/validate-html.ts'), sample],
      env,
      `the HTML validators (${validated.join(', ')})`,
    ),
  );

  time('unit tests', () => run([join(work, 'node_modules/vitest/vitest.mjs'), 'run'], env, 'the unit tests'));

  if (found.length > 0) {
    console.error(`check-rename: ${found.length} trace(s) of the old business facts after a rename:`);
    for (const line of found.slice(0, 50)) console.error(`  ${line}`);
    process.exitCode = 1;
  } else {
    console.log(
      `check-rename: OK: renamed to "${renamed.name}": no trace of the old name, phones, email or host in dist/, ` +
        `check-dist and the HTML validators pass, unit tests pass`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  console.log(`check-rename: ${timings.join(', ')}`);
  rmSync(work, { recursive: true, force: true });
}
