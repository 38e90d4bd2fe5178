/**
 * Where the company works, in the order the city grids show it. The home page shows eight city
 * cards, /about lists ten cities and /contact sixteen: each page's `cities` block
 * takes the first N of the service area, so a city is spelled once. A city with a page
 * (src/content/locations/) is linked to it by its name, and a city page this list does not name
 * joins the service area after these (lib/content.ts serviceArea).
 */
import type { Locale } from '#src/schemas/content-manifest.ts';

export interface ServiceCity {
  name: string;
  county: 'Miami-Dade' | 'Broward';
  /** One or two sentences for the home page card, in each language. */
  description: Record<Locale, string>;
}

export const serviceCities = [
  {
    name: 'Miami',
    county: 'Miami-Dade',
    description: {
      en: 'From Brickell condos to Little Havana bungalows and Wynwood showrooms, our home base and most-requested city.',
      es: 'De los condominios de Brickell a las casitas de La Pequeña Habana y las salas de exhibición de Wynwood: nuestra casa y la ciudad que más nos llama.',
    },
  },
  {
    name: 'Miami Beach',
    county: 'Miami-Dade',
    description: {
      en: 'Salt-air-rated systems for high-rise parking decks, condo garages and pool decks a block from the ocean.',
      es: 'Sistemas preparados para el salitre en estacionamientos de edificios, garajes de condominio y decks de piscina a una cuadra del mar.',
    },
  },
  {
    name: 'Coral Gables',
    county: 'Miami-Dade',
    description: {
      en: 'Estate garages and custom metallic finishes, color-matched to Mediterranean Revival homes.',
      es: 'Garajes de residencias y acabados metálicos a la medida, con colores que combinan con las casas de estilo mediterráneo.',
    },
  },
  {
    name: 'Hialeah',
    county: 'Miami-Dade',
    description: {
      en: 'Fast one-to-two-day garage floors and shop floors, with a bilingual English and Spanish crew.',
      es: 'Pisos de garaje y de taller en uno o dos días, con una cuadrilla que habla inglés y español.',
    },
  },
  {
    name: 'Doral',
    county: 'Miami-Dade',
    description: {
      en: 'Warehouse, logistics and showroom floors built for forklifts, pallet jacks and daily scrubbing.',
      es: 'Pisos de almacenes, centros de logística y salas de exhibición hechos para montacargas, transpaletas y limpieza diaria.',
    },
  },
  {
    name: 'Kendall',
    county: 'Miami-Dade',
    description: {
      en: 'Family garages from West Kendall to Pinecrest, finished on a schedule that fits school runs.',
      es: 'Garajes familiares desde West Kendall hasta Pinecrest, terminados con un horario que respeta la ida y vuelta de la escuela.',
    },
  },
  {
    name: 'Homestead',
    county: 'Miami-Dade',
    description: {
      en: 'Hurricane-season-ready garages plus agricultural and packing-house floors across South Dade.',
      es: 'Garajes listos para la temporada de huracanes, y también pisos agrícolas y de empacadoras en todo el sur de Dade.',
    },
  },
  {
    name: 'Fort Lauderdale',
    county: 'Broward',
    description: {
      en: 'Marina workshops, waterfront garages and restaurant kitchens from Las Olas to the Galt.',
      es: 'Talleres de marina, garajes frente al agua y cocinas de restaurante desde Las Olas hasta la Galt.',
    },
  },
  {
    name: 'Pinecrest',
    county: 'Miami-Dade',
    description: {
      en: 'Large-lot homes with three-car garages and covered lanais.',
      es: 'Casas de terrenos grandes con garajes para tres carros y terrazas techadas.',
    },
  },
  {
    name: 'Aventura',
    county: 'Miami-Dade',
    description: {
      en: 'Condo parking levels and luxury residence garages.',
      es: 'Niveles de estacionamiento de condominios y garajes de residencias de lujo.',
    },
  },
  {
    name: 'Miami Lakes',
    county: 'Miami-Dade',
    description: {
      en: 'Townhome garages and light-industrial units.',
      es: 'Garajes de townhouses y locales de industria ligera.',
    },
  },
  {
    name: 'North Miami',
    county: 'Miami-Dade',
    description: {
      en: 'Garages, shops and small commercial spaces.',
      es: 'Garajes, talleres y pequeños locales comerciales.',
    },
  },
  {
    name: 'Hollywood',
    county: 'Broward',
    description: {
      en: 'Beachside garages and pool decks.',
      es: 'Garajes y decks de piscina cerca de la playa.',
    },
  },
  {
    name: 'Pembroke Pines',
    county: 'Broward',
    description: {
      en: 'Suburban garages and home gyms.',
      es: 'Garajes de los suburbios y gimnasios en casa.',
    },
  },
  {
    name: 'Weston',
    county: 'Broward',
    description: {
      en: 'Executive-home garages and metallic showpiece floors.',
      es: 'Garajes de casas ejecutivas y pisos metálicos de lujo.',
    },
  },
  {
    name: 'Coral Springs',
    county: 'Broward',
    description: {
      en: 'Family garages, laundry rooms and workshops.',
      es: 'Garajes familiares, cuartos de lavado y talleres.',
    },
  },
] as const satisfies readonly ServiceCity[];
