import { readFileSync } from 'node:fs';

import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import { ui } from '#src/data/ui.ts';
import { pricesSchema, type Prices } from '#src/schemas/prices.ts';
import { specPrices } from '#src/test/spec-prices.ts';
import {
  searchPriceRange,
  formatDayRange,
  formatDollarRange,
  formatPercentRange,
  priceNoteTokens,
  priceTableRows,
  priceTokens,
} from './prices.ts';

const words = ui.en.priceFigures;

/** Figures for these tests (the spec's): the owner's file, src/content/prices.yaml, may change. */
const prices: Prices = specPrices;

describe('the price data', () => {
  it('in src/content/prices.yaml passes its schema: every application, ranges low to high', () => {
    expect(pricesSchema.safeParse(parse(readFileSync('src/content/prices.yaml', 'utf8'))).success).toBe(true);
  });

  it('refuses a missing application, a reversed range and premium below standard', () => {
    const { garage, ...withoutGarage } = prices.applications;
    expect(pricesSchema.safeParse({ ...prices, applications: withoutGarage }).success).toBe(false);
    const reversed = { ...garage, standard: { min: 12, max: 8 } };
    expect(
      pricesSchema.safeParse({ ...prices, applications: { ...prices.applications, garage: reversed } })
        .success,
    ).toBe(false);
    const cheapPremium = { ...garage, premium: { min: 5, max: 9 } };
    expect(
      pricesSchema.safeParse({ ...prices, applications: { ...prices.applications, garage: cheapPremium } })
        .success,
    ).toBe(false);
    const halfDay = { ...garage, installDays: { min: 1.5, max: 3 } };
    expect(
      pricesSchema.safeParse({ ...prices, applications: { ...prices.applications, garage: halfDay } })
        .success,
    ).toBe(false);
  });
});

describe('price figures in English', () => {
  it('write dollar ranges as the spec does, with cents only when a price has them', () => {
    expect(formatDollarRange({ min: 8, max: 12 }, 'en-US', words)).toBe('$8-12');
    expect(formatDollarRange({ min: 8.5, max: 12 }, 'en-US', words)).toBe('$8.50-12');
    expect(formatDollarRange({ min: 9, max: 9 }, 'en-US', words)).toBe('$9');
  });

  it('write days and percents', () => {
    expect(formatDayRange({ min: 2, max: 3 }, 'en-US', words)).toBe('2-3 days');
    expect(formatDayRange({ min: 1, max: 1 }, 'en-US', words)).toBe('1 day');
    expect(formatDayRange({ min: 5, max: 5 }, 'en-US', words)).toBe('5 days');
    expect(formatPercentRange({ min: 15, max: 30 }, 'en-US', words)).toBe('15-30%');
    expect(formatPercentRange({ min: 20, max: 20 }, 'en-US', words)).toBe('20%');
    expect(priceNoteTokens(prices, 'en-US', words)).toEqual({ rushPremium: '15-30%' });
  });

  it('give copy a token per application and figure, named after the application', () => {
    const tokens = priceTokens(prices, 'en-US', words);
    expect(tokens).toMatchObject({
      garageStandard: '$8-12',
      garagePremium: '$12-18',
      garageDays: '2-3 days',
      poolDeckStandard: '$10-15',
      poolDeckPremium: '$15-22',
      industrialDays: '7-14 days',
      rushPremium: '15-30%',
    });
    expect(Object.keys(tokens)).toHaveLength(5 * 3 + 1);
  });
});

describe('price figures in Spanish', () => {
  const es = ui.es.priceFigures;

  it('keep the compact form with an en dash where a table cell or a label shows them', () => {
    expect(formatDollarRange({ min: 8, max: 12 }, 'es-US', es)).toBe('$8–12');
    expect(formatDayRange({ min: 2, max: 3 }, 'es-US', es)).toBe('2–3 días');
    expect(formatPercentRange({ min: 15, max: 30 }, 'es-US', es)).toBe('15–30%');
  });

  it('word a range inside a sentence, the currency sign on both figures', () => {
    expect(formatDollarRange({ min: 8, max: 12 }, 'es-US', es, 'prose')).toBe('de $8 a $12');
    expect(formatDayRange({ min: 2, max: 3 }, 'es-US', es, 'prose')).toBe('de 2 a 3 días');
    expect(formatPercentRange({ min: 15, max: 30 }, 'es-US', es, 'prose')).toBe('del 15 al 30%');
    expect(formatPercentRange({ min: 20, max: 20 }, 'es-US', es, 'prose')).toBe('del 20%');
    expect(formatDollarRange({ min: 9, max: 9 }, 'es-US', es, 'prose')).toBe('$9');
  });

  it('give Spanish copy its tokens worded for a sentence, English copy the compact figures', () => {
    expect(priceTokens(prices, 'es-US', es)).toMatchObject({
      garageStandard: 'de $8 a $12',
      industrialDays: 'de 7 a 14 días',
      rushPremium: 'del 15 al 30%',
    });
    expect(priceTokens(prices, 'en-US', words)).toMatchObject({ garageStandard: '$8-12' });
  });

  it('fill the table rows with the figures of each row’s application', () => {
    expect(
      priceTableRows(
        [
          { application: 'industrial', label: 'Warehouse', bestFor: 'Plants' },
          { application: 'garage', label: 'Garage', bestFor: 'Homes' },
        ],
        prices,
        'en-US',
        words,
      ),
    ).toEqual([
      { label: 'Warehouse', cells: ['$6-10', '$10-18', '7-14 days', 'Plants'] },
      { label: 'Garage', cells: ['$8-12', '$12-18', '2-3 days', 'Homes'] },
    ]);
  });
});

describe('the price range search engines read (JSON-LD priceRange)', () => {
  it('is prices.yaml’s searchPriceRange figure, per square foot, in the page’s language; none without it', () => {
    const withRange: Prices = { ...specPrices, figures: { searchPriceRange: { min: 8, max: 18 } } };
    expect(searchPriceRange(withRange, 'en-US', ui.en)).toBe('$8-18 per sq ft');
    expect(searchPriceRange(withRange, 'es-US', ui.es)).toMatch(/^\$8.18 por pie²$/);
    expect(searchPriceRange({ ...specPrices, figures: {} }, 'en-US', ui.en)).toBeUndefined();
  });
});
