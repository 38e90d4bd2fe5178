/**
 * Phone helpers. A number is stored once, in E.164 form, in src/data/business.ts; the display text
 * and the link targets are always derived from it here.
 */

const NANP = /^\+1(\d{3})(\d{3})(\d{4})$/;

/** Formats a North-American E.164 number for display: "+18885550142" -> "(888) 555-0142". */
export function formatPhone(e164: string): string {
  const match = NANP.exec(e164);
  if (!match) throw new Error(`Not a North-American E.164 number: ${e164}`);
  const [, area, exchange, line] = match;
  return `(${area}) ${exchange}-${line}`;
}

/** The `tel:` link for a stored number: "+18885550142" -> "tel:+18885550142". */
export function telHref(e164: string): string {
  formatPhone(e164);
  return `tel:${e164}`;
}

/** The `sms:` link for a stored number, for "text us" alternatives. */
export function smsHref(e164: string, body?: string): string {
  formatPhone(e164);
  // "?&body=" is the form both iOS and Android Messages read.
  return body ? `sms:${e164}?&body=${encodeURIComponent(body)}` : `sms:${e164}`;
}

/** A number ready for a link: display text and `tel:` target, derived from one stored value. */
export interface PhoneLink {
  display: string;
  href: string;
}

/** The display text and `tel:` link of a stored number. */
export function phoneLink(e164: string): PhoneLink {
  return { display: formatPhone(e164), href: telHref(e164) };
}
