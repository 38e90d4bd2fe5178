/**
 * The quote form's thank-you, in three parts that the form puts around its status region (so the
 * region stays in place when the thank-you replaces the form): the title, which takes focus; what
 * happens next, which the region announces; and the rest. Part of the quote form island.
 */
import { clsx } from 'clsx';
import type { Ref } from 'react';

import { type QuoteFormCopy } from '#src/data/ui.ts';
import { format } from '#src/lib/format.ts';
import type { PhoneLink } from '#src/lib/phone.ts';
import type { QuoteValues } from '#src/lib/quote-form.ts';

import { linkClass } from './quote-form-inputs.tsx';

/** The thank-you's title, which takes focus when it replaces the form. */
export function QuoteThanksTitle({
  copy,
  sent,
  ref,
}: {
  copy: QuoteFormCopy;
  sent: QuoteValues;
  ref: Ref<HTMLHeadingElement>;
}) {
  return (
    <h3 ref={ref} tabIndex={-1} className="text-2xl focus-visible:outline-none">
      {format(copy.sent.title, { name: sent.name.trim() })}
    </h3>
  );
}

/** What happens next: a call to the phone given, or an email to the address given when there is no phone. */
export function QuoteThanksNext({ copy, sent }: { copy: QuoteFormCopy; sent: QuoteValues }) {
  const byPhone = sent.phone.trim() !== '';
  const [before = '', after = ''] = (byPhone ? copy.sent.next : copy.sent.nextEmail).split(
    byPhone ? '{phone}' : '{email}',
  );
  return (
    <p className="mt-3">
      {/* The number the visitor gave, kept on one line. */}
      {before}
      <span className="whitespace-nowrap">{byPhone ? sent.phone.trim() : sent.email.trim()}</span>
      {after}
    </p>
  );
}

/** The rest of the thank-you: the booking page (when set), the opening hours and the phone. */
export function QuoteThanksMore({
  copy,
  hours,
  phone,
  bookingUrl,
  bookingLabel,
}: {
  copy: QuoteFormCopy;
  hours: readonly { label: string; time: string }[];
  phone: PhoneLink;
  bookingUrl?: string | undefined;
  bookingLabel: string;
}) {
  return (
    <>
      {bookingUrl ? (
        <p className="mt-4">
          <a
            href={bookingUrl}
            data-track="booking"
            rel="noopener"
            className="inline-flex min-h-12 items-center rounded-full border-2 border-accent-strong px-5 font-semibold text-accent-strong"
          >
            {bookingLabel}
          </a>
        </p>
      ) : null}
      <h4 className="mt-5 font-bold">{copy.sent.hours}</h4>
      <ul className="mt-1 text-muted">
        {hours.map((h) => (
          <li key={h.label}>
            {h.label}: {h.time}
          </li>
        ))}
      </ul>
      <p className="mt-5">
        {copy.sent.sooner}{' '}
        <a href={phone.href} className={clsx(linkClass, 'whitespace-nowrap')}>
          {phone.display}
        </a>
      </p>
    </>
  );
}
