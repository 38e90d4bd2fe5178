/**
 * Serialises structured data for a `<script type="application/ld+json">` element.
 * `<` is escaped as a JSON unicode escape so no string in the data can close the script element
 * (HTML entities would be read literally inside a script, so they are never used).
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
