/**
 * The words of the /project-timeline calculator, one copy per language: questions, answers with
 * their hints, result labels and the detail lines that explain each estimate. The rules themselves
 * are in lib/timeline.ts; the figures here (sq ft bands, 24 hours, 20-30% premium) are the spec's,
 * the same in both languages.
 */
import type { Locale } from '#src/schemas/content-manifest.ts';
import type { TimelineCalculatorCopy } from '#src/schemas/timeline.ts';

export const timelineCalculatorCopy = {
  locale: 'en-US',
  questions: {
    type: {
      legend: '1. What kind of floor are we installing?',
      options: [
        { value: 'garage', label: 'Garage', hint: 'Flake or solid color for homes and condos' },
        { value: 'commercial', label: 'Commercial', hint: 'Shops, offices, clinics, restaurants' },
        { value: 'metallic', label: 'Metallic', hint: 'Marbled, hand-worked designer finish' },
        { value: 'pool-deck', label: 'Pool Deck', hint: 'Outdoor, UV-stable, slip-resistant' },
        { value: 'industrial', label: 'Industrial', hint: 'Warehouses, plants, heavy traffic' },
      ],
    },
    size: {
      legend: '2. How big is the area?',
      options: [
        { value: 'small', label: 'Small', hint: 'Under 500 sq ft' },
        { value: 'medium', label: 'Medium', hint: '500-2,000 sq ft' },
        { value: 'large', label: 'Large', hint: 'Over 2,000 sq ft' },
      ],
    },
    surface: {
      legend: '3. What shape is the concrete in?',
      options: [
        { value: 'good', label: 'Good', hint: 'Sound slab, hairline cracks at most' },
        { value: 'fair', label: 'Fair', hint: 'Some cracks, stains or spalled spots' },
        { value: 'poor', label: 'Poor', hint: 'Heavy cracking, pitting or a failing old coating' },
      ],
    },
    preference: {
      legend: '4. How soon do you need to use the floor?',
      options: [
        { value: 'standard', label: 'Standard', hint: 'Full 7-day cure, standard pricing' },
        {
          value: 'fast',
          label: 'Fast',
          hint: 'Fast-cure system: back in use after 24 hours, about 20-30% more',
        },
      ],
    },
  },
  calculate: 'Calculate Timeline',
  resultTitle: 'Your estimated timeline',
  labels: { installation: 'Installation', cure: 'Cure Time', total: 'Total', leadTime: 'Lead Time' },
  // The spec's wording, exactly (lib/timeline.ts estimates carry the same, and a test compares them).
  leadTimes: {
    default: '2-4 weeks',
    fast: '1-2 weeks (rush fee may apply)',
    industrialStandard: '4-6 weeks',
  },
  day: 'day',
  days: 'days',
  details: {
    days: { one: '{count} day', other: '{count} days' },
    base: {
      garage:
        'A garage of this size takes {days} on site: diamond grinding and crack repair, then the base coat, flake broadcast and topcoat.',
      commercial:
        'A commercial floor of this size takes {days} on site, and we can phase the work or run nights so you keep trading.',
      metallic:
        'Metallic floors take {days} at any size: the pigments are worked by hand and every coat needs its own window to set.',
      'pool-deck':
        'A pool deck takes {days} at any size, with work scheduled around afternoon storms so no coat goes down on a wet slab.',
      industrial:
        'An industrial floor of this size takes {days}: shot blasting or heavy grinding, then thicker build coats for forklift traffic.',
    },
    surface: {
      good: 'A sound slab needs no extra repair time beyond normal preparation.',
      fair: 'Fair concrete adds about half a day to fill cracks and patch spalled spots before coating.',
      poor: 'Poor concrete adds about 1 day for crack stitching, pit filling or grinding off the old coating.',
    },
    cure: {
      standard:
        'Standard cure is 7 days: light foot traffic after 24 hours, furniture and vehicles once the floor has fully hardened.',
      fast: 'The fast-cure polyaspartic system is ready for traffic in 1 day instead of 7, at about a 20-30% premium.',
    },
    leadTime: {
      default:
        'Residential and light commercial jobs are usually on our schedule within 2-4 weeks of signing.',
      fast: 'Rush scheduling can put a crew on site within 1-2 weeks; a rush fee may apply in busy months.',
      industrialStandard:
        'Industrial projects book 4-6 weeks out to line up shot-blasting equipment, materials and a full crew.',
    },
  },
  disclaimer:
    'An estimate for planning only. Weather, access and what we find under old coatings can change the schedule; we confirm exact dates after a free on-site visit.',
  reset: 'Calculate Another Project',
  quote: 'Get Accurate Quote',
} as const satisfies TimelineCalculatorCopy;

/** The same calculator in Spanish (/es/project-timeline): every figure as in the English copy. */
export const timelineCalculatorCopyEs = {
  locale: 'es-US',
  questions: {
    type: {
      legend: '1. ¿Qué tipo de piso vamos a instalar?',
      options: [
        { value: 'garage', label: 'Garaje', hint: 'Hojuelas o color sólido para casas y condominios' },
        { value: 'commercial', label: 'Comercial', hint: 'Tiendas, oficinas, clínicas, restaurantes' },
        { value: 'metallic', label: 'Metálico', hint: 'Acabado de diseño marmoleado, trabajado a mano' },
        {
          value: 'pool-deck',
          label: 'Deck de la piscina',
          hint: 'Exterior, resistente a los rayos UV, antideslizante',
        },
        { value: 'industrial', label: 'Industrial', hint: 'Almacenes, plantas, tráfico pesado' },
      ],
    },
    size: {
      legend: '2. ¿De qué tamaño es el área?',
      options: [
        { value: 'small', label: 'Pequeña', hint: 'Menos de 500 pies²' },
        { value: 'medium', label: 'Mediana', hint: '500–2,000 pies²' },
        { value: 'large', label: 'Grande', hint: 'Más de 2,000 pies²' },
      ],
    },
    surface: {
      legend: '3. ¿En qué estado está el concreto?',
      options: [
        { value: 'good', label: 'Bueno', hint: 'Losa sólida, a lo sumo grietas finas' },
        { value: 'fair', label: 'Regular', hint: 'Algunas grietas, manchas o partes desconchadas' },
        {
          value: 'poor',
          label: 'Malo',
          hint: 'Muchas grietas, picaduras o un recubrimiento viejo que está fallando',
        },
      ],
    },
    preference: {
      legend: '4. ¿Para cuándo necesita usar el piso?',
      options: [
        { value: 'standard', label: 'Normal', hint: 'Curado completo de 7 días, precio normal' },
        {
          value: 'fast',
          label: 'Rápido',
          hint: 'Sistema de curado rápido: en uso a las 24 horas, entre un 20 y un 30% más',
        },
      ],
    },
  },
  calculate: 'Calcular el tiempo',
  resultTitle: 'El tiempo estimado de su proyecto',
  labels: { installation: 'Instalación', cure: 'Curado', total: 'Total', leadTime: 'Para empezar' },
  leadTimes: {
    default: '2–4 semanas',
    fast: '1–2 semanas (puede haber un recargo por urgencia)',
    industrialStandard: '4–6 semanas',
  },
  day: 'día',
  days: 'días',
  details: {
    days: { one: '{count} día', other: '{count} días' },
    base: {
      garage:
        'Un garaje de este tamaño lleva {days} de trabajo: desbaste con diamante y reparación de grietas, luego la capa base, las hojuelas esparcidas y la capa final.',
      commercial:
        'Un piso comercial de este tamaño lleva {days} de trabajo, y podemos hacerlo por etapas o de noche para que su negocio siga abierto.',
      metallic:
        'Los pisos metálicos llevan {days} sea cual sea el tamaño: los pigmentos se trabajan a mano y cada capa necesita su propio tiempo para asentarse.',
      'pool-deck':
        'Un deck de la piscina lleva {days} sea cual sea el tamaño, con el trabajo programado para esquivar los aguaceros de la tarde, para que ninguna capa se aplique sobre una losa mojada.',
      industrial:
        'Un piso industrial de este tamaño lleva {days}: granallado o desbaste pesado, y luego capas más gruesas para el tráfico de montacargas.',
    },
    surface: {
      good: 'Una losa sólida no necesita más tiempo de reparación que la preparación normal.',
      fair: 'El concreto en estado regular suma alrededor de medio día para rellenar grietas y parchar las partes desconchadas antes de recubrir.',
      poor: 'El concreto en mal estado suma alrededor de 1 día para coser grietas, rellenar picaduras o quitar con desbaste el recubrimiento viejo.',
    },
    cure: {
      standard:
        'El curado normal es de 7 días: tráfico peatonal ligero a las 24 horas, y muebles y carros cuando el piso se ha endurecido por completo.',
      fast: 'El sistema de poliaspártico de curado rápido está listo para el tráfico en 1 día en vez de 7, con un recargo de entre un 20 y un 30%.',
    },
    leadTime: {
      default:
        'Los trabajos residenciales y comerciales pequeños suelen entrar en nuestro calendario de 2 a 4 semanas después de la firma.',
      fast: 'Con programación urgente podemos tener una cuadrilla en su propiedad en 1 o 2 semanas; en los meses de más trabajo puede haber un recargo por urgencia.',
      industrialStandard:
        'Los proyectos industriales se programan con 4 a 6 semanas de anticipación para coordinar el equipo de granallado, los materiales y una cuadrilla completa.',
    },
  },
  disclaimer:
    'Un estimado solo para planificar. El tiempo, el acceso y lo que encontremos debajo de los recubrimientos viejos pueden cambiar el calendario; confirmamos las fechas exactas después de una visita gratis a su propiedad.',
  reset: 'Calcular otro proyecto',
  quote: 'Pida una cotización exacta',
} as const satisfies TimelineCalculatorCopy;

/** The calculator's words by page language. */
export const timelineCalculatorCopies: Record<Locale, TimelineCalculatorCopy> = {
  en: timelineCalculatorCopy,
  es: timelineCalculatorCopyEs,
};
