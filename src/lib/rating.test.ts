import { describe, expect, it } from 'vitest';

import { reviewPlatforms } from '#src/data/review-platforms.ts';
import { totalReviews, weightedAverageRating } from './rating.ts';

describe('overall rating', () => {
  it('uses the spec review counts for the five platforms', () => {
    expect(reviewPlatforms.map((p) => p.reviewCount)).toEqual([247, 89, 34, 156, 112]);
    expect(totalReviews(reviewPlatforms)).toBe(638);
  });

  it('is the review-count-weighted average to one decimal, 4.9 for the site', () => {
    expect(weightedAverageRating(reviewPlatforms)).toBe(4.9);
  });

  it('weighs a platform by its number of reviews, not once each', () => {
    const platforms = [
      { rating: 5, reviewCount: 90 },
      { rating: 3, reviewCount: 10 },
    ];
    expect(weightedAverageRating(platforms)).toBe(4.8);
  });

  it('is 0 when there are no reviews', () => {
    expect(weightedAverageRating([])).toBe(0);
  });
});
