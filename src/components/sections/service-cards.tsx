import { cardVariants } from '#src/components/ui/card.tsx';
import { Icon } from '#src/components/ui/icon.tsx';
import { Picture } from '#src/components/ui/picture.tsx';
import { cn } from '#src/lib/cn.ts';
import type { PictureData } from '#src/schemas/image.ts';

export interface ServiceCardsProps {
  items: readonly {
    title: string;
    description: string;
    features: readonly string[];
    image: PictureData;
    href: string;
  }[];
  /** The "Learn more" cue at the foot of each card. */
  learnMoreLabel: string;
}

/** Image cards for services; the whole card is one link, named by its title. */
export function ServiceCards({ items, learnMoreLabel }: ServiceCardsProps) {
  return (
    // Two, then three to a row; a short last row is centred (seven services end on one card, not a gap).
    <ul className="grid gap-6 md:flex md:flex-wrap md:justify-center">
      {items.map((item) => (
        <li
          key={item.href}
          className={cn(
            cardVariants({ padding: 'none' }),
            'group relative flex flex-col overflow-hidden md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
            // The focus ring is the card's own outline: the card's overflow clips what its children
            // draw (a ring on the link or an inner layer), never its outline, and forced colours keep it.
            'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-strong',
          )}
        >
          <div className="aspect-[3/2] overflow-hidden bg-surface-2">
            <Picture
              image={item.image}
              className="h-full transition-transform duration-500 group-hover:scale-105"
            />
          </div>
          <div className="flex flex-1 flex-col p-6">
            <h3 className="text-xl">
              <a href={item.href} className="after:absolute after:inset-0 focus-visible:outline-none">
                {item.title}
              </a>
            </h3>
            <p className="mt-2 text-muted">{item.description}</p>
            <ul className="mt-4 space-y-1.5 text-sm">
              {item.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <Icon name="check" className="size-4 text-success" />
                  {feature}
                </li>
              ))}
            </ul>
            <span
              className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-accent-strong"
              aria-hidden="true"
            >
              {learnMoreLabel}{' '}
              <Icon name="arrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
