/**
 * Content problems in words an owner can act on: the file, the key (a list item named by its `id`
 * or `kind`, else by its position counted from 1), the value as written, and a plain hint
 * ("write 7, without $"). Used by scripts/build/check-twins.ts before the site is built.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { contentFiles } from '#src/lib/content-files.ts';
import { contentKinds, kindNames, spanishFileOf, type ContentKind } from '#src/schemas/content-manifest.ts';

/** The parts of a zod issue this reads (zod 4's issue shapes). */
interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: unknown;
  values?: readonly unknown[];
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  keys?: readonly string[];
}

function at(data: unknown, path: readonly PropertyKey[]): { found: boolean; value: unknown } {
  let value: unknown = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !(String(key) in value))
      return { found: false, value: undefined };
    value = (value as Record<string, unknown>)[String(key)];
  }
  return { found: true, value };
}

/** A key path as an owner finds it in the file: "blocks.hero.items.2.value", list items by id or kind, else from 1. */
export function ownerKeyPath(data: unknown, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let value: unknown = data;
  for (const key of path) {
    if (Array.isArray(value) && typeof key === 'number') {
      const item = value[key] as Record<string, unknown> | undefined;
      const name = item && typeof item === 'object' ? (item['id'] ?? item['kind']) : undefined;
      parts.push(typeof name === 'string' ? name : String(key + 1));
    } else parts.push(String(key));
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<string, unknown>)[String(key)]
        : undefined;
  }
  return parts.join('.');
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** The closest of `options` to `value`, when it is close enough to be a slip. */
export function closest(value: string, options: readonly string[]): string | undefined {
  const ranked = options
    .map((option) => ({ option, d: distance(value.toLowerCase(), option.toLowerCase()) }))
    .sort((a, b) => a.d - b.d);
  const best = ranked[0];
  return best && best.d <= Math.max(2, Math.floor(value.length / 3)) ? best.option : undefined;
}

/** What to write instead, for a value the schema refused. */
function hintFor(issue: IssueLike, found: boolean, value: unknown): string {
  const key = String(issue.path[issue.path.length - 1] ?? 'it');
  if (issue.code === 'invalid_type') {
    if (!found || value === undefined || value === null) return `missing: add ${key}: with a value`;
    if (issue.expected === 'number' && typeof value === 'string') {
      const digits = value.replace(/[$,\s]/g, '');
      if (/^-?\d+(\.\d+)?$/.test(digits)) {
        const without = [
          value.includes('$') && '$',
          value.includes(',') && 'commas',
          /\s/.test(value) && 'spaces',
        ]
          .filter(Boolean)
          .join(' or ');
        return `write ${digits}, without ${without || 'quotes'}`;
      }
      return 'write a plain number, such as 7';
    }
    if (issue.expected === 'boolean') return 'write true or false';
    if (issue.expected === 'string') return 'write text here';
    if (issue.expected === 'array') return `write a list: each item on its own line starting with "- "`;
    if (issue.expected === 'object') return 'write the keys it needs, indented under it';
    return `expected ${String(issue.expected)}`;
  }
  if (issue.code === 'invalid_value' && issue.values) {
    const options = issue.values.map(String);
    const guess = typeof value === 'string' ? closest(value, options) : undefined;
    const list = options.length > 12 ? `${options.slice(0, 12).join(', ')}...` : options.join(', ');
    return guess ? `did you mean ${guess}? (one of ${list})` : `write one of ${list}`;
  }
  if (issue.code === 'too_small' && issue.origin === 'string') return 'it is empty: write the text';
  if (issue.code === 'too_small' && issue.origin === 'array')
    return `the list needs at least ${String(issue.minimum)} item(s)`;
  if (issue.code === 'too_small' && issue.origin === 'number')
    return `write ${String(issue.minimum)} or more`;
  if (issue.code === 'too_big' && issue.origin === 'string')
    return `it is ${typeof value === 'string' ? value.length : '?'} characters: keep it to ${String(issue.maximum)}`;
  if (issue.code === 'too_big' && issue.origin === 'array')
    return `the list holds at most ${String(issue.maximum)} item(s)`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `write ${String(issue.maximum)} or less`;
  if (issue.code === 'unrecognized_keys' && issue.keys)
    return `remove ${issue.keys.join(', ')} (a key it does not know)`;
  return issue.message;
}

/** One line for one schema problem: `<file> <key path> <value>: <hint>`. */
export function issueLine(where: string, data: unknown, issue: IssueLike): string {
  const { found, value } = at(data, issue.path);
  const keyPath = issue.path.length > 0 ? ` ${ownerKeyPath(data, issue.path)}` : '';
  const shown =
    found && value !== undefined && (typeof value !== 'object' || value === null)
      ? ` ${JSON.stringify(value)}`
      : '';
  const hint = hintFor(issue, found, value);
  // A custom check's own sentence already says what to do; the value still helps find the line.
  return `${where}${keyPath}${shown}: ${hint}`;
}

/**
 * Every content file whose twin in the other language is missing, one line each, English first:
 * every kind that has Spanish files keeps each page in both (the Spanish hubs list every page and a
 * Spanish page links only to Spanish pages).
 */
export function missingTwins(root = '.'): string[] {
  const lines: string[] = [];
  for (const kind of kindNames) {
    const spec: ContentKind = contentKinds[kind];
    if (spec.spanish === 'none') continue;
    for (const file of contentFiles(kind, root)) {
      if (file.locale !== 'en') continue;
      const twin = spanishFileOf(file.path, spec.spanish);
      if (!existsSync(join(root, twin)))
        lines.push(`${file.path} has no Spanish twin: add ${twin} (copy the English file and translate it)`);
    }
  }
  return lines;
}
