/**
 * Frequently asked questions. Answers are plain text: the same strings render the visible
 * accordion and the FAQPage structured data, so they cannot drift apart.
 */
import type { FaqEntry } from '../lib/seo/jsonld.ts';

/** The six questions on the home page (spec part 1, "Home /"; price figure $3-12 per sq ft). */
const home: readonly FaqEntry[] = [
  {
    question: 'How much does an epoxy floor cost in South Florida?',
    answer:
      'Most epoxy floors we install in Miami-Dade and Broward run $3-12 per square foot. Where you land depends on the slab’s condition, the system (solid color, decorative flake or metallic) and the size of the space. We measure on site and send a written, itemized quote within 24 hours.',
  },
  {
    question: 'How long does installation take?',
    answer:
      'A typical two-car garage takes 2-3 days: grinding and repairs on day one, base and flake coats next, then the topcoat. Curing takes 24-72 hours: you can walk on the floor after 24 hours and park on it after 72.',
  },
  {
    question: 'Will an epoxy floor hold up to Florida heat and humidity?',
    answer:
      'Yes, when the slab is tested and the right system is used. We measure moisture vapor on every job; above 5 lbs per 1,000 sq ft per 24 hours we install a vapor barrier primer first. We finish with a UV-stable polyaspartic topcoat, so the floor does not yellow or soften in the summer heat.',
  },
  {
    question: 'Is an epoxy floor slippery when wet?',
    answer:
      'A bare high-gloss coat can be, so we broadcast an anti-slip aggregate into the topcoat on garages, pool decks and kitchens. You choose the texture on a sample board before we start.',
  },
  {
    question: 'What warranty do you offer?',
    answer:
      'Our residential garage systems carry a lifetime warranty against peeling and delamination, and commercial and outdoor work is covered by the written terms in your proposal. Every job includes a 30-day follow-up inspection.',
  },
  {
    question: 'Are you licensed and insured?',
    answer:
      'Yes. We are a licensed Florida contractor carrying $2M in general liability insurance plus workers’ compensation for our own employees. Certificates come with every proposal, and condo boards and property managers can have themselves named as additional insured.',
  },
];

/** FAQ entries by the page that shows them. */
export const faqs = { home } as const;
