/**
 * Interface text: button and link labels, screen-reader texts, error texts and the footer lines.
 * Components receive these as props; copy about the business lives in src/content/.
 *
 * Keyed by locale so a second language is one more table typed against `UiStrings`: a missing
 * string is then a compile error, never English on a translated page. `{name}` placeholders are
 * filled by `formatUi`.
 */
import type { GalleryFilter } from '#src/schemas/gallery.ts';

/** The site's languages; a Spanish table joins English here. */
export type Locale = 'en';
export const defaultLocale: Locale = 'en';

/** The Intl locale each language formats numbers, dollars and percents with. */
export const intlLocales: Record<Locale, string> = { en: 'en-US' };

const en = {
  /** The one wording of the quote call to action, everywhere on the site. */
  quoteCta: 'Get Free Quote',
  /** Before a phone number on a button: "Call (888) 555-0142". */
  call: 'Call',
  skipLink: 'Skip to main content',
  menu: 'Menu',
  mainNav: 'Main',
  footerNav: 'Footer',
  quickContact: 'Quick contact',
  breadcrumb: 'Breadcrumb',
  socialMedia: 'Social media',
  learnMore: 'Learn more',
  opensInNewTab: '(opens in a new tab)',
  ratedOutOf5: 'Rated {rating} out of 5',
  outOf5: 'out of 5',
  heroRating: 'from {count}+ reviews',
  weightedBy: 'Weighted by review count across {count} reviews',
  reviewCount: '{count} reviews',
  county: '{county} County',
  /** Text alternatives for the tick and cross in comparison tables. */
  yes: 'Yes',
  no: 'No',
  /**
   * How price figures are worded around their Intl-formatted numbers (lib/prices.ts): the /pricing
   * table and the estimator. {min} of a dollar range carries the currency sign: "$8-12".
   */
  priceFigures: {
    range: '{min}-{max}',
    percent: '{value}%',
    days: { one: '{count} day', other: '{count} days', range: '{min}-{max} days' },
  },
  /** Screen-reader label before a step's duration. */
  duration: 'Duration',
  talkToUs: 'Talk to us',
  footerBlurb:
    'Epoxy, polyaspartic and metallic floors for homes, condos and businesses across {counties}, installed by our own crews since {foundingYear}.',
  serviceAreaLine: 'Serving {counties}',
  licenseLine: 'Licensed & insured · Florida license {license}',
  rights: '© {year} {company}. All rights reserved.',
  socialImageAlt: '{company}: glossy epoxy floor in a South Florida garage',
  contactFacts: { phone: 'Phone', hours: 'Hours', serviceArea: 'Service area' },
  /** The contact page's cards: phone, service area and business hours. */
  contactCards: {
    phone: 'Call us',
    phoneNote: 'Talk to a project manager during business hours.',
    serviceArea: 'Service area',
    serviceAreaNote: '{count} cities and everywhere in between.',
    hours: 'Business hours',
  },
  /** Work still being produced (videos, customer films). */
  production: { noteTitle: 'Production note', done: 'Done', pending: 'In progress' },
  /** Leadership profiles on /our-team. */
  team: { since: 'Since', certifications: 'Certifications', expertise: 'Expertise' },
  /** The fields of a case study on /case-studies. */
  caseStudy: {
    client: 'Client',
    projectType: 'Project type',
    timeline: 'Timeline',
    investment: 'Investment',
    challenge: 'The challenge',
    solution: 'Our solution',
    results: 'Results',
    metrics: 'By the numbers',
    lessonsLearned: 'Lessons learned',
  },
  errorBoundary: {
    heading: 'Unexpected Application Error!',
    text: 'This part of the page could not load. Please refresh, or call us at',
  },
  /** The /gallery filters, project cards, before/after slider and detail dialog. */
  gallery: {
    filterLabel: 'Filter projects by type',
    /** The spec's gallery filters, id and label, in the order the buttons appear. */
    filters: {
      all: 'All',
      residential: 'Residential',
      commercial: 'Commercial',
      metallic: 'Metallic',
      'pool-deck': 'Pool Deck',
      garage: 'Garage',
      industrial: 'Industrial',
    } satisfies Record<GalleryFilter, string>,
    /** Announced after a filter change. */
    showing: 'Showing {count} of {total} projects',
    viewDetails: 'View details',
    slider: {
      /** The slider's accessible name. */
      label: 'Before and after: {title}',
      before: 'Before',
      after: 'After',
      /** What a screen reader says for the divider's position. */
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
  },
  estimate: {
    title: 'Request your free estimate',
    failedTitle: 'The form did not load. Reach us directly',
    text: 'Call, text or email us with your city, the kind of floor and its rough size. A project manager replies within 24 hours, usually the same day.',
    loading: 'Loading the estimate form… or call',
    callLabel: 'Call',
    textLabel: 'Text us a photo',
    emailLabel: 'Email your project',
    writeLabel: 'Or write to',
    /** Under a working form: the way forward if the form's page shows an error. */
    besideLabel: 'Form not working?',
    emailSubject: 'Free estimate request',
    emailBody:
      'Hi, I would like a free estimate.\n\nCity:\nType of floor (garage, commercial, pool deck...):\nApproximate size (sq ft):\nBest time to call:\n',
  },
  /** Resource categories: the hub's filter buttons and the names cards and articles show. */
  articleCategories: {
    all: 'All Articles',
    comparisons: 'Comparisons',
    cost: 'Cost & Pricing',
    maintenance: 'Maintenance',
    guides: 'Guides',
  },
  /** The resources hub's article browser. */
  resourcesHub: {
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search articles...',
    filterLabel: 'Filter articles by category',
    /** The polite result count: "{count} article" / "{count} articles". */
    count: { one: '{count} article', other: '{count} articles' },
    empty: 'No articles found matching your search.',
    listTitle: 'Browse the articles',
  },
  /** Around an article's body. */
  article: {
    readTime: '{minutes} min read',
    published: 'Published',
    updated: 'Updated',
    byline: 'By {author}',
    relatedTitle: 'Keep reading',
    ctaEyebrow: 'Ready for a floor that lasts?',
    ctaTitle: 'Talk to a South Florida epoxy specialist',
    ctaText:
      'We measure, test your slab for moisture and send a written, itemized quote within 24 hours. No pressure, no obligation.',
  },
  /** The /faq search (spec part 1, "/faq" and the error catalogue). */
  faqSearch: {
    label: 'Search the questions',
    placeholder: 'e.g. humidity or cost',
    found: 'Found {count} results',
    empty: 'No questions found matching "{query}"',
    emptyHint: 'Try a shorter or different word, or call us and ask a person.',
    clear: 'Clear Search',
    categories: 'Categories',
    categoryCount: '{count} questions',
  },
};

/** Every interface string, in the shape of the English table. */
export type UiStrings = typeof en;
/** The words around the estimate form and its call / text / email alternative. */
export type EstimateCopy = UiStrings['estimate'];
/** The words of the /faq search box, its result count and its empty state. */
export type FaqSearchCopy = UiStrings['faqSearch'];
/** The gallery's filters, cards, slider and dialog labels. */
export type GalleryCopy = UiStrings['gallery'];

export const ui: Record<Locale, UiStrings> = { en };

/** Fills `{name}` placeholders: formatUi('Rated {rating} out of 5', { rating: 5 }). */
export function formatUi(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key];
    return value === undefined ? match : String(value);
  });
}
