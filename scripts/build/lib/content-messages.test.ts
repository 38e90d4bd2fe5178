import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { checked } from '#src/lib/content-checks.ts';
import { contentKinds } from '#src/schemas/content-manifest.ts';

import { closest, issueLine, missingTwins, ownerKeyPath } from './content-messages.ts';

/** The key path of the first number in a tree, and the tree with it replaced. */
function firstNumber(tree: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof tree === 'number') return path;
  if (tree === null || typeof tree !== 'object') return undefined;
  for (const [key, child] of Object.entries(tree)) {
    const found = firstNumber(child, [...path, Array.isArray(tree) ? Number(key) : key]);
    if (found) return found;
  }
  return undefined;
}

function setIn(tree: unknown, path: readonly (string | number)[], value: unknown): void {
  let node = tree as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] ?? ''] = value;
}

describe('issueLine', () => {
  it('names the file, the key and the value of a price written with $, and says to write the number', () => {
    const prices = parse(readFileSync('src/content/prices.yaml', 'utf8')) as unknown;
    const path = firstNumber(prices) ?? [];
    const number = String(
      path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], prices),
    );
    setIn(prices, path, `$${number}`);
    const result = checked(contentKinds.prices.schema).safeParse(prices);
    expect(result.success).toBe(false);
    const lines = result.success
      ? []
      : result.error.issues.map((issue) => issueLine('src/content/prices.yaml', prices, issue));
    expect(lines).toEqual([
      `src/content/prices.yaml ${ownerKeyPath(prices, path)} "$${number}": write ${number}, without $`,
    ]);
  });

  it('says a missing key is missing, and names list items by id or kind, else from 1', () => {
    const data = { blocks: [{ kind: 'hero' }, { kind: 'stats', items: [{ value: 'x' }, {}] }] };
    expect(ownerKeyPath(data, ['blocks', 1, 'items', 1, 'label'])).toBe('blocks.stats.items.2.label');
    const line = issueLine('f.yaml', data, {
      code: 'invalid_type',
      expected: 'string',
      path: ['blocks', 1, 'items', 1, 'label'],
      message: 'Invalid input',
    });
    expect(line).toBe('f.yaml blocks.stats.items.2.label: missing: add label: with a value');
  });

  it('suggests the closest allowed value', () => {
    expect(closest('hamer', ['hammer', 'home', 'house'])).toBe('hammer');
    expect(closest('zzzzzz', ['hammer', 'home'])).toBeUndefined();
    const line = issueLine(
      'f.yaml',
      { icon: 'hous' },
      {
        code: 'invalid_value',
        values: ['house', 'users'],
        path: ['icon'],
        message: 'Invalid option',
      },
    );
    expect(line).toBe('f.yaml icon "hous": did you mean house? (one of house, users)');
  });
});

describe('missingTwins', () => {
  const root = mkdtempSync(join(tmpdir(), 'twins-'));
  cpSync('src/content', join(root, 'src/content'), { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('finds none in the shipped content, and one line per file once a twin is deleted', () => {
    expect(missingTwins()).toEqual([]);
    const english = `${contentKinds.pages.folder}/warranty.yaml`;
    rmSync(join(root, contentKinds.pages.folder, 'es/warranty.yaml'));
    rmSync(join(root, 'src/content/es/team.yaml'));
    expect(missingTwins(root)).toEqual([
      `${english} has no Spanish twin: add ${contentKinds.pages.folder}/es/warranty.yaml (copy the English file and translate it)`,
      'src/content/team.yaml has no Spanish twin: add src/content/es/team.yaml (copy the English file and translate it)',
    ]);
  });
});
