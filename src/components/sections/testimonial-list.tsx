import { Card } from '#src/components/ui/card.tsx';
import { RatingStars } from '#src/components/ui/rating-stars.tsx';
import type { Testimonial } from '#src/schemas/testimonial.ts';

export interface TestimonialListProps {
  items: readonly Testimonial[];
  /** "Rated {rating} out of 5" for screen readers. */
  ratedLabel: (rating: number) => string;
}

/**
 * Customer quotes. Names and words are rendered as text (React escapes them), never as HTML.
 * The grid fills its rows whatever the count, so a fourth quote never sits alone.
 */
export function TestimonialList({ items, ratedLabel }: TestimonialListProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-[repeat(auto-fit,minmax(17rem,1fr))]">
      {items.map((item) => (
        <Card as="li" key={`${item.name}-${item.location}`} className="flex flex-col">
          <figure className="flex flex-1 flex-col">
            <RatingStars rating={item.rating} label={ratedLabel(item.rating)} />
            <blockquote className="mt-4 flex-1 text-ink">
              <p>“{item.text}”</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-line pt-4">
              <span className="block font-semibold">{item.name}</span>
              <span className="block text-sm text-muted">
                {item.location} · {item.project}
              </span>
            </figcaption>
          </figure>
        </Card>
      ))}
    </ul>
  );
}
