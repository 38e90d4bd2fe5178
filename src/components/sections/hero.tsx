import { ActionButtons } from '@/components/ui/action-buttons';
import { Icon } from '@/components/ui/icon';
import { Picture, type PictureData } from '@/components/ui/picture';
import type { PhoneLink } from '@/lib/phone';

export interface HeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  image: PictureData;
  quote: { label: string; href: string };
  phone: PhoneLink;
  trust: readonly string[];
  rating: { value: number; reviews: number };
}

/** The first screen: the promise, the two ways to act, and why to trust it, over a floor photo. */
export function Hero({ eyebrow, title, lead, image, quote, phone, trust, rating }: HeroProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="on-ink relative isolate overflow-hidden bg-ink text-on-ink"
    >
      <div className="absolute inset-0 -z-10">
        <Picture image={image} priority className="h-full w-full" />
        <div className="absolute inset-0 bg-gradient-to-r from-ink via-ink/85 to-ink/40" />
        <div className="absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-ink/80 to-transparent" />
      </div>
      <div className="container-page py-16 md:py-28 lg:py-32">
        <div className="max-w-2xl">
          <p className="mb-4 text-sm font-bold tracking-[0.14em] text-accent uppercase">{eyebrow}</p>
          <h1 id="hero-title" className="text-display font-extrabold">
            {title}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-on-ink-muted md:text-xl">{lead}</p>
          <ActionButtons
            primary={{ label: quote.label, href: quote.href, track: 'quote' }}
            phone={phone}
            tone="ink"
            className="mt-8"
          />
          <p className="mt-8 flex items-center gap-2 text-on-ink">
            <span className="flex text-star" aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Icon key={i} name="star" className="size-4 fill-current" />
              ))}
            </span>
            <span>
              <strong>{rating.value.toFixed(1)}/5</strong> from {rating.reviews}+ reviews
            </span>
          </p>
          <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-on-ink-muted">
            {trust.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Icon name="circleCheck" className="size-4 text-accent" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
