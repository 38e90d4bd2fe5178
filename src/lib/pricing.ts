/**
 * The /pricing page's per-application price ranges as numbers. The figures are written once, as the
 * rows of the pricing page's `price-ranges` comparison block (src/content/pages/pricing.yaml); this
 * module reads them so a price estimator can compute with the same figures the page shows.
 */
import type { BlockOf, Cell } from '#src/schemas/blocks.ts';

/** The id of the pricing page block that holds the ranges. */
export const priceRangesBlockId = 'price-ranges';

/** A range of dollars per square foot, e.g. $8-12 -> { min: 8, max: 12 }. */
export interface PriceRange {
  min: number;
  max: number;
}

/** One application's standard and premium price per square foot. */
export interface ApplicationPrice {
  application: string;
  standard: PriceRange;
  premium: PriceRange;
}

/** Reads "$8-12 per sq ft" (or "$8 - $12") as { min: 8, max: 12 }; throws on anything else. */
export function parsePriceRange(cell: Cell): PriceRange {
  const match = typeof cell === 'string' ? /^\$(\d+(?:\.\d+)?)\s*-\s*\$?(\d+(?:\.\d+)?)\b/.exec(cell) : null;
  if (!match) throw new Error(`"${String(cell)}" is not a price range like "$8-12 per sq ft"`);
  const range = { min: Number(match[1]), max: Number(match[2]) };
  if (range.min > range.max) throw new Error(`"${String(cell)}" has its low figure above its high one`);
  return range;
}

/**
 * The price table of the pricing page: one entry per row of the block, the first cell read as the
 * standard range and the second as the premium range.
 */
export function readPriceTable(block: BlockOf<'comparison'>): ApplicationPrice[] {
  return block.rows.map((row) => ({
    application: row.label,
    standard: parsePriceRange(row.cells[0] ?? ''),
    premium: parsePriceRange(row.cells[1] ?? ''),
  }));
}
