/**
 * The content checks run before the site is built, each under its own name, one line per problem:
 *
 * 1. every content file without its twin in the other language, first, one line each;
 * 2. every content file against its schema, routes and photos ("Content files"): the file, the key,
 *    the value and a plain hint (`$7` -> "write 7, without $");
 * 3. every Spanish twin against its English page: figures, FAQ questions, articles, lists, gallery
 *    ("Spanish twins");
 * 4. the Spanish glossary (src/content/es/GLOSSARY.md) and range style in every Spanish file
 *    ("Spanish glossary"), the check `npm test` runs too, here where an owner sees it.
 *
 * `checkTwins()` is the entry (it returns the exit code); run as a script it sets the process's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse } from 'yaml';

import { contentKinds, filePatterns, kindNames, spanishFileOf } from '#src/schemas/content-manifest.ts';
import { checked as withChecks } from '#src/lib/content-checks.ts';
import { contentFiles, rawEntries } from '#src/lib/content-files.ts';
import { figureDifferences } from '#src/lib/twin-figures.ts';

import {
  allowedPhrases,
  findAvoidedTerms,
  findBadRangesIn,
  glossaryFile,
  parseGlossary,
  spanishFiles,
} from '#scripts/test/lib/glossary.ts';
import { articleTwinProblems } from './lib/article-twins.ts';
import { issueLine, missingTwins } from './lib/content-messages.ts';

let problems: string[] = [];
let checked = 0;

type Item = Record<string, unknown>;
const readYaml = (path: string): unknown => parse(readFileSync(path, 'utf8'));

/** A Spanish item against its English one: the same values under `sameKeys`, and the same figures. */
function compareItem(at: string, en: Item, es: Item, sameKeys: readonly string[]): void {
  for (const key of sameKeys) {
    if (JSON.stringify(es[key]) !== JSON.stringify(en[key]))
      problems.push(
        `${at}: ${key} is ${JSON.stringify(es[key])}, the English has ${JSON.stringify(en[key])}`,
      );
  }
  for (const difference of figureDifferences(en, es)) problems.push(`${at}: ${difference}`);
}

/** A Spanish list against its English one: as many items ("3 questions"), each as its English item. */
function compareItems(
  path: string,
  what: [plural: string, item: string],
  en: Item[],
  es: Item[],
  sameKeys: readonly string[],
): void {
  if (en.length !== es.length)
    problems.push(`${path}: ${es.length} ${what[0]}, the English file has ${en.length}`);
  en.forEach((item, index) => {
    const twin = es[index];
    if (twin) compareItem(`${path} ${what[1]} ${index + 1}`, item, twin, sameKeys);
  });
}

/** Every content file against its schema, routes and photos: one line per problem, under the file's name. */
function contentFileProblems(): { checked: number; problems: string[] } {
  const lines: string[] = [];
  let files = 0;
  for (const kind of kindNames) {
    const schema = withChecks(contentKinds[kind].schema);
    for (const entry of rawEntries(kind)) {
      files += 1;
      const result = schema.safeParse(entry.data);
      if (result.success) continue;
      const where = contentKinds[kind].layout === 'list' ? `${entry.path} ${entry.id}` : entry.path;
      for (const issue of result.error.issues) lines.push(issueLine(where, entry.data, issue));
    }
  }
  return { checked: files, problems: lines };
}

/** The Spanish files against the glossary's "do not use" terms and the range style. */
function glossaryProblems(): { checked: number; problems: string[] } {
  const markdown = readFileSync(glossaryFile, 'utf8');
  const rows = parseGlossary(markdown);
  const allowed = allowedPhrases(markdown);
  const files = spanishFiles(process.cwd());
  const lines = files.flatMap(({ file, text }) => [
    ...findAvoidedTerms(text, file, rows, allowed).map(
      (hit) =>
        `${hit.file}:${hit.line}: "${hit.term}" (write ${hit.preferred.join(' / ')}): ${hit.text.slice(0, 120)}`,
    ),
    ...findBadRangesIn(text, file).map((hit) => `${hit.file}:${hit.line}: "${hit.range}": ${hit.rule}`),
  ]);
  return { checked: files.length, problems: lines };
}

/** The Spanish twins against their English pages. */
function twinProblems(): { checked: number; problems: string[] } {
  problems = [];
  checked = 0;
  // The YAML page and FAQ twins: the same figures, and the same FAQ questions in the same order.
  for (const kind of ['pages', 'services', 'locations', 'faqs'] as const) {
    const { folder, extension } = contentKinds[kind];
    for (const { path: spanishPath, locale, id } of contentFiles(kind)) {
      if (locale !== 'es') continue;
      const englishPath = `${folder}/${id.slice('es/'.length)}.${extension}`;
      checked += 1;
      const spanish = readYaml(spanishPath);
      if (!existsSync(englishPath)) {
        problems.push(`${spanishPath}: there is no English page ${englishPath} for it to translate`);
        continue;
      }
      const english = readYaml(englishPath);
      if (kind === 'faqs') {
        const items = (faqs: unknown): Item[] => (faqs as { items?: Item[] }).items ?? [];
        compareItems(spanishPath, ['questions', 'question'], items(english), items(spanish), ['pages']);
      } else {
        for (const difference of figureDifferences(english, spanish))
          problems.push(`${spanishPath}: ${difference}`);
      }
    }
  }

  /** A list file and its Spanish twin: the same entries, order, non-word values and figures. */
  function checkList(
    kind: 'testimonials' | 'team' | 'caseStudies',
    what: string,
    sameKeys: readonly string[],
  ) {
    const { en: englishPath, es: spanishPath } = filePatterns(kind);
    if (!existsSync(spanishPath)) return;
    checked += 1;
    const [en, es] = [englishPath, spanishPath].map((path) => readYaml(path) as Item[]);
    compareItems(spanishPath, [what, 'item'], en ?? [], es ?? [], sameKeys);
  }

  const articles = articleTwinProblems();
  checked += articles.checked;
  problems.push(...articles.problems);

  checkList('testimonials', 'testimonials', ['id', 'name', 'rating', 'sample']);
  checkList('team', 'profiles', ['id', 'name', 'since', 'sample']);
  checkList('caseStudies', 'case studies', ['id', 'image', 'sample']);

  // Once one gallery project has Spanish words, /es/gallery is built and every project needs them.
  const projects = contentFiles('gallery').filter((file) => file.locale === 'en');
  if (contentFiles('gallery').some((file) => file.locale === 'es')) {
    for (const { path: englishPath } of projects) {
      const spanishPath = spanishFileOf(englishPath, contentKinds.gallery.spanish);
      if (!existsSync(spanishPath)) {
        problems.push(`${spanishPath} is missing: /es/gallery shows every project in Spanish`);
        continue;
      }
      checked += 1;
      const sameKeys = ['category', 'order', 'sample', 'beforeImage', 'afterImage'];
      compareItem(spanishPath, readYaml(englishPath) as Item, readYaml(spanishPath) as Item, sameKeys);
    }
  }
  return { checked, problems };
}

/** Runs every check, printing each section's lines and its count; returns the exit code. */
export function checkTwins(): number {
  let failed = false;
  const missing = missingTwins();
  for (const line of missing) console.error(line);
  if (missing.length > 0) {
    console.error(`Missing twins: ${missing.length} file(s) without their other language`);
    failed = true;
  }
  const sections: [string, () => { checked: number; problems: string[] }][] = [
    ['Content files', contentFileProblems],
    ['Spanish twins', twinProblems],
    ['Spanish glossary', glossaryProblems],
  ];
  for (const [name, run] of sections) {
    const result = run();
    for (const line of result.problems) console.error(line);
    console.log(`${name}: ${result.checked} files checked, ${result.problems.length} problems`);
    if (result.problems.length > 0) failed = true;
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = checkTwins();
}
