/**
 * The owner's rename, tried for real: copies the project, changes the business name, phones, email,
 * hours and site URL in src/data/business.ts, builds, and fails if any trace of the old values is
 * left in the built site, or if the unit tests no longer pass. Run by `npm test`.
 *
 *   node scripts/check-rename.ts
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
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

const renamed = {
  name: 'Sunrise Shield Floor Coatings',
  legalName: 'Sunrise Shield Floor Coatings Inc.',
  tollFree: '+18775550199',
  local: '+17865550123',
  email: 'hello@sunriseshieldfloors.example',
  siteUrl: 'https://www.sunriseshieldfloors.example',
};

/** The old values as they could appear in a page: names, numbers in every form, the email, the host. */
function oldTraces(): string[] {
  const digits = (e164: string) => e164.slice(2);
  const phones = [business.phones.tollFree, business.phones.local];
  return [
    business.name,
    business.legalName,
    business.email,
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
  replace(`'${business.name}'`, `'${renamed.name}'`);
  replace(`'${business.legalName}'`, `'${renamed.legalName}'`);
  replace(`'${business.phones.tollFree}'`, `'${renamed.tollFree}'`);
  replace(`'${business.phones.local}'`, `'${renamed.local}'`);
  replace(`'${business.email}'`, `'${renamed.email}'`);
  files.forEach((file, index) => writeFileSync(file, sources[index] ?? ''));

  const env = { ...process.env, SITE_URL: renamed.siteUrl };
  execFileSync(process.execPath, [join(work, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: work,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  const traces = oldTraces();
  const found: string[] = [];
  for (const path of textFiles(join(work, 'dist'))) {
    const text = readFileSync(path, 'utf8');
    for (const trace of traces) {
      if (text.includes(trace)) found.push(`${path.slice(work.length + 1)}: "${trace}"`);
    }
  }
  const home = readFileSync(join(work, 'dist/index.html'), 'utf8');
  if (!home.includes(renamed.name)) found.push(`dist/index.html does not name "${renamed.name}"`);

  run([join(work, 'node_modules/vitest/vitest.mjs'), 'run'], env, 'the unit tests');

  if (found.length > 0) {
    console.error(`check-rename: ${found.length} trace(s) of the old business facts after a rename:`);
    for (const line of found.slice(0, 50)) console.error(`  ${line}`);
    process.exitCode = 1;
  } else {
    console.log(
      `check-rename: OK: renamed to "${renamed.name}", no trace of the old name, phones, email or host in dist/, unit tests pass`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
