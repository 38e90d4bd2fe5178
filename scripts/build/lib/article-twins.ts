/**
 * The Spanish twins of the resource articles: each parses under the article schema and keeps the same
 * figures and shape as its English one. `readTime` is measured on each language's text, so left out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

import { figureDifferences } from '#src/lib/twin-figures.ts';
import { articleSchema } from '#src/schemas/article.ts';

function splitMdx(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: unknown = parse(match[1] ?? '');
  return {
    data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {},
    body: match[2] ?? '',
  };
}

/** The Markdown link targets of a body, in order: "[guide](/resources/x)" -> "/resources/x". */
function linkTargets(body: string): string[] {
  return [...body.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target ?? '');
}

/** The body as a reader sees it, for its figures: link targets and component names dropped. */
function bodyText(body: string): string {
  return body.replace(/\]\([^)]*\)/g, ']').replace(/<\/?[A-Z][A-Za-z]*/g, '<');
}

/** The skeleton of a body: each heading's level and each component, in order. */
function shapeOf(body: string): string[] {
  return [...body.matchAll(/^(#{2,6}) |<([A-Z][A-Za-z]*)/gm)].map(([, hashes, component]) =>
    hashes ? `h${hashes.length}` : `<${component ?? ''}>`,
  );
}

/** Frontmatter that is not words: it must be the same in both languages. */
const sameFields = ['category', 'published', 'modified', 'dateDisplay', 'image', 'order'] as const;

function relatedTargets(data: Record<string, unknown>): string[] {
  const related = Array.isArray(data['related']) ? (data['related'] as { href?: unknown }[]) : [];
  return related.map((link) => String(link.href));
}

export function articleTwinDifferences(
  englishText: string,
  spanishText: string,
  spanishPath: string,
): string[] {
  const problems: string[] = [];
  const english = splitMdx(englishText);
  const spanish = splitMdx(spanishText);
  /** "<what> <Spanish value>, the English has <English value>" when the two differ. */
  const same = (what: string, es: unknown, en: unknown): void => {
    if (JSON.stringify(es) !== JSON.stringify(en))
      problems.push(`${spanishPath}: ${what} ${JSON.stringify(es)}, the English has ${JSON.stringify(en)}`);
  };

  const parsed = articleSchema.safeParse(spanish.data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`${spanishPath} ${issue.path.join('.')}: ${issue.message}`);
  }
  for (const field of sameFields) same(`${field} is`, spanish.data[field], english.data[field]);
  same('related links', relatedTargets(spanish.data), relatedTargets(english.data));

  const { readTime: _enReadTime, ...englishWords } = english.data;
  const { readTime: _esReadTime, ...spanishWords } = spanish.data;
  for (const difference of figureDifferences(englishWords, spanishWords)) {
    problems.push(`${spanishPath} frontmatter: ${difference}`);
  }
  for (const difference of figureDifferences(bodyText(english.body), bodyText(spanish.body))) {
    problems.push(`${spanishPath} body: ${difference}`);
  }

  const englishShape = shapeOf(english.body);
  const spanishShape = shapeOf(spanish.body);
  if (JSON.stringify(spanishShape) !== JSON.stringify(englishShape)) {
    const at = englishShape.findIndex((part, index) => spanishShape[index] !== part);
    const index = at === -1 ? englishShape.length : at;
    problems.push(
      `${spanishPath}: headings and components differ from the English at item ${index + 1} (${spanishShape[index] ?? 'nothing'}, the English has ${englishShape[index] ?? 'nothing'})`,
    );
  }
  same('body links', linkTargets(spanish.body), linkTargets(english.body));
  return problems;
}

/** Every Spanish article under `folder` (src/content/articles by default) against its English one. */
export function articleTwinProblems(folder = 'src/content/articles'): {
  checked: number;
  problems: string[];
} {
  const spanishFolder = join(folder, 'es');
  if (!existsSync(spanishFolder)) return { checked: 0, problems: [] };
  const problems: string[] = [];
  let checked = 0;
  for (const file of readdirSync(spanishFolder)
    .filter((name) => name.endsWith('.mdx'))
    .sort()) {
    const spanishPath = join(spanishFolder, file);
    const englishPath = join(folder, file);
    checked += 1;
    if (!existsSync(englishPath)) {
      problems.push(`${spanishPath}: there is no English article ${englishPath} for it to translate`);
      continue;
    }
    const read = (path: string) => readFileSync(path, 'utf8');
    try {
      problems.push(...articleTwinDifferences(read(englishPath), read(spanishPath), spanishPath));
    } catch (error) {
      // A frontmatter YAML error: one line naming the file, like every other problem.
      problems.push(
        `${spanishPath}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
    }
  }
  return { checked, problems };
}
