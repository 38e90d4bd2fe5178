/**
 * Interface strings: labels of controls and of repeated parts of a page, as opposed to page copy
 * (src/content/). Kept here so components never carry words of their own.
 */
import type { GalleryFilter } from '../schemas/gallery.ts';

/** The /gallery filters, project cards, before/after slider and detail dialog. */
export const galleryUi = {
  filterLabel: 'Filter projects by type',
  /** The spec's gallery filters: id and label. */
  filters: {
    all: 'All',
    residential: 'Residential',
    commercial: 'Commercial',
    metallic: 'Metallic',
    'pool-deck': 'Pool Deck',
    garage: 'Garage',
    industrial: 'Industrial',
  } satisfies Record<GalleryFilter, string>,
  showing: 'Showing {count} of {total} projects',
  viewDetails: 'View details',
  /** Before the local number on the call button. */
  call: 'Call',
  slider: {
    label: 'Before and after: {title}',
    before: 'Before',
    after: 'After',
    valueText: '{before}% before, {after}% after',
  },
  facts: {
    location: 'Location',
    size: 'Size',
    timeline: 'Timeline',
    coating: 'Coating system',
    investment: 'Investment',
  },
  dialog: {
    close: 'Close',
    challenge: 'The challenge',
    solution: 'Our solution',
    features: 'What went into it',
    testimonial: 'What the customer said',
    quote: 'Get a quote for a floor like this',
  },
} as const;
