import { cn } from '#src/lib/cn.ts';

import { Icon } from './icon.tsx';

export interface RatingStarsProps {
  /** Whole stars to fill, 0-5. */
  rating: number;
  /** Screen-reader text, e.g. "Rated 5 out of 5"; without it the stars are decorative. */
  label?: string;
  className?: string;
}

/** Five stars, the first `rating` of them filled. */
export function RatingStars({ rating, label, className }: RatingStarsProps) {
  return (
    <span data-slot="rating-stars" className={cn('flex text-star', className)}>
      <span className="flex" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <Icon
            key={i}
            name="star"
            className={i < Math.round(rating) ? 'size-4 fill-current' : 'size-4 opacity-40'}
          />
        ))}
      </span>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
