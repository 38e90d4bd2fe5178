/** The ways to reach the company, derived once from src/data/business.ts. */
import { business } from '#src/data/business.ts';
import { phoneLink, smsHref, type PhoneLink } from './phone.ts';

/** The toll-free line: header, hero, calls to action and structured data. */
export const primaryPhone: PhoneLink = phoneLink(business.phones.tollFree);

/** The local Miami line: the gallery call button and the second number. */
export const localPhone: PhoneLink = phoneLink(business.phones.local);

/** Text messages go to the local line (toll-free numbers often cannot receive them). */
export const textHref: string = smsHref(business.phones.local);

/** The business email address. */
export const email: string = business.email;
