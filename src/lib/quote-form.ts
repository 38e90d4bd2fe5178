/**
 * The site's own quote form (PUBLIC_QUOTE_FORM_ACTION): which answers it checks and how, what it
 * sends and where, how it tells a robot from a person, and what it fills in from a /pricing
 * estimate. No DOM and no framework: islands/quote-form.tsx is the view over these.
 *
 * The form posts the same multipart fields with or without JavaScript (multipart, so photos can
 * go with them), so the endpoint sees one format: to the endpoint (Formspree, Web3Forms, Basin,
 * the owner's own), or, for Netlify Forms, to the site itself with the form's name in `form-name`.
 * With JavaScript the island adds what only a script can know: a subject line that names the job,
 * where the visit came from (lib/attribution.ts), and, for a send that looks automated, a mark.
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
export const quoteFields = ['name', 'phone', 'email', 'city', 'kind', 'area', 'visit', 'message'] as const;
export type QuoteField = (typeof quoteFields)[number];
export type QuoteValues = Record<QuoteField, string>;

/** The photo inputs: one file each (Netlify Forms takes one file per input), all optional. */
export const photoFields = ['photo1', 'photo2', 'photo3'] as const;
export type PhotoField = (typeof photoFields)[number];

/** Everything an error can be shown at. */
export type FormField = QuoteField | PhotoField;

/** The longest answer each field takes, as its `maxlength` says (a script can set more). */
export const maxLengths: Record<QuoteField, number> = {
  name: 100,
  phone: 30,
  email: 254,
  city: 100,
  kind: 40,
  area: 20,
  visit: 40,
  message: 2000,
};

/** The preferred visit windows the form offers (all optional). */
export const visitWindows = [
  'weekday-morning',
  'weekday-afternoon',
  'saturday-morning',
  'saturday-afternoon',
] as const;

/** What a visitor may write for an area they do not know: "not sure", "no sé", "?". */
const notSure = /^(not sure|unsure|don'?t know|no idea|no s[eé]|no estoy segur[oa]|\?+)$/i;

/** Photos: the longest side after shrinking, and the largest original sent as chosen. */
export const photoLimits = {
  /** The long side of a shrunk photo, in pixels. */
  maxSide: 1600,
  /** JPEG quality of a shrunk photo. */
  quality: 0.82,
  /**
   * The largest file sent as it is (one the browser cannot shrink, such as an iPhone's HEIC in a
   * browser that cannot read it): three of them stay well under Netlify's 8 MB per request.
   */
  maxOriginalBytes: 2_400_000,
} as const;

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
  // Not reached: an empty area is no answer, which the form allows.
  empty: 'areaNotNumber',
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

/**
 * The same rule as the phone input's `pattern`, for the browser's own check of the form as served
 * (without JavaScript, or before the island wakes): an optional "+", then 10 to 15 digits with
 * spaces, dots, dashes and parentheses between them. The browser anchors it (`^(?:…)$`) and reads
 * it with the `v` flag, so every sign in a class is escaped.
 */
export const phonePattern = '\\s*\\+?[\\s\\(\\)\\.\\-]*(?:[0-9][\\s\\(\\)\\.\\-]*){10,15}';

/**
 * One address, one @, a dot in the domain: the browser's own check is as loose. No control
 * characters and no invisible formatting ones (bidi marks and overrides, zero-width): the
 * provider answers to this address, and the owner's mail program would show it reordered.
 */
const emailPattern = /^[^\s@\p{Cc}\p{Cf}]+@[^\s@.\p{Cc}\p{Cf}]+(\.[^\s@.\p{Cc}\p{Cf}]+)+$/u;

/**
 * Checks one answer: its error, or null when it can be sent. Only the name is required on its
 * own; a phone or an email is required between them (validateQuote); the rest is optional.
 */
export function validateQuoteField(
  field: QuoteField,
  raw: string,
  choices: QuoteChoices,
  language = 'en',
): QuoteError | null {
  if (raw.length > maxLengths[field]) return 'tooLong';
  const value = raw.trim();
  switch (field) {
    case 'name':
      return value ? null : 'name';
    case 'phone':
      return !value || isPhoneNumber(value) ? null : 'phoneInvalid';
    case 'email':
      return !value || emailPattern.test(value) ? null : 'email';
    case 'city':
      return !value || value === otherChoice || choices.cities.includes(value) ? null : 'city';
    case 'kind':
      return !value || value === otherChoice || choices.kinds.includes(value) ? null : 'kind';
    case 'area': {
      if (!value || notSure.test(value)) return null;
      const area = parseArea(areaAsWritten(value, language), quoteAreaLimits);
      return area.ok ? null : areaErrors[area.error];
    }
    case 'visit':
      return !value || (visitWindows as readonly string[]).includes(value) ? null : 'visit';
    case 'message':
      return null;
  }
}

/**
 * Checks every answer: the errors by field, in form order (empty when the request can go). A
 * request needs a way to reach the visitor: with neither phone nor email, the phone says so.
 */
export function validateQuote(
  values: QuoteValues,
  choices: QuoteChoices,
  language = 'en',
): Partial<Record<QuoteField, QuoteError>> {
  const errors: Partial<Record<QuoteField, QuoteError>> = {};
  for (const field of quoteFields) {
    const error = validateQuoteField(field, values[field], choices, language);
    if (error) errors[field] = error;
  }
  if (!errors.phone && !errors.email && values.phone.trim() === '' && values.email.trim() === '') {
    errors.phone = 'reach';
  }
  return Object.fromEntries(
    quoteFields.filter((field) => errors[field]).map((field) => [field, errors[field]]),
  );
}

/** The name as sent: without invisible formatting characters (bidi overrides, zero-width). */
export function cleanName(name: string): string {
  return name.replace(/\p{Cf}/gu, '').trim();
}

/** The field a send that looks automated is marked in, for the provider's own spam filter. */
export const suspectField = 'suspect';

/**
 * Why a request looks automated, or null: the honeypot holds something (autofill can fill it), or
 * it came sooner than `minFillMs` after the page started loading. The request is sent all the
 * same, with this reason in `suspect`: only the provider's spam filter decides, never the browser.
 * `elapsedMs` counts from navigation start (performance.now()), which is never later than the
 * visitor's first keystroke, so typing while the page's scripts load counts too.
 */
export function suspectReason(honeypot: string, elapsedMs: number, minFillMs: number): string | null {
  if (honeypot !== '') return 'hidden field filled in';
  if (elapsedMs < minFillMs) return `sent ${(elapsedMs / 1000).toFixed(1)} s after the page started loading`;
  return null;
}

/** The form services whose own field names the form speaks. */
export type QuoteProvider = 'netlify' | 'formspree' | 'web3forms' | 'basin' | 'other';

/** The service PUBLIC_QUOTE_FORM_ACTION names, from its word or its host. */
export function quoteProvider(action: string): QuoteProvider {
  if (action === netlifyQuoteAction) return 'netlify';
  try {
    const host = new URL(action).hostname;
    if (host === 'formspree.io' || host.endsWith('.formspree.io')) return 'formspree';
    if (host === 'api.web3forms.com') return 'web3forms';
    if (host === 'usebasin.com' || host.endsWith('.usebasin.com')) return 'basin';
  } catch {
    // Not a URL: an endpoint of the owner's own.
  }
  return 'other';
}

/**
 * The field each service reads the email's subject from: Formspree `_subject`, Netlify and
 * Web3Forms `subject` (and any other endpoint gets `subject` too). The reply-to needs no field of
 * its own: Formspree and Web3Forms both take it from the field named `email`.
 */
export function subjectField(provider: QuoteProvider): string {
  return provider === 'formspree' ? '_subject' : 'subject';
}

/** The subject before the visitor answers anything (without JavaScript it stays this). */
export const plainSubject = 'Quote request from the website';

/**
 * The subject line the owner scans the inbox by, in English whatever the page's language (the owner
 * reads it; the request's `language` field and "Spanish" at the end say how to answer):
 * "Quote request: Garage floor · Kendall · about 450 sq ft".
 */
export function quoteSubject(
  values: Pick<QuoteValues, 'kind' | 'city' | 'area'>,
  kinds: Readonly<Record<string, string>>,
  language: string,
): string {
  const parts: string[] = [];
  const kind = values.kind.trim();
  if (kind && kind !== otherChoice) parts.push(kinds[kind] ?? kind);
  const city = values.city.trim();
  if (city && city !== otherChoice) parts.push(city);
  const area = quoteArea(values.area, language);
  if (area !== null) parts.push(`about ${new Intl.NumberFormat('en-US').format(area)} sq ft`);
  if (language === 'es') parts.push('Spanish');
  return parts.length > 0 ? `Quote request: ${parts.join(' · ')}` : plainSubject;
}

/** The width and height of a photo shrunk to fit `maxSide` on its long side (never enlarged). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The picture formats a photo may come in: what phones and cameras write. The first five are
 * shrunk in the browser (where it can read them); HEIC and HEIF, an iPhone's own, go as they are
 * where it cannot. Anything else (text, a web page, an SVG drawing, an empty file) is no photo.
 */
export const photoTypes = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
} as const;
export type PhotoFormat = keyof typeof photoTypes;

/** How many of a file's first bytes photoFormat reads. */
export const photoHeadBytes = 64;

/** The ISO media file brands (the `ftyp` box) of AVIF, of HEIC and of HEIF in general. */
const avifBrands = new Set(['avif', 'avis']);
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const heifBrands = new Set(['mif1', 'msf1']);

/**
 * The picture format a file's first bytes say it is, or null when they are no picture the form
 * takes. The bytes, not the name or the type the browser guessed from it: a text file renamed
 * `notes.jpg` is `image/jpeg` to the browser, and it is not a photo.
 */
export function photoFormat(head: Uint8Array): PhotoFormat | null {
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (text(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (text(0, 6) === 'GIF87a' || text(0, 6) === 'GIF89a') return 'gif';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp';
  if (text(4, 8) !== 'ftyp') return null;
  // The box's size, then the major brand (8-12) and the compatible ones (from 16), as far as read.
  const size =
    (((head[0] ?? 0) << 24) | ((head[1] ?? 0) << 16) | ((head[2] ?? 0) << 8) | (head[3] ?? 0)) >>> 0;
  const brands = [text(8, 12)];
  for (let at = 16; at + 4 <= Math.min(size, head.length); at += 4) brands.push(text(at, at + 4));
  if (brands.some((brand) => avifBrands.has(brand))) return 'avif';
  if (brands.some((brand) => heicBrands.has(brand))) return 'heic';
  if (brands.some((brand) => heifBrands.has(brand))) return 'heif';
  return null;
}

/** The request that carries the form's fields and photos (multipart, like the form's own POST). */
export interface QuoteRequest {
  url: string;
  init: RequestInit;
}

/**
 * Where and how the fields go. An endpoint gets them with `Accept: application/json`, which makes
 * Formspree, Web3Forms and Basin answer JSON instead of redirecting to their thank-you page;
 * Netlify takes them at the site's root (its documented way for AJAX), with `form-name` among the
 * fields. The body is the FormData itself, so the browser writes the multipart boundary; both are
 * CORS-safelisted requests (multipart/form-data, Accept): no preflight, no cookies.
 */
export function quoteRequest(action: string, fields: FormData): QuoteRequest {
  return {
    url: action === netlifyQuoteAction ? '/' : action,
    init: {
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: fields,
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

/**
 * The area as parseArea reads numbers (a "," groups thousands, a "." starts the decimals), from the
 * way the page's language writes them. In Spanish a "." groups thousands and a "," starts the
 * decimals: "1.200" is 1,200 and "2.500,5" is 2,500.5, and "2,5" is 2.5. A "," before groups of
 * exactly three digits ("1,200") is read as thousands in either language: no floor is 1.2 sq ft,
 * and Spanish speakers in Florida write it the English way too. English is read as it is.
 */
function areaAsWritten(raw: string, language: string): string {
  if (language !== 'es') return raw;
  const text = raw.replace(/[ \t\r\n]/g, '');
  if (/^[-+]?\d{1,3}(\.\d{3})+(,\d*)?$/.test(text)) return text.replaceAll('.', '').replace(',', '.');
  if (/^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return text;
  return /^[^.]*,[^,.]*$/.test(text) ? text.replace(',', '.') : text;
}

/**
 * The area as a number of square feet (for the subject and the analytics size band), read in the
 * page's language (areaAsWritten), or null.
 */
export function quoteArea(raw: string, language = 'en'): number | null {
  const area = parseArea(areaAsWritten(raw.trim(), language), quoteAreaLimits);
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
    visit: (copy.visits as Record<string, string>)[values.visit] ?? values.visit,
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
