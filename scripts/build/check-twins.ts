/**
 * Checks every content file against its schema, routes and photos, then every Spanish twin against its
 * English page (figures, FAQ questions, articles, lists, gallery). One line per problem; exits 1 on any.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

import { contentKinds, filePatterns, kindNames, spanishFileOf } from '#src/schemas/content-manifest.ts';
import { checked as withChecks } from '#src/lib/content-checks.ts';
import { contentFiles, rawEntries } from '#src/lib/content-files.ts';
import { figureDifferences } from '#src/lib/twin-figures.ts';

import { articleTwinProblems } from './lib/article-twins.ts';

const problems: string[] = [];
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

// Every content file against its schema, routes and photos, before the site is built.
for (const kind of kindNames) {
  const schema = withChecks(contentKinds[kind].schema);
  for (const entry of rawEntries(kind)) {
    const result = schema.safeParse(entry.data);
    if (result.success) continue;
    const where = contentKinds[kind].layout === 'list' ? `${entry.path} ${entry.id}` : entry.path;
    for (const issue of result.error.issues) {
      problems.push(`${where}${issue.path.length > 0 ? ` ${issue.path.join('.')}` : ''}: ${issue.message}`);
    }
  }
}

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
function checkList(kind: 'testimonials' | 'team' | 'caseStudies', what: string, sameKeys: readonly string[]) {
  const { en: englishPath, es: spanishPath } = filePatterns(kind);
  if (!existsSync(spanishPath)) return;
  checked += 1;
  const [en, es] = [englishPath, spanishPath].map((path) => readYaml(path) as Item[]);
  compareItems(spanishPath, [what, 'item'], en ?? [], es ?? [], sameKeys);
}

const articles = articleTwinProblems();
checked += articles.checked;
problems.push(...articles.problems);

checkList('testimonials', 'testimonials', ['id', 'name', 'rating']);
checkList('team', 'profiles', ['id', 'name', 'since']);
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

for (const problem of problems) console.error(problem);
console.log(`Spanish twins: ${checked} files checked, ${problems.length} problems`);
if (problems.length > 0) process.exitCode = 1;
