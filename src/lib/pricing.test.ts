import { readFileSync } from 'node:fs';

import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import type { BlockOf } from '#src/schemas/blocks.ts';
import { pageSchema } from '#src/schemas/page.ts';
import { parsePriceRange, priceRangesBlockId, readPriceTable } from './pricing.ts';

describe('parsePriceRange', () => {
  it('reads dollar ranges per square foot', () => {
    expect(parsePriceRange('$8-12 per sq ft')).toEqual({ min: 8, max: 12 });
    expect(parsePriceRange('$6 - $10')).toEqual({ min: 6, max: 10 });
  });

  it('refuses text that is not a range', () => {
    expect(() => parsePriceRange('Quoted after inspection')).toThrow();
    expect(() => parsePriceRange(true)).toThrow();
    expect(() => parsePriceRange('$12-8')).toThrow();
  });
});

describe('the pricing page price table', () => {
  const page = pageSchema.parse(parse(readFileSync('src/content/pages/pricing.yaml', 'utf8')));
  const block = page.blocks.find(
    (b): b is BlockOf<'comparison'> => b.kind === 'comparison' && b.id === priceRangesBlockId,
  );

  it('holds the spec figures per application, standard then premium', () => {
    expect(block).toBeDefined();
    expect(readPriceTable(block!)).toEqual([
      { application: 'Garage floors', standard: { min: 8, max: 12 }, premium: { min: 12, max: 18 } },
      { application: 'Commercial floors', standard: { min: 9, max: 15 }, premium: { min: 15, max: 25 } },
      { application: 'Metallic epoxy', standard: { min: 12, max: 18 }, premium: { min: 18, max: 30 } },
      { application: 'Pool decks', standard: { min: 10, max: 15 }, premium: { min: 15, max: 22 } },
      { application: 'Warehouse & industrial', standard: { min: 6, max: 10 }, premium: { min: 10, max: 18 } },
    ]);
  });
});
