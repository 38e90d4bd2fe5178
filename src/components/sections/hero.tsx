import { cva } from 'class-variance-authority';

import { ActionButtons } from '#src/components/ui/action-buttons.tsx';
import { Eyebrow } from '#src/components/ui/eyebrow.tsx';
import { Icon } from '#src/components/ui/icon.tsx';
import { Picture } from '#src/components/ui/picture.tsx';
import { RatingStars } from '#src/components/ui/rating-stars.tsx';
import type { PhoneLink } from '#src/lib/phone.ts';
import type { PictureData } from '#src/schemas/image.ts';

const heroPadding = cva('container-page', {
  variants: {
    size: {
      home: 'py-16 md:py-28 lg:py-32',
      page: 'py-14 md:py-20 lg:py-24',
    },
  },
});

export interface HeroProps {
  eyebrow?: string | undefined;
  title: string;
  lead: string;
  image: PictureData;
  /** A pill above the title, e.g. "Serving Hialeah since 2009". */
  badge?: string | undefined;
  /** "home" is the tall first screen; "page" the shorter inner-page hero. */
  size?: 'home' | 'page';
  /** The main action (the quote request) and the call button's words. */
  quote: { label: string; href: string };
  phone: PhoneLink;
  callLabel: string;
  /** The weighted rating line; left out when missing. */
  rating?: { value: number; text: string } | undefined;
  /** Short trust points under the buttons. */
  trust?: readonly string[] | undefined;
}

/** The first screen: the promise (the page's h1), the two ways to act, and why to trust it, over a floor photo. */
export function Hero({
  eyebrow,
  title,
  lead,
  image,
  badge,
  size = 'page',
  quote,
  phone,
  callLabel,
  rating,
  trust,
}: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      data-slot="hero"
      className="on-ink relative isolate overflow-hidden bg-ink text-on-ink"
    >
      <div className="absolute inset-0 -z-10">
        <Picture image={image} priority className="h-full w-full" />
        {/*
          The photo shows; only the words get a wash. On a phone they fill the width, so it deepens
          from the headline down; from md the words sit on the left, so it fades out to the right.
          The phone wash starts at 65%: the small eyebrow at the top needs 4.5:1 over the brightest
          photos (a garage window behind it measured 4.2:1 at 55%). e2e/wcag.spec.ts measures every
          hero's text against the photo under it at 320, 390 and 1280 px.
        */}
        <div className="absolute inset-0 bg-linear-to-b from-ink/65 via-ink/65 via-45% to-ink/70 md:hidden" />
        <div className="absolute inset-0 hidden bg-linear-to-r from-ink/75 via-ink/60 via-50% to-ink/0 to-90% md:block" />
        <div className="absolute inset-x-0 bottom-0 hidden h-24 bg-linear-to-t from-ink/60 to-transparent md:block" />
      </div>
      <div className={heroPadding({ size })}>
        <div className="max-w-2xl">
          {badge ? (
            <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/25 bg-ink/70 px-3 py-1 text-sm font-semibold">
              <Icon name="mapPin" className="size-4 text-accent" />
              {badge}
            </p>
          ) : null}
          {eyebrow ? <Eyebrow tone="photo">{eyebrow}</Eyebrow> : null}
          <h1
            id="hero-title"
            className={
              size === 'home' ? 'text-display font-extrabold' : 'text-4xl font-extrabold md:text-5xl'
            }
          >
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-on-ink md:text-xl">{lead}</p>
          <ActionButtons
            primary={{ label: quote.label, href: quote.href, track: 'quote' }}
            phone={phone}
            callLabel={callLabel}
            tone="ink"
            className="mt-8"
          />
          {rating ? (
            <p className="mt-8 flex items-center gap-2 text-on-ink">
              <RatingStars rating={rating.value} />
              <span>
                <strong>{rating.value.toFixed(1)}/5</strong> {rating.text}
              </span>
            </p>
          ) : null}
          {trust && trust.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-on-ink">
              {trust.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <Icon name="circleCheck" className="size-4 text-accent" />
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
