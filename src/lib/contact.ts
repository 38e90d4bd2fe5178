/** The ways to reach the company, derived once from src/data/business.ts. */
import { business } from '#src/data/business.ts';
import { phoneLink, smsHref, type PhoneLink } from './phone.ts';

/** The toll-free line: header, hero, calls to action and structured data. */
export const primaryPhone: PhoneLink = phoneLink(business.phones.tollFree);

/** The local Miami line: the gallery call button and the second number. */
export const localPhone: PhoneLink = phoneLink(business.phones.local);

/**
 * A text message to the local line (toll-free numbers often cannot receive them) that opens with
 * `body` already written.
 */
export function textHrefWith(body: string): string {
  return smsHref(business.phones.local, body);
}

/** The business email address. */
export const email: string = business.email;

/**
 * A WhatsApp chat with the business (`whatsapp` in business.yaml) that opens with `text` already
 * written, or null when no WhatsApp number is set: https://wa.me/<digits>?text=...
 */
export function whatsappHref(text: string): string | null {
  if (!business.whatsapp) return null;
  return `https://wa.me/${business.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}
