/**
 * The words of the /project-timeline calculator: questions, answers with their hints, result labels
 * and the detail lines that explain each estimate. The rules themselves are in lib/timeline.ts;
 * the figures here (sq ft bands, 24 hours, 20-30% premium) are the spec's.
 */
import type { TimelineCalculatorCopy } from '#src/schemas/timeline.ts';

export const timelineCalculatorCopy = {
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
