import { ButtonLink } from '#src/components/ui/button.tsx';
import { EmailLink } from '#src/components/ui/email-link.tsx';
import { Icon } from '#src/components/ui/icon.tsx';
import { cn } from '#src/lib/cn.ts';
import type { EstimateCopy } from '#src/data/ui.ts';
import type { PhoneLink } from '#src/lib/phone.ts';

export interface EstimateFallbackProps {
  /**
   * Why the visitor sees this:
   * - "not-configured": no form configured, or no JavaScript: the call / text / email card;
   * - "loading": the same card while the form loads out of sight, with a loading line;
   * - "failed": the card, titled to say the form did not load;
   * - "alongside": a row of the three buttons at the top of a form the page cannot confirm is
   *   working (no ready message configured), as much in view as the form;
   * - "beside": the compact line at the foot of a form its provider confirmed ready.
   */
  reason: 'not-configured' | 'loading' | 'failed' | 'alongside' | 'beside';
  phone: PhoneLink;
  textHref: string;
  /** The number `textHref` texts, shown on its button: a laptop visitor can text it from a phone. */
  textNumber: string;
  email: string;
  copy: EstimateCopy;
  /** A WhatsApp chat with a message written (lib/contact.ts whatsappHref), where one is set. */
  whatsapp?: { href: string; label: string } | null | undefined;
  /** Stretches the card to fill its box (the box the form will take), its content at the top. */
  fill?: boolean;
}

const fallbackButton = 'px-5 text-center text-base whitespace-normal sm:px-7 sm:text-lg';

/** What a visitor sees instead of an empty box when the estimate form is off or fails to load. */
export function EstimateFallback({
  reason,
  phone,
  textHref,
  textNumber,
  email,
  copy,
  fill = false,
  whatsapp,
}: EstimateFallbackProps) {
  const subject = encodeURIComponent(copy.emailSubject);
  const body = encodeURIComponent(copy.emailBody);
  const mailto = `mailto:${email}?subject=${subject}&body=${body}`;
  if (reason === 'beside') {
    return (
      <p className="border-t border-line px-4 py-3 text-sm text-muted" data-slot="estimate-alternative">
        {copy.besideLabel}{' '}
        <a href={phone.href} className="font-semibold text-accent-strong underline">
          {copy.callLabel} <span className="whitespace-nowrap">{phone.display}</span>
        </a>
        {' · '}
        <a href={textHref} className="font-semibold text-accent-strong underline">
          {copy.textLabel} <span className="whitespace-nowrap">{textNumber}</span>
        </a>
        {whatsapp ? (
          <>
            {' · '}
            <a
              href={whatsapp.href}
              className="font-semibold text-accent-strong underline"
              data-track="whatsapp"
              rel="noopener"
            >
              {whatsapp.label}
            </a>
          </>
        ) : null}
        {' · '}
        <a href={mailto} className="font-semibold text-accent-strong underline" data-track="quote">
          {copy.emailLabel}
        </a>
      </p>
    );
  }
  if (reason === 'alongside') {
    return (
      <div
        className="border-b border-line bg-surface-2 p-4"
        role="group"
        aria-labelledby="estimate-alongside-title"
        data-slot="estimate-alternative"
      >
        <p id="estimate-alongside-title" className="font-semibold">
          {copy.alongsideLabel}
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <ButtonLink href={phone.href} className="whitespace-normal text-center">
            <Icon name="phone" />
            {copy.callLabel} {phone.display}
          </ButtonLink>
          <ButtonLink href={textHref} variant="secondary" className="whitespace-normal text-center">
            <Icon name="message" />
            <span>
              {copy.textLabel} <span className="whitespace-nowrap">{textNumber}</span>
            </span>
          </ButtonLink>
          <ButtonLink
            href={mailto}
            variant="secondary"
            track="quote"
            className="whitespace-normal text-center"
          >
            <Icon name="mail" />
            {copy.emailLabel}
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div
      // Its own height: beside the estimate details on /contact, a card stretched to its column
      // would overflow into the next section. `fill` stretches it only inside the form's own box.
      className={cn(
        'flex flex-col justify-center rounded-card border border-line bg-surface p-6 shadow-card md:p-8',
        fill && 'relative flex-1 justify-start',
      )}
      role="group"
      aria-labelledby="estimate-fallback-title"
    >
      {reason === 'loading' ? (
        <p className="mb-4 text-sm font-semibold text-muted" role="status">
          {copy.loading}
        </p>
      ) : null}
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
          <span>
            {copy.textLabel} <span className="whitespace-nowrap">{textNumber}</span>
          </span>
        </ButtonLink>
        {whatsapp ? (
          <ButtonLink
            href={whatsapp.href}
            variant="secondary"
            size="lg"
            track="whatsapp"
            rel="noopener"
            className={fallbackButton}
          >
            <Icon name="message" />
            {whatsapp.label}
          </ButtonLink>
        ) : null}
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
