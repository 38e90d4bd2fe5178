/**
 * Fact tokens in content. Copy in src/content/ names business facts as {company}, {phone},
 * {localPhone}, {email}, {foundingYear}, {licenseNumber} and {licenseVerifyUrl}; they are filled in
 * from src/data/business.ts when a page loads (lib/content.ts adds the price figures, lib/prices.ts
 * priceTokens), so renaming the business or changing a number never means editing copy.
 */
import type { Business } from '#src/data/business.ts';
import { formatPhone } from './phone.ts';

/** The token values for a set of business facts. */
export function factTokens(business: Business): Record<string, string> {
  return {
    company: business.name,
    phone: formatPhone(business.phones.tollFree),
    localPhone: formatPhone(business.phones.local),
    email: business.email,
    foundingYear: String(business.foundingYear),
    licenseNumber: business.license.number,
    /** Used as a link target (schemas/link.ts lists it among the URL fact tokens). */
    licenseVerifyUrl: business.license.verifyUrl,
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
