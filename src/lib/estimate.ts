/**
 * The /pricing price estimator's rules: a visitor's floor (kind, area, finish, slab condition,
 * timeline) priced from the price table's own figures (src/content/prices.yaml) and the
 * contractor's rules (src/data/estimate-rules.ts); the area check; the estimate's place in the URL;
 * and the words it is sent with (text message, email, form). No DOM: the island and the /contact
 * details both call these.
 */
import {
  prefillFields,
  slabConditions,
  type EstimateRules,
  type PrefillField,
  type SlabCondition,
} from '#src/data/estimate-rules.ts';
import type { EstimatorCopy, UiStrings } from '#src/data/ui.ts';
import { format as formatUi } from './format.ts';
import { applicationIds, type ApplicationId } from '#src/schemas/applications.ts';
import type { Prices, Range } from '#src/schemas/prices.ts';

import { formatDollarRange, formatPercentRange } from './prices.ts';
import type { SizeBand } from './analytics.ts';

export const finishes = ['standard', 'premium'] as const;
type Finish = (typeof finishes)[number];
export const timelines = ['standard', 'rush'] as const;
type Timeline = (typeof timelines)[number];

/** A complete, valid set of answers. */
export interface EstimateInput {
  kind: ApplicationId;
  /** Square feet, from the rules' smallest to their largest area. */
  area: number;
  finish: Finish;
  condition: SlabCondition;
  timeline: Timeline;
}

/** The form as the visitor left it: the area is the raw text of its field. */
export interface EstimateFields extends Omit<EstimateInput, 'area'> {
  area: string;
}

export const defaultFields: EstimateFields = {
  kind: 'garage',
  area: '',
  finish: 'standard',
  condition: 'good',
  timeline: 'standard',
};

/** Why an area cannot be priced. */
export type AreaError = keyof EstimatorCopy['errors'];

/**
 * Reads the area field. `badInput` is the browser's word that a number field holds text it could
 * not read (its value is then ""). Never throws: any text gives an area or an error. Only a plain
 * decimal number counts: `NaN`, `Infinity`, hex, and text with invisible characters (a no-break
 * space, a byte-order mark) are refused rather than read, so the estimate always prices what the
 * field shows; an area below the rules' smallest floor (`1e-300`, `0.0001`) is refused too, so no
 * estimate ever divides by almost nothing.
 */
export function parseArea(
  raw: string,
  limits: Pick<EstimateRules, 'minArea' | 'maxArea'>,
  badInput = false,
): { ok: true; area: number } | { ok: false; error: AreaError } {
  if (badInput) return { ok: false, error: 'notNumber' };
  // Spaces and thousands separators are how people write "1,200 sq ft" (only the plain ASCII ones:
  // a number field could not show anything else).
  const text = raw.replace(/[ \t\r\n,]/g, '');
  if (text === '') return { ok: false, error: 'empty' };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text)) return { ok: false, error: 'notNumber' };
  const area = Number(text);
  if (!Number.isFinite(area)) return { ok: false, error: 'tooLarge' };
  if (area < 0) return { ok: false, error: 'negative' };
  if (area < limits.minArea) return { ok: false, error: 'tooSmall' };
  if (area > limits.maxArea) return { ok: false, error: 'tooLarge' };
  return { ok: true, area };
}

/** The words of an area's error, with the rules' limits written for the locale. */
export function areaErrorText(
  error: AreaError,
  copy: Pick<EstimatorCopy, 'errors'>,
  limits: Pick<EstimateRules, 'minArea' | 'maxArea'>,
  locale: string,
): string {
  const format = new Intl.NumberFormat(locale);
  return formatUi(copy.errors[error], {
    min: format.format(limits.minArea),
    max: format.format(limits.maxArea),
  });
}

/** One estimate: the total and the price per square foot, low to high. */
export interface Estimate {
  /** Dollars, rounded outward to the rules' step, never below the minimum job. */
  total: Range;
  /** Dollars per square foot: the table's rate with the adjustments, or the minimum over the area. */
  perSqFt: Range;
  /** The table's range per sq ft the estimate starts from. */
  baseRate: Range;
  /** What the slab condition adds, in percent. */
  conditionPercent: Range;
  /** What the timeline adds, in percent (0 on a standard schedule). */
  rushPercent: Range;
  /** True when the minimum job raised the low end (or both ends). */
  minimumApplied: boolean;
}

/** Money to the cent, so 1000 x 9.2 is 9200, not 9199.999. */
const cents = (value: number) => Math.round(value * 100) / 100;
/** Hundredths without float noise (18.975 stays 1897.5 hundredths), then rounded down or up. */
const hundredths = (value: number) => Math.round(value * 1e6) / 1e4;
const centsDown = (value: number) => Math.floor(hundredths(value)) / 100;
const centsUp = (value: number) => Math.ceil(hundredths(value)) / 100;

/** Prices a floor: the table's rate, times the condition and the rush adjustments, times the area. */
export function estimate(input: EstimateInput, prices: Prices, rules: EstimateRules): Estimate {
  const baseRate = prices.applications[input.kind][input.finish];
  const conditionPercent = rules.conditionPercent[input.condition];
  const rushPercent = input.timeline === 'rush' ? prices.rushPremiumPercent : { min: 0, max: 0 };
  const rate = {
    min: baseRate.min * (1 + conditionPercent.min / 100) * (1 + rushPercent.min / 100),
    max: baseRate.max * (1 + conditionPercent.max / 100) * (1 + rushPercent.max / 100),
  };
  const raw = { min: cents(input.area * rate.min), max: cents(input.area * rate.max) };
  const step = rules.roundTo;
  const total = {
    min: Math.max(rules.minimumJob, Math.floor(raw.min / step) * step),
    max: Math.max(rules.minimumJob, Math.ceil(raw.max / step) * step),
  };
  const minimumApplied = raw.min < rules.minimumJob;
  // Like the totals, the rate is rounded outward, to the cent.
  const perSqFt = {
    min: centsDown(minimumApplied ? total.min / input.area : rate.min),
    max: centsUp(raw.max < rules.minimumJob ? total.max / input.area : rate.max),
  };
  return { total, perSqFt, baseRate, conditionPercent, rushPercent, minimumApplied };
}

/** The size band analytics reports instead of the area. */
export function sizeBand(area: number): SizeBand {
  if (area < 500) return '<500';
  if (area < 1000) return '500-999';
  if (area < 2500) return '1000-2499';
  if (area < 10_000) return '2500-9999';
  return '10000+';
}

/** The query string that holds an estimate: kind=garage&area=400&finish=standard&... */
export function estimateQuery(fields: EstimateFields): string {
  return new URLSearchParams({
    kind: fields.kind,
    area: fields.area.trim(),
    finish: fields.finish,
    condition: fields.condition,
    timeline: fields.timeline,
  }).toString();
}

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/**
 * The fields a query string holds, or null when it holds no estimate (no `area`). Unknown values
 * fall back to the defaults; the area is kept as written, so a bad one shows its error.
 */
export function readEstimateQuery(search: string): EstimateFields | null {
  const params = new URLSearchParams(search);
  const area = params.get('area');
  if (area === null) return null;
  return {
    kind: oneOf(applicationIds, params.get('kind'), defaultFields.kind),
    area: area.slice(0, 40),
    finish: oneOf(finishes, params.get('finish'), defaultFields.finish),
    condition: oneOf(slabConditions, params.get('condition'), defaultFields.condition),
    timeline: oneOf(timelines, params.get('timeline'), defaultFields.timeline),
  };
}

/** Checks the fields: a complete input, or the area's error. */
export function validateFields(
  fields: EstimateFields,
  rules: EstimateRules,
  badInput = false,
): { ok: true; input: EstimateInput } | { ok: false; error: AreaError } {
  const area = parseArea(fields.area, rules, badInput);
  return area.ok ? { ok: true, input: { ...fields, area: area.area } } : area;
}

/** The estimator's words an estimate's message and figures are written with (no hints, no assumptions). */
export type MessageCopy = Pick<
  EstimatorCopy,
  'kinds' | 'finishes' | 'conditions' | 'timelines' | 'message' | 'totalRange'
>;

/** What the estimate's texts need: the estimator's words, the figure wording and the Intl locale. */
export interface EstimateWords {
  copy: MessageCopy;
  figures: UiStrings['priceFigures'];
  locale: string;
}

function money(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);
}

function number(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** The figures of an estimate as visitors read them. */
export function formatEstimate(
  result: Estimate,
  { copy, figures, locale }: EstimateWords,
): { total: string; perSqFt: string } {
  const total =
    result.total.min === result.total.max
      ? money(result.total.min, locale)
      : formatUi(copy.totalRange, {
          min: money(result.total.min, locale),
          max: money(result.total.max, locale),
        });
  return { total, perSqFt: formatDollarRange(result.perSqFt, locale, figures) };
}

/** The assumptions under an estimate, in plain words, in the order they apply. */
export function describeAssumptions(
  input: EstimateInput,
  result: Estimate,
  rules: EstimateRules,
  { copy, figures, locale }: EstimateWords & { copy: EstimatorCopy },
): string[] {
  const { assumptions } = copy;
  const lines = [
    formatUi(assumptions.base, {
      kind: copy.kinds[input.kind],
      finish: copy.finishes[input.finish].label.toLowerCase(),
      range: formatDollarRange(result.baseRate, locale, figures, 'prose'),
    }),
    formatUi(assumptions.area, { area: number(input.area, locale) }),
    formatUi(assumptions.condition[input.condition], {
      percent: formatPercentRange(result.conditionPercent, locale, figures, 'prose'),
    }),
    formatUi(assumptions.timeline[input.timeline], {
      percent: formatPercentRange(result.rushPercent, locale, figures, 'prose'),
    }),
  ];
  if (result.minimumApplied)
    lines.push(formatUi(assumptions.minimum, { minimum: money(rules.minimumJob, locale) }));
  lines.push(formatUi(assumptions.rounding, { roundTo: money(rules.roundTo, locale) }));
  return lines;
}

/** The estimate as a message: subject, and a body of short lines (text, email, form, /contact). */
export function estimateMessage(
  input: EstimateInput,
  result: Estimate,
  words: EstimateWords,
  url?: string,
): { subject: string; lines: string[]; body: string } {
  const { copy, locale } = words;
  const { message } = copy;
  const figures = formatEstimate(result, words);
  const kind = copy.kinds[input.kind];
  const area = number(input.area, locale);
  const lines = [
    formatUi(message.kind, { kind }),
    formatUi(message.area, { area }),
    formatUi(message.finish, { finish: copy.finishes[input.finish].label }),
    formatUi(message.condition, { condition: copy.conditions[input.condition].label }),
    formatUi(message.timeline, { timeline: copy.timelines[input.timeline].label }),
    formatUi(message.estimate, figures),
  ];
  const body = [
    message.greeting,
    '',
    ...lines,
    ...(url ? [formatUi(message.link, { url })] : []),
    '',
    message.closing,
  ].join('\n');
  return { subject: formatUi(message.subject, { kind, area }), lines, body };
}

/** A text message to `smsTarget` (a bare `sms:` link) with the body filled in. */
export function smsWithBody(smsTarget: string, body: string): string {
  // "?&body=" is the form both iOS and Android Messages read (as lib/phone.ts writes it).
  return `${smsTarget}?&body=${encodeURIComponent(body)}`;
}

/** An email link with subject and body. */
export function mailtoWithMessage(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The form provider's address with the estimate in its query string, under the configured names. */
export function prefilledFormUrl(
  formUrl: string,
  params: Partial<Record<PrefillField, string>>,
  input: EstimateInput,
  result: Estimate,
  words: EstimateWords,
): string {
  const { copy, locale } = words;
  const figures = formatEstimate(result, words);
  const values: Record<PrefillField, string> = {
    kind: copy.kinds[input.kind],
    area: number(input.area, locale),
    finish: copy.finishes[input.finish].label,
    condition: copy.conditions[input.condition].label,
    timeline: copy.timelines[input.timeline].label,
    estimate: `${figures.total} (${figures.perSqFt})`,
    message: estimateMessage(input, result, words).lines.join('\n'),
  };
  const url = new URL(formUrl);
  for (const field of prefillFields) {
    const name = params[field];
    if (name) url.searchParams.set(name, values[field]);
  }
  return url.toString();
}
