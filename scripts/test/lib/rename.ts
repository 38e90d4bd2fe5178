/**
 * The owner's rename, tried for real: changes the name, phones, email and site URL in a copy, builds it, and
 * fails on any trace of the old values in dist/ or any failing check. `npm run test:rename`
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';

import { business } from '#src/data/business.ts';
import { allNumbers, formatPhone } from '#src/lib/phone.ts';
import { hardNames } from '#src/test/business-names.ts';
import { decodeEntities } from '#scripts/build/lib/checks/page.ts';

const [hardest] = hardNames;
export const renamed = {
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
  const phones = allNumbers(business.phones);
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

// .conf: the nginx site file the build writes from SITE_URL (dist/_nginx-site.conf) names the new host only.
const TEXT_EXTENSIONS = ['.html', '.xml', '.txt', '.json', '.js', '.css', '.webmanifest', '.conf', ''];

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.includes(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
}

export const renamedEnv = { SITE_URL: renamed.siteUrl };

export function renameBusiness(work: string): void {
  // The name, phones and email are in business.yaml (the facts the owner edits).
  // The owner's file first: business.ts names example numbers in its comments.
  const files = ['src/data/business.yaml', 'src/data/business.ts'].map((name) => join(work, name));
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
  if (business.phones.tollFree) replace(`'${business.phones.tollFree}'`, `'${renamed.tollFree}'`);
  replace(`'${business.phones.local}'`, `'${renamed.local}'`);
  replace(`'${business.email}'`, `'${renamed.email}'`);
  files.forEach((file, index) => writeFileSync(file, sources[index] ?? ''));
}

/** What the build at `work`/dist still says of the old business, and homes whose title lacks the new name. */
export function renameProblems(work: string, newName: string = renamed.name): string[] {
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
    if (!title.endsWith(`| ${newName}`))
      found.push(`dist/${page}: the title "${title}" does not end with the new name`);
  }
  return found;
}
