import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import {
  platformLogo,
  platformsOf,
  ratingTokens,
  siteRating,
  totalReviews,
  weightedAverageRating,
} from './rating.ts';

/** The owner's platforms, as business.yaml lists them. */
const reviewPlatforms = platformsOf(business.reviewPlatforms);

describe('overall rating', () => {
  it("counts every review on the owner's platforms", () => {
    let sum = 0;
    for (const platform of reviewPlatforms) sum += platform.reviewCount;
    expect(totalReviews(reviewPlatforms)).toBe(sum);
  });

  it("is the owner's platforms' ratings weighted by their reviews, to one decimal", () => {
    const ratings = reviewPlatforms.map((p) => p.rating);
    const site = weightedAverageRating(reviewPlatforms);
    expect(site).toBeGreaterThanOrEqual(Math.min(...ratings));
    expect(site).toBeLessThanOrEqual(Math.max(...ratings));
    expect(Number.isInteger(Math.round(site * 10))).toBe(true);
    // Moving one review from the lowest-rated platform to the highest never lowers the average.
    const platforms = reviewPlatforms.map((p) => ({ ...p }));
    const low = platforms.reduce((a, b) => (b.rating < a.rating ? b : a));
    const high = platforms.reduce((a, b) => (b.rating > a.rating ? b : a));
    low.reviewCount -= 1;
    high.reviewCount += 1;
    expect(weightedAverageRating(platforms)).toBeGreaterThanOrEqual(site);
  });

  it('gives copy its {rating} and {reviewCount} in each language’s number format', () => {
    const platforms = [
      { rating: 4.9, reviewCount: 1200 },
      { rating: 5, reviewCount: 34 },
    ];
    expect(ratingTokens(platforms, 'en-US')).toEqual({ rating: '4.9', reviewCount: '1,234' });
    expect(ratingTokens([{ rating: 5, reviewCount: 2 }], 'es-US')).toEqual({
      rating: '5.0',
      reviewCount: '2',
    });
    expect(ratingTokens(platforms, 'es-ES')).toEqual({ rating: '4,9', reviewCount: '1234' });
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

describe('the platforms of business.yaml', () => {
  it('are the rows of reviewPlatforms, each with its own figures and profile page, in order', () => {
    expect(
      reviewPlatforms.map(({ name, rating, reviewCount, url }) => ({ name, rating, reviewCount, url })),
    ).toEqual(
      business.reviewPlatforms.map(({ name, rating, count, url }) => ({
        name,
        rating,
        reviewCount: count,
        url,
      })),
    );
  });

  it('claim no rating at all when the list is empty', () => {
    expect(siteRating([])).toBeUndefined();
    expect(siteRating([{ rating: 4.6, reviewCount: 23 }])).toEqual({ value: 4.6, count: 23 });
  });

  it('show a short mark for each platform in place of a logo', () => {
    expect(['Google', 'Better Business Bureau', 'HomeAdvisor', 'angi'].map(platformLogo)).toEqual([
      'G',
      'BBB',
      'HA',
      'A',
    ]);
  });
});
