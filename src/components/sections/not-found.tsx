import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { PhoneLink } from '@/lib/phone';

export interface NotFoundProps {
  code: string;
  heading: string;
  text: string;
  homeLabel: string;
  phone: PhoneLink;
}

/** The body of the 404 page: the code, the spec's heading and the way home. */
export function NotFound({ code, heading, text, homeLabel, phone }: NotFoundProps) {
  return (
    <section aria-labelledby="not-found-title" className="container-page py-24 text-center md:py-32">
      <p className="text-8xl font-extrabold tracking-tight text-accent-strong md:text-9xl">{code}</p>
      <h1 id="not-found-title" className="mt-4 text-3xl md:text-4xl">
        {heading}
      </h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-muted">{text}</p>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink href="/" size="lg">
          {homeLabel}
        </ButtonLink>
        <ButtonLink href={phone.href} variant="secondary" size="lg">
          <Icon name="phone" />
          Call {phone.display}
        </ButtonLink>
      </div>
    </section>
  );
}
