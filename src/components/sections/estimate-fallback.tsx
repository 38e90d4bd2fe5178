import { ButtonLink } from '@/components/ui/button';
import { EmailLink } from '@/components/ui/email-link';
import { Icon } from '@/components/ui/icon';
import type { EstimateCopy } from '@/data/ui';
import type { PhoneLink } from '@/lib/phone';

export interface EstimateFallbackProps {
  /** Why the visitor sees this instead of the form. */
  reason: 'not-configured' | 'failed';
  phone: PhoneLink;
  textHref: string;
  email: string;
  copy: EstimateCopy;
}

/** What a visitor sees instead of an empty box when the estimate form is off or fails to load. */
export function EstimateFallback({ reason, phone, textHref, email, copy }: EstimateFallbackProps) {
  const subject = encodeURIComponent(copy.emailSubject);
  const body = encodeURIComponent(copy.emailBody);
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
      <div className="mt-6 grid gap-3">
        <ButtonLink href={phone.href} size="lg" className="whitespace-normal text-center">
          <Icon name="phone" />
          {copy.callLabel} {phone.display}
        </ButtonLink>
        <ButtonLink href={textHref} variant="secondary" size="lg" className="whitespace-normal text-center">
          <Icon name="message" />
          {copy.textLabel}
        </ButtonLink>
        <ButtonLink
          href={`mailto:${email}?subject=${subject}&body=${body}`}
          variant="secondary"
          size="lg"
          track="quote"
          className="whitespace-normal text-center"
        >
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
