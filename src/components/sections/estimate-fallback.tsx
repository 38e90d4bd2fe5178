import { ButtonLink } from '#src/components/ui/button.tsx';
import { EmailLink } from '#src/components/ui/email-link.tsx';
import { Icon } from '#src/components/ui/icon.tsx';
import type { EstimateCopy } from '#src/data/ui.ts';
import type { PhoneLink } from '#src/lib/phone.ts';

export interface EstimateFallbackProps {
  /**
   * Why the visitor sees this: no form configured (or no JavaScript), the form failed, or "beside":
   * the compact line under a working form, for when the form's own page shows an error.
   */
  reason: 'not-configured' | 'failed' | 'beside';
  phone: PhoneLink;
  textHref: string;
  email: string;
  copy: EstimateCopy;
}

const fallbackButton = 'px-5 text-center text-base whitespace-normal sm:px-7 sm:text-lg';

/** What a visitor sees instead of an empty box when the estimate form is off or fails to load. */
export function EstimateFallback({ reason, phone, textHref, email, copy }: EstimateFallbackProps) {
  const subject = encodeURIComponent(copy.emailSubject);
  const body = encodeURIComponent(copy.emailBody);
  const mailto = `mailto:${email}?subject=${subject}&body=${body}`;
  if (reason === 'beside') {
    return (
      <p className="mt-3 text-sm text-muted" data-slot="estimate-alternative">
        {copy.besideLabel}{' '}
        <a href={phone.href} className="font-semibold text-accent-strong underline">
          {copy.callLabel} <span className="whitespace-nowrap">{phone.display}</span>
        </a>
        {' · '}
        <a href={textHref} className="font-semibold text-accent-strong underline">
          {copy.textLabel}
        </a>
        {' · '}
        <a href={mailto} className="font-semibold text-accent-strong underline" data-track="quote">
          {copy.emailLabel}
        </a>
      </p>
    );
  }
  return (
    <div
      className="flex h-full flex-col justify-center rounded-card border border-line bg-surface p-6 shadow-card md:p-8"
      role="group"
      aria-labelledby="estimate-fallback-title"
    >
      <h3 id="estimate-fallback-title" className="text-2xl">
        {reason === 'failed' ? copy.failedTitle : copy.title}
      </h3>
      <p className="mt-3 text-muted">{copy.text}</p>
      {/* On phones the labels take the body size, so the longer Spanish ones stay on one line at 390 px;
          a label that still does not fit wraps between words, never inside the number. */}
      <div className="mt-6 grid gap-3">
        <ButtonLink href={phone.href} size="lg" className={fallbackButton}>
          <Icon name="phone" />
          {/* One flex item, so the label and the number are one run of text; the number never breaks. */}
          <span>
            {copy.callLabel} <span className="whitespace-nowrap">{phone.display}</span>
          </span>
        </ButtonLink>
        <ButtonLink href={textHref} variant="secondary" size="lg" className={fallbackButton}>
          <Icon name="message" />
          {copy.textLabel}
        </ButtonLink>
        <ButtonLink href={mailto} variant="secondary" size="lg" track="quote" className={fallbackButton}>
          <Icon name="mail" />
          {copy.emailLabel}
        </ButtonLink>
      </div>
      <p className="mt-4 text-sm text-muted">
        {copy.writeLabel} <EmailLink email={email} className="font-semibold text-accent-strong underline" />
      </p>
    </div>
  );
}
