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

const bounded = (source: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])${source}(?![\\p{L}\\p{N}])`, 'giu');

/** A whole-word, case-insensitive pattern for a term, exactly as written (the allowed phrases). */
function termPattern(term: string): RegExp {
  return bounded(spaced(term));
}

/** Prepositions and conjunctions: a term keeps them as written. */
const fixedWords = new Set(
  'a al ante bajo con contra de del desde en entre hacia hasta para por según sin sobre tras y e o u ni que se le lo'.split(
    ' ',
  ),
);

/** Articles: any of a set stands for the others ("hicimos el desbaste", "los desbastes"). */
const articles = [
  ['el', 'la', 'los', 'las'],
  ['un', 'una', 'unos', 'unas'],
];

/** Every form of a regular verb but its participle, which is an adjective of its own ("pulido"). */
function conjugate(infinitive: string): string[] {
  const stem = infinitive.slice(0, -2);
  const ar = infinitive.endsWith('ar');
  const ir = infinitive.endsWith('ir');
  const endings = ar
    ? ['o', 'as', 'a', 'amos', 'an', 'é', 'aste', 'ó', 'aron', 'aba', 'abas', 'ábamos', 'aban'].concat([
        'e',
        'es',
        'emos',
        'en',
        'ara',
        'aras',
        'áramos',
        'aran',
        'ando',
      ])
    : [
        'o',
        'es',
        'e',
        ir ? 'imos' : 'emos',
        'en',
        'í',
        'iste',
        'ió',
        'imos',
        'ieron',
        'ía',
        'ías',
        'íamos',
      ].concat(['ían', 'a', 'as', 'amos', 'an', 'iera', 'ieras', 'iéramos', 'ieran', 'iendo']);
  const future = ['é', 'ás', 'á', 'emos', 'án', 'ía', 'ías', 'íamos', 'ían'].map((end) => infinitive + end);
  return [infinitive, ...endings.map((end) => stem + end), ...future];
}

/** Accents aside: "salon" and "salón", "vacie" and "vacíe" are one spelling to the search; "ñ" is a letter of its own. */
const bare = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/[\u0301\u0308]/gu, '')
    .normalize('NFC');

/** Forms of those verbs that are also adjectives a page may need ("una franja amarilla"). */
const adjectives = new Set(['amarillo', 'amarilla', 'amarillas']);

/**
 * The verbs the glossary's terms are built on, by every form but the participle: a term written with one
 * form ("hacemos el desbaste", "pulimos") stands for every tense and person ("hicimos el desbaste", "pulieron").
 */
const verbs: string[][] = [
  ['hacer', 'hago', 'haces', 'hace', 'hacemos', 'hacen', 'hice', 'hiciste', 'hizo', 'hicimos', 'hicieron']
    .concat(['hacía', 'hacías', 'hacíamos', 'hacían', 'haré', 'harás', 'hará', 'haremos', 'harán', 'haría'])
    .concat(['haríamos', 'harían', 'haga', 'hagas', 'hagamos', 'hagan', 'hiciera', 'hicieras', 'hiciéramos'])
    .concat(['hicieran', 'haz', 'haciendo', 'hecho']),
  ...['pulir', 'abrir', 'amarillar', 'parquear', 'lavar', 'tratar', 'vaciar'].map(conjugate),
].map((forms) => forms.filter((form) => !adjectives.has(bare(form))));

const vowelClass: Record<string, string> = { a: '[aá]', e: '[eé]', i: '[ií]', o: '[oó]', u: '[uúü]' };

/** A word's pattern, any vowel with or without its accent. */
const accentFree = (word: string): string => [...bare(word)].map((ch) => vowelClass[ch] ?? ch).join('');

/** A noun's or an adjective's forms: singular and plural, masculine and feminine. */
function nounForms(word: string): string[] {
  const forms = new Set([word]);
  if (word.length > 3 && word.endsWith('s')) {
    forms.add(word.slice(0, -1));
    if (word.endsWith('es')) forms.add(word.slice(0, -2));
  } else if (/[aeiouáéíóú]$/.test(word)) {
    forms.add(`${word}s`);
  } else if (word.endsWith('z')) {
    forms.add(`${word.slice(0, -1)}ces`);
  } else {
    forms.add(`${word}es`).add(`${word}s`);
  }
  for (const form of [...forms]) {
    const gender = /^(.*)([oa])(s?)$/.exec(form);
    if (gender) forms.add(`${gender[1]}${gender[2] === 'o' ? 'a' : 'o'}${gender[3]}`);
  }
  return [...forms];
}

/** Every form a word of a term stands for. */
function wordForms(word: string): string[] {
  const lower = word.toLowerCase();
  if (!/^\p{L}+$/u.test(lower) || fixedWords.has(lower)) return [lower];
  const set = articles.find((forms) => forms.includes(lower));
  if (set) return set;
  const verb = verbs.find((forms) => forms.some((form) => bare(form) === bare(lower)));
  return [...new Set([...nounForms(lower), ...(verb ?? [])])];
}

const inflectedCache = new Map<string, RegExp>();

/**
 * A whole-word, case-insensitive pattern for a term in every inflection: number and gender of each word,
 * every tense and person of a verb it is built on, any article, with or without accents.
 */
function inflectedPattern(term: string): RegExp {
  let pattern = inflectedCache.get(term);
  if (!pattern) {
    const words = term.split(/\s+/).map((word) => {
      const forms = wordForms(word).map((form) =>
        /^\p{L}+$/u.test(form) ? accentFree(form) : RegExp.escape(form),
      );
      // The longest first, so "desbastes" is matched whole and not as "desbaste".
      return `(?:${[...new Set(forms)].sort((a, b) => b.length - a.length).join('|')})`;
    });
    pattern = bounded(words.join('\\s+'));
    inflectedCache.set(term, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
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
  const seen = new Map<string, GlossaryHit>();
  const allowedPatterns = allowed.map(termPattern);
  // Values of identifier keys (`icon: warehouse`) are names in code, not words a visitor reads.
  const lines = text
    .split('\n')
    .map((line) =>
      /^\s*-?\s*(?:icon|kind|id|href|image|category|tone|pages):/.test(line)
        ? ''
        : allowedPatterns.reduce((masked, pattern) => masked.replace(pattern, ' '), line),
    );
  const joined = lines.join('\n');
  for (const row of rows) {
    let glosses: RegExp[] | undefined;
    for (const term of row.avoid) {
      // Most terms are in no line of a file: one search of the whole text rules them out (a match in
      // a line is a match in the lines joined, so none is missed).
      if (!inflectedPattern(term).test(joined)) continue;
      const rowGlosses = (glosses ??= row.preferred.map(
        (preferred) => new RegExp(`${inflectedPattern(preferred).source}\\s*\\(\\s*$`, 'iu'),
      ));
      // A gloss is for a reader who meets the word for the first time: once a file.
      let glossed = false;
      lines.forEach((content, index) => {
        for (const match of content.matchAll(inflectedPattern(term))) {
          const before = content.slice(0, match.index);
          const after = content.slice(match.index + match[0].length);
          const isGloss = /^\s*\)/.test(after) && rowGlosses.some((gloss) => gloss.test(before));
          if (isGloss && !glossed) {
            glossed = true;
            continue;
          }
          // One hit a place: "warehouse" and "warehouses" both match "warehouses"; the term as written wins.
          const key = `${index}:${match.index}`;
          const earlier = seen.get(key);
          const exact = match[0].toLowerCase() === term.toLowerCase();
          if (earlier && !exact) continue;
          const hit = { file, line: index + 1, term, preferred: row.preferred, text: content.trim() };
          if (earlier) hits.splice(hits.indexOf(earlier), 1, hit);
          else hits.push(hit);
          seen.set(key, hit);
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

/** The Spanish values of a YAML file (each `es:` line: the tagline, the review platforms' lines), on their own lines. */
function spanishYamlLines(source: string): string {
  return source
    .split('\n')
    .map((line) => /^\s*es:\s*(.*)$/.exec(line)?.[1] ?? '')
    .join('\n');
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
  const facts = join(data, 'business.yaml');
  files.push({ file: relative(root, facts), text: spanishYamlLines(readFileSync(facts, 'utf8')) });
  for (const path of walk(data).filter((p) => /(?<!\.test)\.ts$/.test(p) && !p.includes('/ui/'))) {
    const text = spanishStrings(readFileSync(path, 'utf8'));
    if (text.trim()) files.push({ file: relative(root, path), text });
  }
  return files.sort((a, b) => a.file.localeCompare(b.file));
}
