/**
 * Fact tokens in content. Copy in src/content/ states business facts only as tokens: {company},
 * {phone}, {localPhone}, {email}, {foundingYear}, {yearsInBusiness} ("15+") and
 * {yearsInBusinessWords} ("15+ years"), {licenseNumber},
 * {licenseVerifyUrl}, {hours}, the claims ({claims.crewSize}...) and, added by lib/content.ts, the
 * review figures, the collection counts and the price figures. They are filled in from
 * src/data/business.yaml when a page loads, so changing a fact never means editing copy.
 *
 * A token may be known but unset (a claim the owner deleted, a rating with no review platform): the
 * words that state it are then left out, never shown half-filled. In a string, a part written in
 * double brackets, "Licensed[[, rated {rating} stars]]", goes alone; else the sentence that names it;
 * else the whole string, and with it the list item (a stat, a card, a bullet, a question) it belongs
 * to. Brackets around a part whose tokens are all set simply disappear.
 */
import type { Business } from '#src/data/business.ts';
import type { ClaimName, Claims } from '#src/schemas/business.ts';
import { hoursSentence } from './hours.ts';
import { formatPhone, mainNumber } from './phone.ts';
import { reviewPlatformsPhrase } from './rating.ts';

type Locale = 'en' | 'es';

/** A token's value, or null for a fact the owner left unset (its words are dropped). */
export type TokenValue = string | null;
export type Tokens = Readonly<Record<string, TokenValue>>;

const intlLocales: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/**
 * Years in business as copy states them ({yearsInBusiness}): the full years since `foundingYear` at
 * `today`, rounded down to a five from ten on and followed by "+" ("15+" for 17 years, "10+" for 14),
 * so the figure is never more than the truth; under ten, the number itself.
 */
export function yearsInBusiness(foundingYear: number, today: Date = new Date()): string {
  const years = Math.max(0, today.getFullYear() - foundingYear);
  if (years >= 10) return `${Math.floor(years / 5) * 5}+`;
  return String(years);
}

/**
 * A range of years in a language: compact for a table cell ("10-15 years", "10–15 años") and worded
 * for a sentence ("10-15 years", "de 10 a 15 años"); one figure when both ends are the same.
 */
function yearRange(min: number, max: number, locale: Locale): { compact: string; sentence: string } {
  if (min === max) {
    const one = yearsWords(String(min), locale);
    return { compact: one, sentence: one };
  }
  if (locale === 'es') return { compact: `${min}–${max} años`, sentence: `de ${min} a ${max} años` };
  return { compact: `${min}-${max} years`, sentence: `${min}-${max} years` };
}

/** Years with their noun in a language: "15+ years", "1 year", "8 años". */
function yearsWords(years: string, locale: Locale): string {
  const one = years === '1';
  return locale === 'es' ? `${years} ${one ? 'año' : 'años'}` : `${years} ${one ? 'year' : 'years'}`;
}

const numberWords: Readonly<Record<Locale, readonly string[]>> = {
  en: [
    'zero',
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
    'twenty',
  ],
  es: [
    'cero',
    'uno',
    'dos',
    'tres',
    'cuatro',
    'cinco',
    'seis',
    'siete',
    'ocho',
    'nueve',
    'diez',
    'once',
    'doce',
    'trece',
    'catorce',
    'quince',
    'dieciséis',
    'diecisiete',
    'dieciocho',
    'diecinueve',
    'veinte',
  ],
};

/** A count as a word ("six", "seis") up to twenty, else its digits in the language's style. */
export function countWord(count: number, locale: Locale): string {
  return numberWords[locale][count] ?? new Intl.NumberFormat(intlLocales[locale]).format(count);
}

/** A number kept to its first `digits` significant digits, rounded down: 1247 -> 1200 (2), 1000 (1). */
function roundDown(value: number, digits: number): number {
  if (value < 10) return value;
  const scale = 10 ** (Math.floor(Math.log10(value)) - digits + 1);
  return Math.floor(value / scale) * scale;
}

/** Dollars as copy writes them: 2000000 -> "$2M" (short) and "$2 million" / "$2 millones" (words). */
function dollars(value: number, locale: Locale): { short: string; words: string } {
  const plain = `$${new Intl.NumberFormat(intlLocales[locale]).format(value)}`;
  if (value < 1_000_000) return { short: plain, words: plain };
  const millions = new Intl.NumberFormat(intlLocales[locale], { maximumFractionDigits: 1 }).format(
    value / 1_000_000,
  );
  const word = locale === 'es' ? (value === 1_000_000 ? 'millón' : 'millones') : 'million';
  return { short: `$${millions}M`, words: `$${millions} ${word}` };
}

/** The claims' tokens ({claims.crewSize}, {claims.liabilityCover}...); an unset claim's are null. */
export function claimTokens(claims: Claims, locale: Locale = 'en'): Record<string, TokenValue> {
  const number = (value: number) => new Intl.NumberFormat(intlLocales[locale]).format(value);
  const value = (name: ClaimName): number | undefined => {
    const claim = claims[name];
    return claim && 'value' in claim ? claim.value : undefined;
  };
  const tokens: Record<string, TokenValue> = {};
  const set = (name: string, text: (n: number) => string, from: ClaimName = name as ClaimName) => {
    const n = value(from);
    tokens[`claims.${name}`] = n === undefined ? null : text(n);
  };
  set('crewSize', number);
  set('crewSizeWord', (n) => countWord(n, locale), 'crewSize');
  set('crewLeaders', number);
  set('crewLeadersWord', (n) => countWord(n, locale), 'crewLeaders');
  set('trainingMonths', number);
  set('trainingMonthsWord', (n) => countWord(n, locale), 'trainingMonths');
  set('projectsCompleted', number);
  set('projectsCompletedRounded', (n) => number(roundDown(n, 2)), 'projectsCompleted');
  set('projectsCompletedRoughly', (n) => number(roundDown(n, 1)), 'projectsCompleted');
  set('squareFeet', number);
  // "Enough to cover 49 football fields" (57,600 sq ft each, end zones included); none under one.
  const fields = Math.floor((value('squareFeet') ?? 0) / 57_600);
  tokens['claims.squareFeetFootballFields'] = fields >= 1 ? number(fields) : null;
  set('onTimePercent', (n) => `${number(n)}%`);
  set('satisfactionPercent', (n) => `${number(n)}%`);
  set('referralPercent', (n) => `${number(n)}%`);
  set('liabilityCover', (n) => dollars(n, locale).short);
  set('liabilityCoverWords', (n) => dollars(n, locale).words, 'liabilityCover');
  set('officeSince', String);
  for (const name of [
    'lastMonthFloors',
    'lastMonthEstimates',
    'lastMonthCalls',
    'lastMonthReferrals',
  ] as const)
    set(name, number);
  for (const name of ['residentialWarranty', 'commercialWarranty', 'outdoorWarranty'] as const) {
    const terms = claims[name];
    const { compact, sentence } = yearRange(terms?.materials.min ?? 0, terms?.materials.max ?? 0, locale);
    tokens[`claims.${name}Materials`] = terms ? compact : null;
    tokens[`claims.${name}MaterialsText`] = terms ? sentence : null;
    tokens[`claims.${name}Workmanship`] = terms ? yearsWords(String(terms.workmanship), locale) : null;
  }
  return tokens;
}

/** The token values for a set of business facts, in a language (numbers in its style). */
export function factTokens(business: Business, locale: Locale = 'en'): Record<string, TokenValue> {
  const years = new Date().getFullYear() - business.foundingYear;
  return {
    company: business.name,
    phone: formatPhone(mainNumber(business.phones)),
    localPhone: formatPhone(business.phones.local),
    email: business.email,
    foundingYear: String(business.foundingYear),
    // A business in its first year states no years in business.
    yearsInBusiness: years >= 1 ? yearsInBusiness(business.foundingYear) : null,
    // The same with its noun, for a sentence: "15+ years", "1 year"; "15+ años", "1 año".
    yearsInBusinessWords: years >= 1 ? yearsWords(yearsInBusiness(business.foundingYear), locale) : null,
    licenseNumber: business.license.number,
    /** Used as a link target (schemas/link.ts lists it among the URL fact tokens). */
    licenseVerifyUrl: business.license.verifyUrl ?? null,
    ...claimTokens(business.claims, locale),
  };
}

/**
 * The facts copy states as words of a language: {hours}, the opening hours as a sentence, and
 * {reviewPlatforms}, how many platforms the ratings come from ("five review platforms"), with
 * {platformCount} ("5") and {platformCountWord} ("five"); none of the three when there is none.
 */
export function factSentenceTokens(
  business: Pick<Business, 'hours'>,
  platformCount: number,
  locale: Locale,
): Record<string, TokenValue> {
  const some = platformCount > 0;
  return {
    hours: hoursSentence(business.hours, locale),
    reviewPlatforms: some ? reviewPlatformsPhrase(platformCount, locale) : null,
    platformCount: some ? String(platformCount) : null,
    platformCountWord: some ? countWord(platformCount, locale) : null,
  };
}

const tokenPattern = /\{([a-zA-Z]+(?:\.[a-zA-Z0-9]+)?)\}/g;

/** The value of a token, null when unset; an unknown token is an error, so a typo never reaches a page. */
function valueOf(name: string, text: string, tokens: Tokens): TokenValue {
  const value = tokens[name];
  if (value === undefined) {
    throw new Error(
      `Unknown fact token {${name}} in "${text}"; known: ${Object.keys(tokens)
        .map((t) => `{${t}}`)
        .join(', ')}`,
    );
  }
  return value;
}

/** Whether a piece of text names a token that is unset (checking every token is known). */
function namesUnset(piece: string, text: string, tokens: Tokens): boolean {
  return [...piece.matchAll(tokenPattern)].some(([, name = '']) => valueOf(name, text, tokens) === null);
}

/** A sentence end followed by the start of the next sentence. */
const sentenceBreak = /(?<=[.!?])\s+(?=[¿¡"“(]?[\p{Lu}\d{])/u;

/** What `fillOrDrop` returns for a string that states an unset fact and cannot lose just a part. */
const DROPPED: unique symbol = Symbol('dropped');

/**
 * Fills {token}s in one string. Words that state an unset fact go: a [[bracketed part]], else its
 * sentence; when nothing would be left, the whole string is DROPPED.
 */
function fillOrDrop(text: string, tokens: Tokens): string | typeof DROPPED {
  let kept = text.replace(/\[\[([\s\S]*?)\]\]/g, (_, part: string) =>
    namesUnset(part, text, tokens) ? '' : part,
  );
  if (namesUnset(kept, text, tokens)) {
    const sentences = kept.split(sentenceBreak);
    const left = sentences.filter((sentence) => !namesUnset(sentence, text, tokens));
    if (sentences.length < 2 || left.length === 0) return DROPPED;
    kept = left.join(' ');
  }
  return kept.replace(tokenPattern, (_, name: string) => valueOf(name, text, tokens) ?? '');
}

/**
 * Fills {token}s in one string; an unknown token is an error, so a typo never reaches a page. A
 * string that would state an unset fact as a whole is an error here too (fillFacts drops it instead).
 */
export function fillText(text: string, tokens: Tokens): string {
  const filled = fillOrDrop(text, tokens);
  if (filled === DROPPED)
    throw new Error(
      `"${text}" states a fact that is not set in src/data/business.yaml, and has no other words`,
    );
  return filled;
}

/**
 * Fills tokens in every string of a content value (objects and arrays are copied, never changed). A
 * string that states an unset fact as a whole is left out: in a list, its item goes (a bullet, or a
 * stat, card or question whose field it is; a table row goes whole, its cells stand by position); in a
 * page section (an object with a `kind`), a heading or the page itself, only that field goes.
 */
export function fillFacts<T>(value: T, tokens: Tokens): T {
  const filled = fill(value, tokens, false);
  return (filled === DROPPED ? undefined : filled) as T;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/** Lists whose items stand by position (a table row's cells): one item dropped drops the whole list. */
const positional = new Set(['cells', 'columns']);

function fill(value: unknown, tokens: Tokens, listItem: boolean, key = ''): unknown {
  if (typeof value === 'string') return fillOrDrop(value, tokens);
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => fill(item, tokens, true));
    if (positional.has(key) && items.includes(DROPPED)) return DROPPED;
    return items.filter((item) => item !== DROPPED);
  }
  if (isRecord(value)) {
    // A list item stands or falls with its words; a section (it has a kind) loses only a field.
    const wholeItem = listItem && !('kind' in value);
    const entries: [string, unknown][] = [];
    for (const [key, item] of Object.entries(value)) {
      const filled = fill(item, tokens, false, key);
      if (filled === DROPPED) {
        if (wholeItem) return DROPPED;
        continue;
      }
      entries.push([key, filled]);
    }
    return Object.fromEntries(entries);
  }
  return value;
}
