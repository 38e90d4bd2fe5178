import { ButtonLink } from '#src/components/ui/button.tsx';
import { Icon } from '#src/components/ui/icon.tsx';
import type { UiStrings } from '#src/data/ui.ts';

export interface OtherWaysProps {
  /** PUBLIC_BOOKING_URL, where set. */
  bookingUrl?: string | undefined;
  /** The WhatsApp chat (lib/contact.ts whatsappHref), where a number is set. */
  whatsappHref?: string | null | undefined;
  copy: UiStrings['otherWays'];
}

/**
 * Beside the form and the call card: the owner's booking page and WhatsApp, each only when set
 * (nothing at all when neither is). Plain links, counted by analytics (data-track).
 */
export function OtherWays({ bookingUrl, whatsappHref, copy }: OtherWaysProps) {
  if (!bookingUrl && !whatsappHref) return null;
  return (
    <div className="rounded-card border border-line bg-surface p-5 shadow-card">
      <h3 className="text-lg font-bold">{copy.heading}</h3>
      <div className="mt-3 grid gap-3">
        {bookingUrl ? (
          <div>
            <ButtonLink
              href={bookingUrl}
              track="booking"
              rel="noopener"
              className="whitespace-normal text-center"
            >
              <Icon name="calendar" />
              {copy.book}
            </ButtonLink>
            <p className="mt-1 text-sm text-muted">{copy.bookHint}</p>
          </div>
        ) : null}
        {whatsappHref ? (
          <ButtonLink
            href={whatsappHref}
            variant="secondary"
            track="whatsapp"
            rel="noopener"
            className="whitespace-normal text-center"
          >
            <Icon name="message" />
            {copy.whatsapp}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
