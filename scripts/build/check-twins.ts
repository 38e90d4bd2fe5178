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
    const spanish: unknown = parse(readFileSync(spanishPath, 'utf8'));
    if (!existsSync(englishPath)) {
      problems.push(`${spanishPath}: there is no English page ${englishPath} for it to translate`);
      continue;
    }
    const english: unknown = parse(readFileSync(englishPath, 'utf8'));
    if (kind === 'faqs') {
      const enItems = (english as { items: { pages: string[] }[] }).items;
      const esItems = (spanish as { items?: { pages?: string[] }[] }).items ?? [];
      if (enItems.length !== esItems.length) {
        problems.push(`${spanishPath}: ${esItems.length} questions, the English file has ${enItems.length}`);
      }
      enItems.forEach((item, index) => {
        const twin = esItems[index];
        if (!twin) return;
        if (JSON.stringify(twin.pages) !== JSON.stringify(item.pages)) {
          problems.push(
            `${spanishPath} question ${index + 1}: pages ${JSON.stringify(twin.pages)}, the English has ${JSON.stringify(item.pages)}`,
          );
        }
        for (const difference of figureDifferences(item, twin)) {
          problems.push(`${spanishPath} question ${index + 1}: ${difference}`);
        }
      });
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
  const en = parse(readFileSync(englishPath, 'utf8')) as Record<string, unknown>[];
  const es = parse(readFileSync(spanishPath, 'utf8')) as Record<string, unknown>[];
  if (en.length !== es.length) {
    problems.push(`${spanishPath}: ${es.length} ${what}, the English file has ${en.length}`);
  }
  en.forEach((item, index) => {
    const twin = es[index];
    if (!twin) return;
    for (const key of sameKeys) {
      if (JSON.stringify(twin[key]) !== JSON.stringify(item[key])) {
        problems.push(`${spanishPath} item ${index + 1}: ${key} differs from the English`);
      }
    }
    for (const difference of figureDifferences(item, twin)) {
      problems.push(`${spanishPath} item ${index + 1}: ${difference}`);
    }
  });
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
    const en = parse(readFileSync(englishPath, 'utf8')) as Record<string, unknown>;
    const es = parse(readFileSync(spanishPath, 'utf8')) as Record<string, unknown>;
    for (const key of ['category', 'order', 'sample', 'beforeImage', 'afterImage']) {
      if (JSON.stringify(es[key]) !== JSON.stringify(en[key])) {
        problems.push(`${spanishPath}: ${key} differs from the English index.yaml`);
      }
    }
    for (const difference of figureDifferences(en, es)) problems.push(`${spanishPath}: ${difference}`);
  }
}

for (const problem of problems) console.error(problem);
console.log(`Spanish twins: ${checked} files checked, ${problems.length} problems`);
if (problems.length > 0) process.exitCode = 1;
