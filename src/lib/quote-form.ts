/**
 * The site's own quote form (PUBLIC_QUOTE_FORM_ACTION): which answers it checks and how, what it
 * sends and where, how it tells a robot from a person, and what it fills in from a /pricing
 * estimate. No DOM and no framework: islands/quote-form.tsx is the view over these.
 *
 * The form posts the same urlencoded fields with or without JavaScript, so the endpoint sees one
 * format: to the endpoint (Formspree, Basin, Getform, the owner's own), or, for Netlify Forms, to
 * the site itself with the form's name in `form-name`.
 */
import { netlifyQuoteAction } from '#src/data/quote-form.ts';
import { type QuoteFormCopy } from '#src/data/ui.ts';
import { format } from './format.ts';
import type { ApplicationId } from '#src/schemas/applications.ts';

import {
  estimate,
  estimateMessage,
  parseArea,
  readEstimateQuery,
  validateFields,
  type AreaError,
} from './estimate.ts';
import type { EstimateDetailsData } from './estimate-details.ts';

/** The fields a visitor answers, in the order the form shows them (and errors are focused in). */
export const quoteFields = ['name', 'phone', 'email', 'city', 'kind', 'area', 'message'] as const;
export type QuoteField = (typeof quoteFields)[number];
export type QuoteValues = Record<QuoteField, string>;

/**
 * The honeypot: a field people never see and robots fill in. Formspree drops a request whose
 * `_gotcha` holds anything (its documented name); Netlify is told the name with `netlify-honeypot`.
 */
export const honeypotField = '_gotcha';

/** The city and floor choice for "none of these": the message says what. */
export const otherChoice = 'other';

/** Why an answer cannot be sent: a key of the copy's `errors`. */
export type QuoteError = keyof QuoteFormCopy['errors'];

/** What the city and kind lists offer (besides "other"). */
export interface QuoteChoices {
  cities: readonly string[];
  kinds: readonly string[];
}

const areaErrors = {
  empty: 'areaEmpty',
  notNumber: 'areaNotNumber',
  // Only an area too large for a number (1e999) gets here: no floor is too big to ask about.
  tooLarge: 'areaNotNumber',
  // The quote form asks for an approximate area: any positive one will do (the estimator's minimum
  // is for pricing), so "too small" only ever means zero.
  tooSmall: 'areaZero',
  negative: 'areaNegative',
} as const satisfies Record<AreaError, QuoteError>;

/** Any area above zero, however large, is a floor to ask about. */
const quoteAreaLimits = { minArea: Number.MIN_VALUE, maxArea: Number.POSITIVE_INFINITY };

/** A phone number with its area code: 10 to 15 digits, written with spaces, dots, dashes, (), +. */
function isPhoneNumber(value: string): boolean {
  return /^\+?[\d\s().-]+$/.test(value) && /^\d{10,15}$/.test(value.replace(/\D/g, ''));
}

/** One address, one @, a dot in the domain: the browser's own check is as loose. */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Checks one answer: its error, or null when it can be sent. */
export function validateQuoteField(field: QuoteField, raw: string, choices: QuoteChoices): QuoteError | null {
  const value = raw.trim();
  switch (field) {
    case 'name':
      return value ? null : 'name';
    case 'phone':
      return !value ? 'phone' : isPhoneNumber(value) ? null : 'phoneInvalid';
    case 'email':
      return !value || emailPattern.test(value) ? null : 'email';
    case 'city':
      return value === otherChoice || choices.cities.includes(value) ? null : 'city';
    case 'kind':
      return value === otherChoice || choices.kinds.includes(value) ? null : 'kind';
    case 'area': {
      const area = parseArea(value, quoteAreaLimits);
      return area.ok ? null : areaErrors[area.error];
    }
    case 'message':
      return null;
  }
}

/** Checks every answer: the errors by field, in form order (empty when the request can go). */
export function validateQuote(
  values: QuoteValues,
  choices: QuoteChoices,
): Partial<Record<QuoteField, QuoteError>> {
  const errors: Partial<Record<QuoteField, QuoteError>> = {};
  for (const field of quoteFields) {
    const error = validateQuoteField(field, values[field], choices);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * True for a request a person did not send: the honeypot holds something, or it came sooner than
 * `minFillMs` after the form came to life. Such a request is not sent, and the sender is thanked
 * all the same, so a robot learns nothing.
 */
export function isRobot(honeypot: string, elapsedMs: number, minFillMs: number): boolean {
  return honeypot !== '' || elapsedMs < minFillMs;
}

/** The request that carries the form's fields (urlencoded, like the form's own POST). */
export interface QuoteRequest {
  url: string;
  init: RequestInit;
}

/**
 * Where and how the fields go. An endpoint gets them with `Accept: application/json`, which makes
 * Formspree, Basin and Getform answer JSON instead of redirecting to their thank-you page; Netlify
 * takes them at the site's root (its documented way for AJAX), with `form-name` among the fields.
 * Both are CORS-safelisted requests: no preflight, no cookies.
 */
export function quoteRequest(action: string, fields: URLSearchParams): QuoteRequest {
  return {
    url: action === netlifyQuoteAction ? '/' : action,
    init: {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
      credentials: action === netlifyQuoteAction ? 'same-origin' : 'omit',
    },
  };
}

/** How a send ended: accepted (2xx), refused (4xx), failed (5xx or no connection), or too slow. */
export type SendOutcome = 'sent' | 'rejected' | 'failed' | 'timeout';

/** Sends a request, giving up after `timeoutMs`. Never throws. */
export async function sendQuote(
  request: QuoteRequest,
  timeoutMs: number,
  fetcher: typeof fetch = fetch,
): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(request.url, { ...request.init, signal: controller.signal });
    if (response.ok) return 'sent';
    return response.status < 500 ? 'rejected' : 'failed';
  } catch {
    return controller.signal.aborted ? 'timeout' : 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/** The area as a number of square feet (for the analytics size band), or null. */
export function quoteArea(raw: string): number | null {
  const area = parseArea(raw.trim(), quoteAreaLimits);
  return area.ok ? area.area : null;
}

/**
 * The request as lines of text, "Label: answer", for the email or text message a visitor can send
 * instead when the form fails. The kind and city are written as the visitor read them.
 */
export function quoteSummary(
  values: QuoteValues,
  copy: QuoteFormCopy,
  kinds: Readonly<Record<string, string>>,
): string {
  const shown: Record<QuoteField, string> = {
    ...values,
    city: values.city === otherChoice ? copy.cityOther : values.city,
    kind: values.kind === otherChoice ? copy.kindOther : (kinds[values.kind] ?? values.kind),
  };
  return quoteFields
    .filter((field) => shown[field].trim() !== '')
    .map((field) => `${copy[field]}: ${shown[field].trim()}`)
    .join('\n');
}

/** What the form fills in from a /pricing estimate. */
export interface QuotePrefill {
  kind: ApplicationId;
  area: string;
  message: string;
}

/**
 * The kind, area and a message with the estimate's details, from the query /pricing sends to
 * /contact (`?kind=garage&area=400&finish=...`), recomputed from the price data as the details
 * panel above the form does; null when the address holds no valid estimate.
 */
export function prefillFromEstimate(
  search: string,
  data: EstimateDetailsData,
  heading: string,
): QuotePrefill | null {
  const fields = readEstimateQuery(search);
  const checked = fields ? validateFields(fields, data.rules) : null;
  if (!fields || !checked?.ok) return null;
  const words = { copy: data.copy, figures: data.figures, locale: data.locale };
  const { lines } = estimateMessage(checked.input, estimate(checked.input, data.prices, data.rules), words);
  return { kind: checked.input.kind, area: fields.area.trim(), message: [heading, ...lines].join('\n') };
}

/** The "{count} fields need an answer" line, in the plural form the count takes. */
export function notSentLine(copy: QuoteFormCopy, count: number, locale: string): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return format(copy.notSent[form], { count });
}
