/**
 * The five review platforms. Review counts are the spec's
 * (247, 89, 34, 156, 112); the overall rating is computed from them in lib/rating.ts.
 * OWNER: add your profile page on each platform to `reviewProfiles` in src/data/business.yaml (the
 * editor at /admin edits it), or set `profileUrl` here. Until you do, the link searches
 * the platform for the business name in src/data/business.ts, so a rename never points at the old name.
 */
import type { Locale } from '#src/schemas/content-manifest.ts';

import { business } from './business.ts';
interface PlatformEntry {
  name: string;
  /** Short mark shown in place of a logo image. */
  logo: string;
  rating: number;
  reviewCount: number;
  /** OWNER: your profile page on the platform; leave empty to link a search for the business name. */
  profileUrl?: string;
  /** The platform's search page, given the business name. */
  searchUrl: (name: string) => string;
  /** One line under the platform, in each language. */
  description: Record<Locale, string>;
}

export interface ReviewPlatform {
  name: string;
  logo: string;
  rating: number;
  reviewCount: number;
  url: string;
  description: Record<Locale, string>;
}

const q = encodeURIComponent;

const platforms: readonly PlatformEntry[] = [
  {
    name: 'Google',
    logo: 'G',
    rating: 4.9,
    reviewCount: 247,
    searchUrl: (name) => `https://www.google.com/maps/search/${q(name)}`,
    description: {
      en: 'Search and Maps reviews from homeowners across Miami-Dade and Broward.',
      es: 'Reseñas en la Búsqueda de Google y en Google Maps de propietarios de todo Miami-Dade y Broward.',
    },
  },
  {
    name: 'Yelp',
    logo: 'Y',
    rating: 4.8,
    reviewCount: 89,
    searchUrl: (name) => `https://www.yelp.com/search?find_desc=${q(name)}`,
    description: {
      en: 'Local reviews, many with photos of finished garages.',
      es: 'Reseñas locales, muchas con fotos de garajes terminados.',
    },
  },
  {
    name: 'Better Business Bureau',
    logo: 'BBB',
    rating: 4.8,
    reviewCount: 34,
    searchUrl: (name) => `https://www.bbb.org/search?find_text=${q(name)}`,
    description: {
      en: 'Business profile with customer reviews and complaint history.',
      es: 'Perfil de la empresa con reseñas de clientes e historial de quejas.',
    },
  },
  {
    name: 'Angi',
    logo: 'A',
    rating: 4.9,
    reviewCount: 156,
    searchUrl: (name) => `https://www.angi.com/search?query=${q(name)}`,
    description: {
      en: 'Verified reviews from booked home-service projects.',
      es: 'Reseñas verificadas de proyectos contratados para el hogar.',
    },
  },
  {
    name: 'HomeAdvisor',
    logo: 'HA',
    rating: 4.8,
    reviewCount: 112,
    searchUrl: (name) => `https://www.homeadvisor.com/search?query=${q(name)}`,
    description: {
      en: 'Screened-pro reviews from homeowners who hired us.',
      es: 'Reseñas de propietarios que nos contrataron como profesionales verificados.',
    },
  },
];

/** The platforms as the site shows them: each links to the owner's profile, or a search for the current name. */
export const reviewPlatforms: readonly ReviewPlatform[] = platforms.map(
  ({ profileUrl, searchUrl, ...platform }) => ({
    ...platform,
    url:
      business.reviewProfiles.find((profile) => profile.platform === platform.name)?.url ??
      profileUrl ??
      searchUrl(business.name),
  }),
);
