/**
 * Checks every Spanish twin (src/content/<collection>/es/*.yaml) against its schema and its English
 * page: the same schema, the same figures, and for FAQ files the same questions in the same order on
 * the same pages; the articles (src/content/articles/es/*.mdx) too, frontmatter and body
 * (scripts/article-twins.ts). Prints one line per problem and exits 1 when there is any.
 *
 *   node scripts/check-twins.ts
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ZodType } from 'zod';

import { faqFileSchema } from '#src/schemas/faq.ts';
import { locationPageSchema, pageSchema, servicePageSchema } from '#src/schemas/page.ts';
import { figureDifferences } from '#src/lib/twin-figures.ts';

import { articleTwinProblems } from './article-twins.ts';

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

// The testimonials: the same people, places and ratings, in the same order, with the same figures.
const englishTestimonials = 'src/content/testimonials.yaml';
const spanishTestimonials = 'src/content/es/testimonials.yaml';
if (existsSync(spanishTestimonials)) {
  checked += 1;
  const en = parse(readFileSync(englishTestimonials, 'utf8')) as Record<string, unknown>[];
  const es = parse(readFileSync(spanishTestimonials, 'utf8')) as Record<string, unknown>[];
  if (en.length !== es.length) {
    problems.push(`${spanishTestimonials}: ${es.length} testimonials, the English file has ${en.length}`);
  }
  en.forEach((item, index) => {
    const twin = es[index];
    if (!twin) return;
    for (const key of ['id', 'name', 'rating']) {
      if (JSON.stringify(twin[key]) !== JSON.stringify(item[key])) {
        problems.push(`${spanishTestimonials} item ${index + 1}: ${key} differs from the English`);
      }
    }
    for (const difference of figureDifferences(item, twin)) {
      problems.push(`${spanishTestimonials} item ${index + 1}: ${difference}`);
    }
  });
}

// The articles: MDX twins, compared frontmatter and body.
const articles = articleTwinProblems();
checked += articles.checked;
problems.push(...articles.problems);

for (const problem of problems) console.error(problem);
console.log(`Spanish twins: ${checked} files checked, ${problems.length} problems`);
if (problems.length > 0) process.exitCode = 1;
