import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { PhoneLink } from '@/lib/phone';

export interface EstimateFallbackProps {
  /** Why the visitor sees this instead of the form. */
  reason: 'not-configured' | 'failed';
  phone: PhoneLink;
  textHref: string;
  email: string;
}

/** What a visitor sees instead of an empty box when the estimate form is off or fails to load. */
export function EstimateFallback({ reason, phone, textHref, email }: EstimateFallbackProps) {
  const subject = encodeURIComponent('Free estimate request');
  const body = encodeURIComponent(
    'Hi, I would like a free estimate.\n\nCity:\nType of floor (garage, commercial, pool deck...):\nApproximate size (sq ft):\nBest time to call:\n',
  );
  return (
    <div
      className="flex h-full flex-col justify-center rounded-card border border-line bg-surface p-6 shadow-card md:p-8"
      role="group"
      aria-labelledby="estimate-fallback-title"
    >
      <h3 id="estimate-fallback-title" className="text-2xl">
        {reason === 'failed' ? 'The form did not load. Reach us directly' : 'Request your free estimate'}
      </h3>
      <p className="mt-3 text-muted">
        Call, text or email us with your city, the kind of floor and its rough size. A project manager replies
        within 24 hours, usually the same day.
      </p>
      <div className="mt-6 grid gap-3">
        <ButtonLink href={phone.href} size="lg" className="whitespace-normal text-center">
          <Icon name="phone" />
          Call {phone.display}
        </ButtonLink>
        <ButtonLink href={textHref} variant="secondary" size="lg" className="whitespace-normal text-center">
          <Icon name="message" />
          Text us a photo
        </ButtonLink>
        <ButtonLink
          href={`mailto:${email}?subject=${subject}&body=${body}`}
          variant="secondary"
          size="lg"
          track="quote"
          className="whitespace-normal text-center"
        >
          <Icon name="mail" />
          Email your project
        </ButtonLink>
      </div>
      <p className="mt-4 text-sm text-muted">
        Or write to{' '}
        <a href={`mailto:${email}`} className="font-semibold text-accent-strong underline">
          {email.split('@')[0]}@<wbr />
          {email.split('@')[1]}
        </a>
      </p>
    </div>
  );
}
