/**
 * Review figures across platforms. The platforms are `reviewPlatforms` in src/data/business.yaml: the
 * overall rating, the review total and the platform count are computed here from that list, so a
 * platform the owner leaves out appears nowhere, and with none the site claims no rating at all.
 */
import type { ReviewPlatformFacts } from '#src/schemas/business.ts';
import type { Locale } from '#src/schemas/content-manifest.ts';

export interface PlatformRating {
  rating: number;
  reviewCount: number;
}

/** Total reviews across platforms. */
export function totalReviews(platforms: readonly PlatformRating[]): number {
  return platforms.reduce((sum, p) => sum + p.reviewCount, 0);
}

/**
 * The overall rating: the review-count-weighted average of the platforms' ratings, to one decimal
 * (so a platform with 247 reviews weighs seven times one with 34). 0 when there are no reviews.
 */
export function weightedAverageRating(platforms: readonly PlatformRating[]): number {
  const total = totalReviews(platforms);
  if (total === 0) return 0;
  const weighted = platforms.reduce((sum, p) => sum + p.rating * p.reviewCount, 0);
  return Math.round((weighted / total) * 10) / 10;
}

/**
 * The rating the site shows and publishes: the weighted average over every platform's reviews, and
 * their total. The hero, the reviews panel and the structured data's AggregateRating all read this,
 * so the JSON-LD says exactly what the page says.
 */
export function overallRating(platforms: readonly PlatformRating[]): { value: number; count: number } {
  return { value: weightedAverageRating(platforms), count: totalReviews(platforms) };
}

/**
 * The rating as copy writes it, `{rating}` ("4.9") and `{reviewCount}` ("638"), in a language's
 * number format: the same figures the hero and the structured data show, so copy never repeats them.
 */
export function ratingTokens(
  platforms: readonly PlatformRating[],
  intlLocale: string,
): { rating: string; reviewCount: string } {
  const { value, count } = overallRating(platforms);
  return {
    rating: new Intl.NumberFormat(intlLocale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
      value,
    ),
    reviewCount: new Intl.NumberFormat(intlLocale).format(count),
  };
}

const numberWords = {
  en: ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  es: ['ninguna', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez'],
} as const;

/**
 * How many review platforms the ratings come from, as copy says it ({reviewPlatforms}): "five review
 * platforms", "one review platform"; Spanish "cinco plataformas de reseñas", "una plataforma de reseñas".
 * Counted from the platforms, so leaving one out changes every sentence that counts them.
 */
export function reviewPlatformsPhrase(count: number, locale: 'en' | 'es'): string {
  const amount = numberWords[locale][count] ?? String(count);
  if (locale === 'es') return `${amount} ${count === 1 ? 'plataforma' : 'plataformas'} de reseñas`;
  return `${amount} review ${count === 1 ? 'platform' : 'platforms'}`;
}

/** A review platform as the pages show it. */
export interface ReviewPlatform extends PlatformRating {
  name: string;
  /** Short mark shown in place of a logo image: "G", "BBB", "HA". */
  logo: string;
  /** The owner's profile page on the platform. */
  url: string;
  /** One line under the platform, in each language, when the owner wrote one. */
  description?: Readonly<Record<Locale, string>> | undefined;
}

/** The mark shown for a platform: the initials of a name of several words, else its capitals ("HomeAdvisor": "HA"). */
export function platformLogo(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length > 1) return words.map((word) => word.charAt(0).toUpperCase()).join('');
  const capitals = name.replace(/[^A-Z]/g, '');
  return capitals.length > 0 ? capitals : name.charAt(0).toUpperCase();
}

/** The platforms of business.yaml as the pages show them, in the owner's order. */
export function platformsOf(platforms: readonly ReviewPlatformFacts[]): ReviewPlatform[] {
  return platforms.map((platform) => ({
    name: platform.name,
    logo: platformLogo(platform.name),
    rating: platform.rating,
    reviewCount: platform.count,
    url: platform.url,
    description: platform.description,
  }));
}

/** The rating the site claims, or undefined when it lists no platform (no rating is shown then). */
export function siteRating(
  platforms: readonly PlatformRating[],
): { value: number; count: number } | undefined {
  return platforms.length === 0 ? undefined : overallRating(platforms);
}
