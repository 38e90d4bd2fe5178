import { ActionButtons } from '#src/components/ui/action-buttons.tsx';
import { Eyebrow } from '#src/components/ui/eyebrow.tsx';
import type { PhoneLink } from '#src/lib/phone.ts';
import type { SectionHeading } from '#src/schemas/blocks.ts';

export interface CtaBandProps {
  id: string;
  heading: SectionHeading;
  /** Language of the band when it differs from the page's. */
  lang?: 'en' | 'es' | undefined;
  quote: { label: string; href: string };
  phone: PhoneLink;
  callLabel: string;
}

/** The closing call to action every page ends with: a quote request and the phone link, on ink. */
export function CtaBand({ id, heading, lang, quote, phone, callLabel }: CtaBandProps) {
  return (
    <section
      id={id}
      lang={lang}
      data-slot="cta"
      aria-labelledby={`${id}-title`}
      className="on-ink bg-ink py-16 text-on-ink md:py-20"
    >
      <div className="container-page">
        <div className="relative overflow-hidden rounded-card border border-line-ink bg-ink-2 px-6 py-10 md:px-12 md:py-14">
          <div className="max-w-2xl">
            {heading.eyebrow ? <Eyebrow tone="ink">{heading.eyebrow}</Eyebrow> : null}
            <h2 id={`${id}-title`} className="text-3xl md:text-4xl">
              {heading.title}
            </h2>
            {heading.intro ? <p className="mt-4 text-lg text-on-ink-muted">{heading.intro}</p> : null}
          </div>
          <ActionButtons
            primary={{ label: quote.label, href: quote.href, track: 'quote' }}
            phone={phone}
            callLabel={callLabel}
            tone="ink"
            className="mt-8"
          />
        </div>
      </div>
    </section>
  );
}
