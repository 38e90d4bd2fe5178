import { ActionButtons } from '#src/components/ui/action-buttons.tsx';
import type { PhoneLink } from '#src/lib/phone.ts';

export interface ErrorPageProps {
  code: string;
  heading: string;
  text: string;
  homeLabel: string;
  /** The home page in the page's language. */
  homeHref: string;
  phone: PhoneLink;
  callLabel: string;
}

/** The body of an error page (404, 500): the code, the spec's heading and the way home. */
export function ErrorPage({ code, heading, text, homeLabel, homeHref, phone, callLabel }: ErrorPageProps) {
  return (
    <section aria-labelledby="error-title" className="container-page py-24 text-center md:py-32">
      <p className="text-8xl font-extrabold tracking-tight text-accent-strong md:text-9xl">{code}</p>
      <h1 id="error-title" className="mt-4 text-3xl md:text-4xl">
        {heading}
      </h1>
      <p className="mx-auto mt-4 max-w-md text-lg text-muted">{text}</p>
      <ActionButtons
        primary={{ label: homeLabel, href: homeHref }}
        phone={phone}
        callLabel={callLabel}
        align="center"
        className="mt-8"
      />
    </section>
  );
}
