/**
 * The price figures (src/content/prices.yaml) as visitors read them: "$8-12", "2-3 days", "15-30%",
 * formatted for a locale with Intl and worded with the interface strings of src/data/ui.ts, so the
 * English and Spanish tables and the estimator show the same numbers from the same data.
 */
import type { UiStrings } from '#src/data/ui.ts';
import type { Row } from '#src/schemas/blocks.ts';
import type { ApplicationId } from '#src/schemas/applications.ts';
import type { ApplicationPrice, PageFigure, Prices, Range } from '#src/schemas/prices.ts';

import { format, plural } from './format.ts';

/** The words the price figures are written with (ui.<locale>.priceFigures). */
export type PriceFigureWords = UiStrings['priceFigures'];

/** Whole dollars stay whole ("$8"), cents show when a price has them ("$8.50"). */
function dollars(value: number, locale: string, currency: boolean): string {
  return new Intl.NumberFormat(locale, {
    ...(currency ? { style: 'currency', currency: 'USD' } : {}),
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}

function plain(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/**
 * Where a figure stands: `compact` in a table cell, a price card or a label ("$8-12", Spanish
 * "$8–12"); `prose` inside a sentence, where Spanish words the range ("de $8 a $12", "del 15 al 30%").
 */
export type FigureStyle = 'compact' | 'prose';

/** A dollar range per square foot: "$8-12" (the currency sign once, as the spec writes it). */
export function formatDollarRange(
  range: Range,
  locale: string,
  words: PriceFigureWords,
  style: FigureStyle = 'compact',
): string {
  if (range.min === range.max) return dollars(range.min, locale, true);
  const prose = style === 'prose';
  return format(prose ? words.prose.range : words.range, {
    min: dollars(range.min, locale, true),
    max: dollars(range.max, locale, prose && words.prose.currencyOnBoth),
  });
}

/** Working days: "2-3 days", or "1 day" / "5 days" for a single figure. */
export function formatDayRange(
  range: Range,
  locale: string,
  words: PriceFigureWords,
  style: FigureStyle = 'compact',
): string {
  if (range.min === range.max)
    return plural(range.min, words.days, locale, { count: plain(range.min, locale) });
  const template = style === 'prose' ? words.prose.daysRange : words.days.range;
  return format(template, { min: plain(range.min, locale), max: plain(range.max, locale) });
}

/** A percent range: "15-30%". */
export function formatPercentRange(
  range: Range,
  locale: string,
  words: PriceFigureWords,
  style: FigureStyle = 'compact',
): string {
  const min = plain(range.min, locale);
  const max = plain(range.max, locale);
  if (style === 'prose')
    return range.min === range.max
      ? format(words.prose.percent, { value: min })
      : format(words.prose.percentRange, { min, max });
  const span = range.min === range.max ? min : format(words.range, { min, max });
  return format(words.percent, { value: span });
}

/** One row of the price table as its page file words it. */
export interface PriceTableRowWords {
  application: ApplicationId;
  label: string;
  bestFor: string;
}

/**
 * The price table's rows: the page's words (label, best for) with the figures of its application
 * from the price data: standard, premium, install time, best for.
 */
export function priceTableRows(
  rows: readonly PriceTableRowWords[],
  prices: Prices,
  locale: string,
  words: PriceFigureWords,
): Row[] {
  return rows.map((row) => {
    const price = prices.applications[row.application];
    return {
      label: row.label,
      cells: [
        formatDollarRange(price.standard, locale, words),
        formatDollarRange(price.premium, locale, words),
        formatDayRange(price.installDays, locale, words),
        row.bestFor,
      ],
    };
  });
}

/**
 * The rush premium as a sentence writes it: {rushPremium} becomes "15-30%" in English, "del 15 al
 * 30%" in Spanish (so Spanish copy writes "un recargo {rushPremium}", without its own "del").
 */
export function priceNoteTokens(
  prices: Prices,
  locale: string,
  words: PriceFigureWords,
): Record<string, string> {
  return { rushPremium: formatPercentRange(prices.rushPremiumPercent, locale, words, 'prose') };
}

/** A page's own price (prices.yaml `figures`): "$99", or a range like formatDollarRange's. */
function formatPageFigure(
  figure: PageFigure,
  locale: string,
  words: PriceFigureWords,
  style: FigureStyle = 'compact',
): string {
  return typeof figure === 'number'
    ? dollars(figure, locale, true)
    : formatDollarRange(figure, locale, words, style);
}

/**
 * The page prices of prices.yaml (`figures`) as tokens: {price.garageBasic} as a card, a table cell
 * or a label writes it ("$5-7", Spanish "$5–7") and {price.garageBasicText} as a sentence words it
 * ("$5-7", Spanish "de $5 a $7": Spanish copy writes "cuesta {price.garageBasicText}", never "de …").
 */
function pageFigureTokens(prices: Prices, locale: string, words: PriceFigureWords): Record<string, string> {
  return Object.fromEntries(
    Object.entries(prices.figures ?? {}).flatMap(([name, figure]) => [
      [`price.${name}`, formatPageFigure(figure, locale, words)],
      [`price.${name}Text`, formatPageFigure(figure, locale, words, 'prose')],
    ]),
  );
}

/**
 * The business's price range for search engines (the JSON-LD priceRange), from prices.yaml's
 * `searchPriceRange` figure: "$8-18 per sq ft"; none when the owner removes the figure.
 */
export function searchPriceRange(prices: Prices, locale: string, words: UiStrings): string | undefined {
  const figure = prices.figures?.['searchPriceRange'];
  if (figure === undefined) return undefined;
  return format(words.searchPriceRange, { range: formatPageFigure(figure, locale, words.priceFigures) });
}

/** An application id as a token name: "pool-deck" -> "poolDeck". */
function tokenName(id: ApplicationId): string {
  return id.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * The price figures as tokens copy may write, so a figure the owner changes lives once: per
 * application {garageStandard} "$8-12", {garagePremium} "$12-18" and {garageDays} "2-3 days" (pool
 * deck: {poolDeckStandard}...), plus {rushPremium} "15-30%", worded for a sentence in the page's
 * locale: Spanish reads "de $8 a $12", "de 2 a 3 días", "del 15 al 30%", so Spanish copy writes
 * "cuesta {garageStandard}", never "de {garageStandard}".
 */
export function priceTokens(prices: Prices, locale: string, words: PriceFigureWords): Record<string, string> {
  const tokens: Record<string, string> = {
    ...priceNoteTokens(prices, locale, words),
    ...pageFigureTokens(prices, locale, words),
  };
  for (const [id, price] of Object.entries(prices.applications) as [ApplicationId, ApplicationPrice][]) {
    tokens[`${tokenName(id)}Standard`] = formatDollarRange(price.standard, locale, words, 'prose');
    tokens[`${tokenName(id)}Premium`] = formatDollarRange(price.premium, locale, words, 'prose');
    tokens[`${tokenName(id)}Days`] = formatDayRange(price.installDays, locale, words, 'prose');
  }
  return tokens;
}
