/**
 * The five review platforms (spec part 1, "Reviews view"). Review counts are the spec's
 * (247, 89, 34, 156, 112); the overall rating is computed from them in lib/rating.ts.
 * OWNER: point each url at your own profile page.
 */
export interface ReviewPlatform {
  name: string;
  /** Short mark shown in place of a logo image. */
  logo: string;
  rating: number;
  reviewCount: number;
  url: string;
  description: string;
}

export const reviewPlatforms: readonly ReviewPlatform[] = [
  {
    name: 'Google',
    logo: 'G',
    rating: 4.9,
    reviewCount: 247,
    url: 'https://www.google.com/maps/search/Coral+Coast+Epoxy+Floors',
    description: 'Search and Maps reviews from homeowners across Miami-Dade and Broward.',
  },
  {
    name: 'Yelp',
    logo: 'Y',
    rating: 4.8,
    reviewCount: 89,
    url: 'https://www.yelp.com/search?find_desc=Coral+Coast+Epoxy+Floors',
    description: 'Local reviews, many with photos of finished garages.',
  },
  {
    name: 'Better Business Bureau',
    logo: 'BBB',
    rating: 4.8,
    reviewCount: 34,
    url: 'https://www.bbb.org/search?find_text=Coral+Coast+Epoxy+Floors',
    description: 'Accredited business; customer reviews and complaint history.',
  },
  {
    name: 'Angi',
    logo: 'A',
    rating: 4.9,
    reviewCount: 156,
    url: 'https://www.angi.com/',
    description: 'Verified reviews from booked home-service projects.',
  },
  {
    name: 'HomeAdvisor',
    logo: 'HA',
    rating: 4.8,
    reviewCount: 112,
    url: 'https://www.homeadvisor.com/',
    description: 'Screened-pro reviews from homeowners who hired us.',
  },
];
