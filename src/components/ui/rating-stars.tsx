import { cn } from '#src/lib/cn.ts';

import { Icon } from './icon.tsx';

export interface RatingStarsProps {
  /** Whole stars to fill, 0-5. */
  rating: number;
  /**
   * The rating in words, e.g. "Rated 5 out of 5", shown beside the stars for everyone (the stars
   * alone are a picture some eyes cannot read); without it the stars are decorative.
   */
  label?: string;
  className?: string;
}

/**
 * Five stars, the first `rating` of them filled: the bright star colour on ink (9.6:1), a darker one
 * on light surfaces (4.2:1), so the stars reach 3:1 on either (WCAG 1.4.11).
 */
export function RatingStars({ rating, label, className }: RatingStarsProps) {
  return (
    <span
      data-slot="rating-stars"
      className={cn('flex flex-wrap items-center gap-x-2 text-star-strong in-[.on-ink]:text-star', className)}
    >
      <span className="flex" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Icon
            key={i}
            name="star"
            className={i < Math.round(rating) ? 'size-4 fill-current' : 'size-4 opacity-40'}
          />
        ))}
      </span>
      {label ? (
        <span className="text-sm font-semibold text-muted in-[.on-ink]:text-on-ink-muted">{label}</span>
      ) : null}
    </span>
  );
}
