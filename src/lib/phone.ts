/**
 * Phone helpers. A number is stored once, in E.164 form, in src/data/business.yaml; the display text
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

/** The phone lines of business.yaml: `local` always, `tollFree` only when the business has one. */
export interface PhoneLines {
  local: string;
  tollFree?: string | undefined;
}

/** The number the site leads with ({phone}, the header, structured data): the toll-free line when there is one, else the local one. */
export function mainNumber(phones: PhoneLines): string {
  return phones.tollFree ?? phones.local;
}

/**
 * The other number, shown beside the main one only when there are two lines: the local one when a
 * toll-free line leads; undefined with one number, so no page shows the same number twice.
 */
export function secondNumber(phones: PhoneLines): string | undefined {
  return phones.tollFree && phones.tollFree !== phones.local ? phones.local : undefined;
}

/** Every number the business has, main one first, each once. */
export function allNumbers(phones: PhoneLines): string[] {
  const second = secondNumber(phones);
  return second ? [mainNumber(phones), second] : [mainNumber(phones)];
}
