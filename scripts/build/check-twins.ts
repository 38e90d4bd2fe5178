/**
 * Checks every Spanish twin against its schema and its English page: the same figures, and for FAQ
 * files the same questions in the same order; the articles too, frontmatter and body
 * (lib/article-twins.ts); and the list files of src/content/es/ and the gallery projects' Spanish
 * words against their English entries. One line per problem; exits 1 when there is any.
 *
 *   node scripts/build/check-twins.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ZodType } from 'zod';

import { faqFileSchema } from '#src/schemas/faq.ts';
import { locationPageSchema, pageSchema, servicePageSchema } from '#src/schemas/page.ts';
import { figureDifferences } from '#src/lib/twin-figures.ts';

import { articleTwinProblems } from './lib/article-twins.ts';

const collections: Record<string, ZodType> = {
  pages: pageSchema,
  services: servicePageSchema,
  locations: locationPageSchema,
  faqs: faqFileSchema,
};

const problems: string[] = [];
let checked = 0;

for (const [collection, schema] of Object.entries(collections)) {
  const spanishFolder = join('src/content', collection, 'es');
  if (!existsSync(spanishFolder)) continue;
  for (const file of readdirSync(spanishFolder).filter((name) => name.endsWith('.yaml'))) {
    const spanishPath = join(spanishFolder, file);
    const englishPath = join('src/content', collection, file);
    checked += 1;
    const spanish: unknown = parse(readFileSync(spanishPath, 'utf8'));
    const result = schema.safeParse(spanish);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push(`${spanishPath} ${issue.path.join('.')}: ${issue.message}`);
      }
    }
    if (!existsSync(englishPath)) {
      problems.push(`${spanishPath}: there is no English page ${englishPath} for it to translate`);
      continue;
    }
    const english: unknown = parse(readFileSync(englishPath, 'utf8'));
    if (collection === 'faqs') {
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

/**
 * A list file and its Spanish twin (testimonials, team, case studies): the same entries in the same
 * order, the same values for the keys that are not words (ids, names, years, images), the same figures.
 */
function checkList(name: string, what: string, sameKeys: readonly string[]) {
  const englishPath = `src/content/${name}.yaml`;
  const spanishPath = `src/content/es/${name}.yaml`;
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

// The articles: MDX twins, compared frontmatter and body.
const articles = articleTwinProblems();
checked += articles.checked;
problems.push(...articles.problems);

checkList('testimonials', 'testimonials', ['id', 'name', 'rating']);
checkList('team', 'profiles', ['id', 'name', 'since']);
checkList('case-studies', 'case studies', ['id', 'image', 'sample']);

// The gallery: once one project has its Spanish words (index.es.yaml beside its index.yaml), /es/gallery
// is built and every project needs them, with the same photos, category, order and figures.
const galleryFolder = 'src/content/gallery';
const projects = readdirSync(galleryFolder).filter((project) =>
  existsSync(join(galleryFolder, project, 'index.yaml')),
);
if (projects.some((project) => existsSync(join(galleryFolder, project, 'index.es.yaml')))) {
  for (const project of projects) {
    const spanishPath = join(galleryFolder, project, 'index.es.yaml');
    if (!existsSync(spanishPath)) {
      problems.push(`${spanishPath} is missing: /es/gallery shows every project in Spanish`);
      continue;
    }
    checked += 1;
    const en = parse(readFileSync(join(galleryFolder, project, 'index.yaml'), 'utf8')) as Record<
      string,
      unknown
    >;
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
