/**
 * What the photos the site ships with (placeholders rendered by photo-renderer/) show, in both
 * languages: their alt text when content names one of them alone (`image: street-doral`). A page
 * that gives a photo's words itself (`image: { src: street-doral, alt: ... }`) overrides these, and
 * a new photo needs only that: its file in src/assets/images/ and its words where the page names it.
 * When a photo is replaced, change its words here (or on the page) so the alt text stays true.
 */
import type { Locale } from '#src/schemas/content-manifest.ts';

export const photoAlts: Readonly<Record<string, Record<Locale, string>>> = {
  'hero-garage-floor': {
    en: 'Three-car garage with a glossy grey, black and white flake epoxy floor reflecting the garage doors and shop lights',
    es: 'Garaje para tres carros con piso epóxico brillante de hojuelas grises, negras y blancas que refleja los portones y las luces',
  },
  'garage-flake': {
    en: 'Garage with a tan, grey and black flake epoxy floor under a high-gloss topcoat, one door open to a sunny driveway',
    es: 'Garaje con piso epóxico de hojuelas canela, grises y negras bajo una capa final de alto brillo, con un portón abierto a la entrada soleada',
  },
  'metallic-swirl': {
    en: 'Living room with a glossy metallic epoxy floor swirled in deep blue, silver and charcoal, reflecting the patio doors',
    es: 'Sala con piso epóxico metálico brillante en remolinos azul profundo, plateado y carbón, que refleja las puertas del patio',
  },
  'commercial-solid': {
    en: 'Furniture showroom in a converted brick warehouse with a light grey high-gloss epoxy floor',
    es: 'Sala de exhibición de muebles en un antiguo almacén de ladrillo, con piso epóxico gris claro de alto brillo',
  },
  'pool-deck-quartz': {
    en: 'Sand-colored quartz pool deck beside turquoise pool water, with palms and a canal behind',
    es: 'Piso de cuarzo color arena junto al agua turquesa de una piscina, con palmas y un canal al fondo',
  },
  'industrial-floor': {
    en: 'Warehouse aisle with a glossy grey epoxy floor and yellow forklift lanes between tall pallet racks',
    es: 'Pasillo de almacén con piso epóxico gris brillante y carriles amarillos para montacargas entre estanterías altas',
  },
  'basement-floor': {
    en: 'Finished basement with a warm tan flake epoxy floor, a grey sectional sofa and small windows near the ceiling',
    es: 'Sótano terminado con piso epóxico de hojuelas en tonos canela, un sofá seccional gris y ventanas pequeñas junto al techo',
  },
  'repair-resurfaced': {
    en: 'Garage floor mid-repair: a peeling, oil-stained old coating on the left, a fresh glossy flake coat on the right',
    es: 'Piso de garaje en plena reparación: la capa vieja, manchada de aceite y despegándose, a la izquierda; la nueva capa brillante de hojuelas a la derecha',
  },
  'street-miami': {
    en: 'Miami street lined with two- and three-story stucco shops, awnings, royal palms and parked cars, downtown towers beyond',
    es: 'Calle de Miami con tiendas de estuco de dos y tres pisos, toldos, palmas reales y carros estacionados, con las torres del centro al fondo',
  },
  'street-miami-beach': {
    en: 'Miami Beach street of pastel Art Deco buildings with ledges over the windows, coconut palms and a blue sky',
    es: 'Calle de Miami Beach con edificios Art Déco en colores pastel, cornisas sobre las ventanas, cocoteros y cielo azul',
  },
  'street-coral-gables': {
    en: 'Coral Gables street with Mediterranean-style buildings, arched windows with shutters, tile roofs and royal palms',
    es: 'Calle de Coral Gables con edificios de estilo mediterráneo, ventanas en arco con contraventanas, techos de teja y palmas reales',
  },
  'street-hialeah': {
    en: 'Wide Hialeah avenue with a strip of one-story shops, colorful signs and awnings, and palms',
    es: 'Amplia avenida de Hialeah con una hilera de tiendas de un piso, letreros y toldos de colores, y palmas',
  },
  'street-doral': {
    en: 'Doral boulevard with royal palms on the median and large white warehouses with blue trim',
    es: 'Bulevar de Doral con palmas reales en el separador y grandes almacenes blancos con franjas azules',
  },
  'street-kendall': {
    en: 'Kendall street of single-story stucco houses with tile roofs, lawns, driveways and palms',
    es: 'Calle de Kendall con casas de estuco de un piso, techos de teja, jardines, entradas de carros y palmas',
  },
  'street-homestead': {
    en: 'Two-lane road in Homestead past rows of young palms at a nursery and a stucco farm market',
    es: 'Carretera de dos carriles en Homestead junto a hileras de palmas jóvenes de un vivero y un mercado de estuco',
  },
};
