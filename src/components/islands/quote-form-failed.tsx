/**
 * The quote form's failure card, after any answer but a 2xx (or none in time): call, text or
 * email, the text and email carrying the request. Part of the quote form island.
 */
import { type QuoteFormCopy } from '#src/data/ui.ts';
import { mailtoWithMessage, smsWithBody } from '#src/lib/estimate.ts';
import type { PhoneLink } from '#src/lib/phone.ts';
import { quoteSummary, type QuoteValues } from '#src/lib/quote-form.ts';

import { linkClass } from './quote-form-inputs.tsx';

/**
 * The failure: an alert region, there from the start so the failure is announced as it appears,
 * holding (once a send has failed with `failedWith`) the ways to reach the business, the text and
 * email links carrying the request as the visitor wrote it.
 */
export function QuoteFailed({
  copy,
  kinds,
  failedWith,
  phone,
  textPhone,
  email,
}: {
  copy: QuoteFormCopy;
  kinds: Readonly<Record<string, string>>;
  failedWith: QuoteValues | null;
  phone: PhoneLink;
  textPhone: { display: string; href: string };
  email: string;
}) {
  const body = failedWith ? quoteSummary(failedWith, copy, kinds) : '';
  return (
    <div role="alert">
      {failedWith ? (
        <div className="mt-5 rounded-xl border-2 border-accent-strong p-5">
          <p className="text-lg font-bold">{copy.failed.title}</p>
          <p className="mt-2">{copy.failed.text}</p>
          <ul className="mt-3 grid gap-2">
            <li>
              <a href={phone.href} className={linkClass}>
                {copy.failed.callLabel} {phone.display}
              </a>
            </li>
            <li>
              <a href={smsWithBody(textPhone.href, body)} className={linkClass}>
                {copy.failed.textLabel} {textPhone.display}
              </a>
            </li>
            <li>
              <a href={mailtoWithMessage(email, copy.emailSubject, body)} className={linkClass}>
                {copy.failed.emailLabel} {email}
              </a>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
