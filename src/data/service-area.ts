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
  /** The same sentence for the Spanish pages. */
  descriptionEs: string;
}

export const serviceCities = [
  {
    name: 'Miami',
    county: 'Miami-Dade',
    locationId: 'miami',
    description:
      'From Brickell condos to Little Havana bungalows and Wynwood showrooms, our home base and most-requested city.',
    descriptionEs:
      'De los condominios de Brickell a las casitas de La Pequeña Habana y las salas de exhibición de Wynwood: nuestra casa y la ciudad que más nos llama.',
  },
  {
    name: 'Miami Beach',
    county: 'Miami-Dade',
    locationId: 'miami-beach',
    description:
      'Salt-air-rated systems for high-rise parking decks, condo garages and pool decks a block from the ocean.',
    descriptionEs:
      'Sistemas preparados para el salitre en estacionamientos de edificios, garajes de condominio y áreas de piscina a una cuadra del mar.',
  },
  {
    name: 'Coral Gables',
    county: 'Miami-Dade',
    locationId: 'coral-gables',
    description: 'Estate garages and custom metallic finishes, color-matched to Mediterranean Revival homes.',
    descriptionEs:
      'Garajes de residencias y acabados metálicos a la medida, con colores que combinan con las casas de estilo mediterráneo.',
  },
  {
    name: 'Hialeah',
    county: 'Miami-Dade',
    locationId: 'hialeah',
    description:
      'Fast one-to-two-day garage floors and shop floors, with a bilingual English and Spanish crew.',
    descriptionEs:
      'Pisos de garaje y de taller en uno o dos días, con una cuadrilla que habla inglés y español.',
  },
  {
    name: 'Doral',
    county: 'Miami-Dade',
    locationId: 'doral',
    description:
      'Warehouse, logistics and showroom floors built for forklifts, pallet jacks and daily scrubbing.',
    descriptionEs:
      'Pisos de almacenes, centros de logística y salas de exhibición hechos para montacargas, carretillas y limpieza diaria.',
  },
  {
    name: 'Kendall',
    county: 'Miami-Dade',
    locationId: 'kendall',
    description:
      'Family garages from West Kendall to Pinecrest, finished on a schedule that fits school runs.',
    descriptionEs:
      'Garajes familiares desde West Kendall hasta Pinecrest, terminados con un horario que respeta la ida y vuelta de la escuela.',
  },
  {
    name: 'Homestead',
    county: 'Miami-Dade',
    locationId: 'homestead',
    description:
      'Hurricane-season-ready garages plus agricultural and packing-house floors across South Dade.',
    descriptionEs:
      'Garajes listos para la temporada de huracanes, más pisos agrícolas y de empacadoras en todo el sur de Dade.',
  },
  {
    name: 'Fort Lauderdale',
    county: 'Broward',
    description: 'Marina workshops, waterfront garages and restaurant kitchens from Las Olas to the Galt.',
    descriptionEs:
      'Talleres de marina, garajes frente al agua y cocinas de restaurante desde Las Olas hasta la Galt.',
  },
  {
    name: 'Pinecrest',
    county: 'Miami-Dade',
    description: 'Large-lot homes with three-car garages and covered lanais.',
    descriptionEs: 'Casas de terrenos grandes con garajes para tres carros y terrazas techadas.',
  },
  {
    name: 'Aventura',
    county: 'Miami-Dade',
    description: 'Condo parking levels and luxury residence garages.',
    descriptionEs: 'Niveles de estacionamiento de condominios y garajes de residencias de lujo.',
  },
  {
    name: 'Miami Lakes',
    county: 'Miami-Dade',
    description: 'Townhome garages and light-industrial units.',
    descriptionEs: 'Garajes de townhouses y locales de industria ligera.',
  },
  {
    name: 'North Miami',
    county: 'Miami-Dade',
    description: 'Garages, shops and small commercial spaces.',
    descriptionEs: 'Garajes, talleres y pequeños locales comerciales.',
  },
  {
    name: 'Hollywood',
    county: 'Broward',
    description: 'Beachside garages and pool decks.',
    descriptionEs: 'Garajes y áreas de piscina cerca de la playa.',
  },
  {
    name: 'Pembroke Pines',
    county: 'Broward',
    description: 'Suburban garages and home gyms.',
    descriptionEs: 'Garajes de los suburbios y gimnasios en casa.',
  },
  {
    name: 'Weston',
    county: 'Broward',
    description: 'Executive-home garages and metallic showpiece floors.',
    descriptionEs: 'Garajes de casas ejecutivas y pisos metálicos de lujo.',
  },
  {
    name: 'Coral Springs',
    county: 'Broward',
    description: 'Family garages, laundry rooms and workshops.',
    descriptionEs: 'Garajes familiares, cuartos de lavado y talleres.',
  },
] as const satisfies readonly ServiceCity[];
