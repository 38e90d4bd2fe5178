/**
 * Fact tokens in content. Copy in src/content/ names business facts as {company}, {phone},
 * {localPhone}, {email}, {foundingYear}, {licenseNumber} and {licenseVerifyUrl}; they are filled in
 * from src/data/business.ts when a page loads (lib/content.ts adds the price figures, lib/prices.ts
 * priceTokens), so renaming the business or changing a number never means editing copy.
 */
import type { Business } from '#src/data/business.ts';
import { hoursSentence } from './hours.ts';
import { formatPhone } from './phone.ts';
import { reviewPlatformsPhrase } from './rating.ts';

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

/** The token values for a set of business facts. */
export function factTokens(business: Business): Record<string, string> {
  return {
    company: business.name,
    phone: formatPhone(business.phones.tollFree),
    localPhone: formatPhone(business.phones.local),
    email: business.email,
    foundingYear: String(business.foundingYear),
    yearsInBusiness: yearsInBusiness(business.foundingYear),
    licenseNumber: business.license.number,
    /** Used as a link target (schemas/link.ts lists it among the URL fact tokens). */
    licenseVerifyUrl: business.license.verifyUrl,
  };
}

/**
 * The facts copy states as words of a language: {hours}, the opening hours as a sentence, and
 * {reviewPlatforms}, how many platforms the ratings come from ("five review platforms").
 */
export function factSentenceTokens(
  business: Pick<Business, 'hours'>,
  platformCount: number,
  locale: 'en' | 'es',
): Record<string, string> {
  return {
    hours: hoursSentence(business.hours, locale),
    reviewPlatforms: reviewPlatformsPhrase(platformCount, locale),
  };
}

/** Fills {token}s in one string; an unknown token is an error, so a typo never reaches a page. */
export function fillText(text: string, tokens: Readonly<Record<string, string>>): string {
  return text.replace(/\{([a-zA-Z]+(?:\.[a-zA-Z0-9]+)?)\}/g, (match, name: string) => {
    const value = tokens[name];
    if (value === undefined) {
      throw new Error(
        `Unknown fact token ${match} in "${text}"; known: ${Object.keys(tokens)
          .map((t) => `{${t}}`)
          .join(', ')}`,
      );
    }
    return value;
  });
}

/** Fills tokens in every string of a content value (objects and arrays are copied, never changed). */
export function fillFacts<T>(value: T, tokens: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return fillText(value, tokens) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillFacts(item, tokens)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillFacts(item, tokens)]),
    ) as T;
  }
  return value;
}
