/** The ways to reach the company, derived once from src/data/business.yaml. */
import { business } from '#src/data/business.ts';
import { mainNumber, phoneLink, secondNumber, smsHref, type PhoneLink } from './phone.ts';

/** The main line (toll-free when the business has one, else the local one): header, hero, calls to action, structured data. */
export const primaryPhone: PhoneLink = phoneLink(mainNumber(business.phones));

/** The local line, where text messages go (it is the main line too when there is no toll-free one). */
export const localPhone: PhoneLink = phoneLink(business.phones.local);

/** The local line as a second number to call, only when a toll-free line leads (so no number shows twice). */
const second = secondNumber(business.phones);
export const secondPhone: PhoneLink | undefined = second ? phoneLink(second) : undefined;

/** Whether the main line is a toll-free one (only then may a page call it toll-free). */
export const mainIsTollFree: boolean = business.phones.tollFree !== undefined;

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
