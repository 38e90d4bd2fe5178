/** The Spanish glossary (src/content/es/GLOSSARY.md) as data, and the search for its "do not use" terms. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { findBadRanges } from '#src/lib/spanish-ranges.ts';

export const glossaryFile = 'src/content/es/GLOSSARY.md';

export interface GlossaryRow {
  /** The terms to write (the bold words of the first column). */
  preferred: string[];
  /** The terms a Spanish file must not contain (the backticked words of the second column). */
  avoid: string[];
  line: number;
}

/** The glossary's "Allowed phrases": uses of a "do not use" term that mean another thing ("el primer día"). */
export function allowedPhrases(markdown: string): string[] {
  const section = markdown.split(/^## Allowed phrases\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...section.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? '').trim()).filter(Boolean);
}

export function parseGlossary(markdown: string): GlossaryRow[] {
  const rows: GlossaryRow[] = [];
  markdown.split('\n').forEach((text, index) => {
    const cells = text.trim().startsWith('|') ? text.split('|').slice(1, -1) : [];
    if (cells.length < 3) return;
    const [termCell = '', avoidCell = ''] = cells;
    const avoid = [...avoidCell.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? '').trim()).filter(Boolean);
    if (avoid.length === 0) return;
    const preferred = [...termCell.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => (m[1] ?? '').trim());
    rows.push({ preferred, avoid, line: index + 1 });
  });
  return rows;
}

/** A term's words escaped for a RegExp, any run of spaces between them. */
const spaced = (term: string): string => term.split(/\s+/).map(RegExp.escape).join('\\s+');

/** A whole-word, case-insensitive pattern for a term. */
function termPattern(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])${spaced(term)}(?![\\p{L}\\p{N}])`, 'giu');
}

export interface GlossaryHit {
  file: string;
  line: number;
  term: string;
  /** The preferred terms of its row. */
  preferred: string[];
  text: string;
}

/** The "do not use" terms in a text, by line; a term in parentheses after a preferred term is a gloss. */
export function findAvoidedTerms(
  text: string,
  file: string,
  rows: readonly GlossaryRow[],
  allowed: readonly string[] = [],
): GlossaryHit[] {
  const hits: GlossaryHit[] = [];
  const allowedPatterns = allowed.map(termPattern);
  // Values of identifier keys (`icon: warehouse`) are names in code, not words a visitor reads.
  const lines = text
    .split('\n')
    .map((line) =>
      /^\s*-?\s*(?:icon|kind|id|href|image|category|tone|pages):/.test(line)
        ? ''
        : allowedPatterns.reduce((masked, pattern) => masked.replace(pattern, ' '), line),
    );
  for (const row of rows) {
    const glosses = row.preferred.map((preferred) => new RegExp(`${spaced(preferred)}\\s*\\(\\s*$`, 'iu'));
    for (const term of row.avoid) {
      const pattern = termPattern(term);
      lines.forEach((content, index) => {
        for (const match of content.matchAll(pattern)) {
          const before = content.slice(0, match.index);
          const after = content.slice(match.index + match[0].length);
          const isGloss = /^\s*\)/.test(after) && glosses.some((gloss) => gloss.test(before));
          if (isGloss) continue;
          hits.push({ file, line: index + 1, term, preferred: row.preferred, text: content.trim() });
        }
      });
    }
  }
  return hits.sort((a, b) => a.line - b.line);
}

export interface RangeFinding {
  file: string;
  line: number;
  range: string;
  rule: string;
  text: string;
}

/** A Spanish file's ranges against the range rule; comments are notes to the editor, not copy. */
export function findBadRangesIn(text: string, file: string): RangeFinding[] {
  const isYaml = /\.ya?ml$/.test(file);
  const isCode = /\.ts$/.test(file);
  return text.split('\n').flatMap((content, index) => {
    const trimmed = content.trim();
    if ((isYaml && trimmed.startsWith('#')) || (isCode && /^(\/\/|\/?\*)/.test(trimmed))) return [];
    return findBadRanges(content).map((hit) => ({
      file,
      line: index + 1,
      range: hit.text.trim(),
      rule: hit.rule,
      text: trimmed,
    }));
  });
}

/** A TypeScript data file's `es: '...'` strings, the rest blanked to keep line numbers; ui/es.ts read whole. */
export function spanishStrings(source: string): string {
  const kept = source.split('\n').map(() => '');
  const pattern = /\bes:\s*(['"`])((?:\\.|(?!\1)[\s\S])*)\1/g;
  for (const match of source.matchAll(pattern)) {
    const startLine = source.slice(0, match.index).split('\n').length - 1;
    (match[2] ?? '').split('\n').forEach((part, offset) => {
      kept[startLine + offset] = `${kept[startLine + offset] ?? ''} ${part}`;
    });
  }
  return kept.join('\n');
}

function walk(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export function spanishFiles(root: string): { file: string; text: string }[] {
  const content = join(root, 'src/content');
  // Spanish copy sits in es/ folders, but the gallery's, beside the English as index.es.yaml; the glossary aside.
  const isSpanishCopy = (path: string): boolean =>
    (relative(content, path).split(/[\\/]/).includes('es') || path.endsWith('/index.es.yaml')) &&
    /\.(ya?ml|mdx?|json)$/.test(path) &&
    relative(root, path) !== glossaryFile;
  const files = walk(content)
    .filter(isSpanishCopy)
    .map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
  const data = join(root, 'src/data');
  const whole = join(data, 'ui/es.ts');
  files.push({ file: relative(root, whole), text: readFileSync(whole, 'utf8') });
  for (const path of walk(data).filter((p) => /(?<!\.test)\.ts$/.test(p) && !p.includes('/ui/'))) {
    const text = spanishStrings(readFileSync(path, 'utf8'));
    if (text.trim()) files.push({ file: relative(root, path), text });
  }
  return files.sort((a, b) => a.file.localeCompare(b.file));
}
