/**
 * The invented content the site ships with, for `npm run launch-check`: every `sample: true`, at any
 * depth, in src/data/business.yaml and in every YAML file and MDX front matter under src/content/.
 * Nothing here knows which keys may carry a mark, so a mark the owner sees in a new file (a review
 * platform, a claimed figure, a section of a new page) is found too. Deleting the mark, or the item,
 * takes it off the list.
 */
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { parse } from 'yaml';

/** The order an owner works through them: facts first, then reviews, people, customers' words, work, pages. */
export const sampleGroups = [
  'business facts',
  'reviews',
  'team',
  'testimonials',
  'gallery',
  'case studies',
  'pages',
] as const;
export type SampleGroup = (typeof sampleGroups)[number];

/** One marked item: its file, where in the file, what it is, and its place in the owner's order. */
export interface SampleMark {
  file: string;
  /** Keys from the file's top to the marked item; a list item is named by its `id` (or `kind`), else by its 1-based position. */
  keyPath: string;
  what: string;
  group: SampleGroup;
}

const businessFile = 'src/data/business.yaml';

/** The files that may hold marks, business.yaml first, then src/content/ sorted. */
export function markedFiles(root = '.'): string[] {
  const content = globSync('src/content/**/*.{yaml,yml,mdx}', { cwd: root })
    .map((path) => path.split('\\').join('/'))
    .sort();
  return [businessFile, ...content];
}

/** The parsed YAML of a file (an MDX file's front matter), or undefined when it has none. */
function readData(root: string, file: string): unknown {
  let text: string;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
  if (file.endsWith('.mdx')) {
    const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    return match?.[1] === undefined ? undefined : parse(match[1]);
  }
  return parse(text);
}

function groupOf(file: string, keys: readonly string[]): SampleGroup {
  if (file === businessFile) return /review/i.test(keys[0] ?? '') ? 'reviews' : 'business facts';
  const name = file.replace(/^src\/content\//, '').replace(/(^|\/)es\//, '$1');
  if (name.startsWith('team.')) return 'team';
  if (name.startsWith('testimonials.')) return 'testimonials';
  if (name.startsWith('gallery/')) return 'gallery';
  if (name.startsWith('case-studies.')) return 'case studies';
  return 'pages';
}

const nouns: Record<SampleGroup, string> = {
  'business facts': 'claimed figure',
  reviews: 'review platform',
  team: 'team member',
  testimonials: 'testimonial',
  gallery: 'gallery project',
  'case studies': 'case study',
  pages: 'section',
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** A short plain description of a marked item: "team member "Roberto Alvarez"". */
function describe(node: Record<string, unknown>, group: SampleGroup, keys: readonly string[]): string {
  const heading = node['heading'] as Record<string, unknown> | undefined;
  const label =
    text(node['name']) ??
    text(node['title']) ??
    text(heading?.['title']) ??
    text(node['badge']) ??
    text(node['eyebrow']) ??
    text(node['label']);
  const last = keys[keys.length - 1] ?? '';
  if (group === 'reviews' && node['rating'] !== undefined) {
    return `review figures of ${label ?? last}: ${text(node['rating']) ?? '?'} from ${text(node['count']) ?? '?'} reviews`;
  }
  if (group === 'business facts') {
    const value = text(node['value']);
    return value === undefined ? `invented ${last}` : `claimed figure ${last} = ${value}`;
  }
  let noun = nouns[group];
  if (group === 'pages') {
    if (last === 'card') noun = 'card on the hub page';
    else if (node['kind'] === 'hero') noun = 'top section';
  }
  return label === undefined ? `invented ${noun}` : `invented ${noun} "${label}"`;
}

/** Every `sample: true` in one parsed file, in the order it is written. */
function marksIn(data: unknown, file: string): SampleMark[] {
  const marks: SampleMark[] = [];
  const walk = (value: unknown, keys: string[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const record = item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : {};
        const name = text(record['id']) ?? text(record['kind']) ?? `#${index + 1}`;
        walk(item, [...keys, name]);
      });
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (record['sample'] === true) {
      const group = groupOf(file, keys);
      marks.push({
        file,
        keyPath: keys.length === 0 ? '(the whole file)' : keys.join('.'),
        what: describe(record, group, keys),
        group,
      });
    }
    for (const [key, child] of Object.entries(record)) {
      // `foundingYearSample: true` style marks beside a fact.
      if (key !== 'sample' && /Sample$/.test(key) && child === true) {
        const fact = key.replace(/Sample$/, '');
        marks.push({
          file,
          keyPath: [...keys, fact].join('.'),
          what: `invented ${fact} ${text(record[fact]) ?? ''}`.trim(),
          group: groupOf(file, [...keys, fact]),
        });
      }
      if (child !== null && typeof child === 'object') walk(child, [...keys, key]);
    }
  };
  walk(data, []);
  return marks;
}

/** The English file a Spanish twin belongs with, so each twin is listed right after its English file. */
function sortKey(file: string): string {
  return file.replace(/(^|\/)es\//, '$1').replace(/\.es\.(ya?ml|mdx)$/, '.$1');
}

/** Every marked item in the project, in the owner's order (by group, then file, English before Spanish). */
export function findSampleMarks(root = '.'): SampleMark[] {
  const marks = markedFiles(root).flatMap((file) => marksIn(readData(root, file), file));
  return marks
    .map((mark, index) => ({ mark, index }))
    .sort(
      (a, b) =>
        sampleGroups.indexOf(a.mark.group) - sampleGroups.indexOf(b.mark.group) ||
        sortKey(a.mark.file).localeCompare(sortKey(b.mark.file)) ||
        Number(sortKey(a.mark.file) !== a.mark.file) - Number(sortKey(b.mark.file) !== b.mark.file) ||
        a.index - b.index,
    )
    .map(({ mark }) => mark);
}

/** The launch-check lines: `<file> <key path>: <what it is>`. */
export function listSampleContent(root = '.'): string[] {
  return findSampleMarks(root).map((mark) => `${mark.file} ${mark.keyPath}: ${mark.what}`);
}
