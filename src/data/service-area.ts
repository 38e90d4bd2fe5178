/**
 * Where the company works. The home page shows eight city cards, /about lists ten cities and
 * /contact sixteen (spec part 1): each page's `cities` block takes the first N of this one list,
 * so a city is spelled once.
 */
import type { LocationId } from '#src/lib/routes.ts';

export interface ServiceCity {
  name: string;
  county: 'Miami-Dade' | 'Broward';
  /** The city's landing page, where one exists. */
  locationId?: LocationId;
  /** One or two sentences for the home page card. */
  description: string;
}

export const serviceCities = [
  {
    name: 'Miami',
    county: 'Miami-Dade',
    locationId: 'miami',
    description:
      'From Brickell condos to Little Havana bungalows and Wynwood showrooms, our home base and most-requested city.',
  },
  {
    name: 'Miami Beach',
    county: 'Miami-Dade',
    locationId: 'miami-beach',
    description:
      'Salt-air-rated systems for high-rise parking decks, condo garages and pool decks a block from the ocean.',
  },
  {
    name: 'Coral Gables',
    county: 'Miami-Dade',
    locationId: 'coral-gables',
    description: 'Estate garages and custom metallic finishes, color-matched to Mediterranean Revival homes.',
  },
  {
    name: 'Hialeah',
    county: 'Miami-Dade',
    locationId: 'hialeah',
    description:
      'Fast one-to-two-day garage floors and shop floors, with a bilingual English and Spanish crew.',
  },
  {
    name: 'Doral',
    county: 'Miami-Dade',
    locationId: 'doral',
    description:
      'Warehouse, logistics and showroom floors built for forklifts, pallet jacks and daily scrubbing.',
  },
  {
    name: 'Kendall',
    county: 'Miami-Dade',
    locationId: 'kendall',
    description:
      'Family garages from West Kendall to Pinecrest, finished on a schedule that fits school runs.',
  },
  {
    name: 'Homestead',
    county: 'Miami-Dade',
    locationId: 'homestead',
    description:
      'Hurricane-season-ready garages plus agricultural and packing-house floors across South Dade.',
  },
  {
    name: 'Fort Lauderdale',
    county: 'Broward',
    description: 'Marina workshops, waterfront garages and restaurant kitchens from Las Olas to the Galt.',
  },
  {
    name: 'Pinecrest',
    county: 'Miami-Dade',
    description: 'Large-lot homes with three-car garages and covered lanais.',
  },
  {
    name: 'Aventura',
    county: 'Miami-Dade',
    description: 'Condo parking levels and luxury residence garages.',
  },
  { name: 'Miami Lakes', county: 'Miami-Dade', description: 'Townhome garages and light-industrial units.' },
  { name: 'North Miami', county: 'Miami-Dade', description: 'Garages, shops and small commercial spaces.' },
  { name: 'Hollywood', county: 'Broward', description: 'Beachside garages and pool decks.' },
  { name: 'Pembroke Pines', county: 'Broward', description: 'Suburban garages and home gyms.' },
  { name: 'Weston', county: 'Broward', description: 'Executive-home garages and metallic showpiece floors.' },
  { name: 'Coral Springs', county: 'Broward', description: 'Family garages, laundry rooms and workshops.' },
] as const satisfies readonly ServiceCity[];
