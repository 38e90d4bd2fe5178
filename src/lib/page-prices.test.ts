/**
 * Every price a page states comes from src/content/prices.yaml (issue 37): the content files write
 * {price.name} (or <Price of="name" /> in an article's prose) and never a dollar figure of their own.
 */
import { globSync, readFileSync } from 'node:fs';

import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import { pricesSchema } from '#src/schemas/prices.ts';

const files = globSync('src/content/**/*.{yaml,mdx}').filter((path) => !path.endsWith('prices.yaml'));
const prices = pricesSchema.parse(parse(readFileSync('src/content/prices.yaml', 'utf8')));
const figureNames = Object.keys(prices.figures ?? {});

/**
 * Dollar figures that are not prices the owner sets: what one finished job cost (a gallery project's
 * `investmentRange`, a case study's `investment` and cost per sq ft), each part of that project's entry.
 */
const projectFacts = /^\s*(investmentRange|investment|value): /;

/** A file's lines that are not YAML or MDX-frontmatter comments. */
function contentLines(path: string): { line: string; number: number }[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => !/^\s*#/.test(line));
}

/** The figure names a file uses: {price.name}, {price.nameText} and <Price of="name" />. */
function namesUsed(text: string): string[] {
  return [
    ...[...text.matchAll(/\{price\.([a-zA-Z0-9]+?)(?:Text)?\}/g)].map(([, name = '']) => name),
    ...[...text.matchAll(/<Price of="([a-zA-Z0-9]+)"/g)].map(([, name = '']) => name),
  ];
}

describe('page prices', () => {
  it('no content file writes a dollar figure of its own: every price is a token of prices.yaml', () => {
    const literal = files.flatMap((path) =>
      contentLines(path)
        .filter(({ line }) => /\$\d/.test(line))
        .filter(
          ({ line }) =>
            !(path.includes('/gallery/') || path.includes('case-studies')) || !projectFacts.test(line),
        )
        .map(({ line, number }) => `${path}:${number}: ${line.trim().slice(0, 100)}`),
    );
    expect(literal).toEqual([]);
  });

  it('every token names a figure of prices.yaml, and every figure shows somewhere', () => {
    const used = new Set(files.flatMap((path) => namesUsed(readFileSync(path, 'utf8'))));
    expect([...used].filter((name) => !figureNames.includes(name))).toEqual([]);
    // searchPriceRange is the JSON-LD price range (lib/prices.ts searchPriceRange), read by code.
    expect(figureNames.filter((name) => !used.has(name) && name !== 'searchPriceRange')).toEqual([]);
  });

  it('a figure is dollars without $: one figure or a low-high range', () => {
    const parse = (figure: string) => pricesSchema.shape.figures.safeParse({ a: figure }).success;
    expect(parse('5-7')).toBe(true);
    expect(parse('0.50-1')).toBe(true);
    expect(parse('99')).toBe(true);
    expect(parse('$7')).toBe(false);
    expect(parse('7-5')).toBe(false);
    expect(parse('3,200-4,000')).toBe(false);
  });
});
