/**
 * The page-block vocabulary: the section kinds the spec's pages share. A page's `blocks` list is
 * data, so section order is data; `components/blocks/Blocks.astro` renders each kind with one
 * exhaustive switch. A kind enters this union only once two pages use it; a one-off section is a
 * `slot` block whose body the page's route file supplies.
 *
 * Text fields may name business facts with tokens ({company}, {phone}, {localPhone}, {email},
 * {foundingYear}) and price figures ({garageStandard}, {rushPremium}...); lib/content.ts fills them
 * in when the page loads, so a fact is written once.
 */
import { z } from 'zod';

import { iconSchema } from './icon.ts';
import { photoAltSchema, photoSchema } from './image.ts';
import { linkSchema } from './link.ts';
import { applicationIdSchema } from './prices.ts';

/** A section's heading block: an optional small label above, the h2, an optional intro line. */
export const headingSchema = z.object({
  /** Small uppercase label above the title, e.g. "Pricing". */
  eyebrow: z.string().min(1).optional(),
  /** The section's h2. */
  title: z.string().min(1),
  /** One or two sentences under the title. */
  intro: z.string().min(1).optional(),
});
export type SectionHeading = z.infer<typeof headingSchema>;

/** Section background: white, a light tint, or the deep ink surface. */
export const toneSchema = z.enum(['light', 'tint', 'ink']);
export type Tone = z.infer<typeof toneSchema>;

/**
 * Marks a section that tells an invented story (a founding story, office history, a count of jobs in
 * a city): `npm run launch-check` lists it and refuses a production build until the owner rewrites the
 * section with their own facts and deletes the mark.
 */
export const sampleMarkSchema = z
  .boolean()
  // The editor at /admin writes `sample: false` into every section it saves: that is no mark.
  .transform((mark) => (mark ? true : undefined))
  .optional()
  .meta({
    title: 'Sample (invented)',
    description: 'Invented example text: rewrite it with your own facts, then remove this mark.',
  });

/** Fields every section block shares. */
const sectionFields = {
  /** Anchor id of the section (kebab-case); the kind is used when missing. Unique within a page. */
  id: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'ids are kebab-case, e.g. "pricing"')
    .optional(),
  heading: headingSchema,
  tone: toneSchema.optional(),
  /** A link under the section, e.g. "Browse all questions" to /faq. */
  action: linkSchema.optional(),
  /**
   * Language of the section's words when it differs from the page's (the Spanish section on
   * /locations/hialeah): set as `lang` on the <section> so screen readers switch voice (WCAG 3.1.2).
   */
  lang: z.enum(['en', 'es']).optional(),
  sample: sampleMarkSchema,
};

/** One figure: "15+" "Years of experience" "Installing floors since 2009". */
export const statSchema = z.object({
  value: z.string().min(1),
  label: z.string().min(1),
  detail: z.string().min(1).optional(),
});
export type Stat = z.infer<typeof statSchema>;

/** A figure that counts up when it scrolls into view; prefix and suffix stay still. */
export const counterSchema = z.object({
  /** The figure, or the token of a claimed figure in business.yaml ('{claims.projectsCompleted}'). */
  value: z.union([
    z.number().nonnegative(),
    z
      .string()
      .regex(
        /^(\d+(\.\d+)?|\{claims\.[a-zA-Z]+\})$/,
        'must be a number, or a claim such as {claims.projectsCompleted}',
      ),
  ]),
  prefix: z.string().optional(),
  suffix: z.string().optional(),
  label: z.string().min(1),
  detail: z.string().min(1).optional(),
});
export type Counter = z.infer<typeof counterSchema>;

/** A label and a value shown as a small definition row inside a card: "Cost" "+$2-3 per sq ft". */
export const factSchema = z.object({ label: z.string().min(1), value: z.string().min(1) });
export type Fact = z.infer<typeof factSchema>;

/** A named colour, shown as a swatch with its name as text. */
export const swatchSchema = z.object({
  name: z.string().min(1),
  /** CSS hex colour, e.g. "#1f3a5f". */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colours are 6-digit hex, e.g. "#1f3a5f"'),
});
export type Swatch = z.infer<typeof swatchSchema>;

/** One card: benefit, problem and solution, facility type, guarantee, recent project... */
export const cardSchema = z.object({
  icon: iconSchema.optional(),
  /** A short tag on the card, e.g. "Most popular". */
  badge: z.string().min(1).optional(),
  /** A small line above the title, e.g. a location. */
  eyebrow: z.string().min(1).optional(),
  title: z.string().min(1),
  text: z.string().min(1).optional(),
  /** Label/value rows: "Solution", "Cost", "Size"... */
  facts: z.array(factSchema).optional(),
  /** A short label above the points, e.g. "Best for". */
  listLabel: z.string().min(1).optional(),
  /** Bulleted points. */
  list: z.array(z.string().min(1)).optional(),
  /** How the points are marked: a tick, a cross or a plain bullet. */
  listStyle: z.enum(['check', 'cross', 'bullet']).optional(),
  swatches: z.array(swatchSchema).optional(),
  image: photoSchema.optional(),
  imageAlt: photoAltSchema,
  link: linkSchema.optional(),
});
export type CardItem = z.infer<typeof cardSchema>;

/** One step of a process: "Diamond grinding", what happens, "4-6 hours". */
export const stepSchema = z.object({
  title: z.string().min(1),
  text: z.string().min(1),
  /** How long the step takes, e.g. "1 hour" or "4-8 hours". */
  duration: z.string().min(1).optional(),
  /** Extra points under the step. */
  details: z.array(z.string().min(1)).optional(),
});
export type Step = z.infer<typeof stepSchema>;

/** One pricing tier. */
export const pricingTierSchema = z.object({
  name: z.string().min(1),
  /** The figure as the spec gives it, e.g. "$5-7". */
  price: z.string().min(1),
  /** What the price is per, e.g. "per sq ft". */
  unit: z.string().min(1).optional(),
  description: z.string().min(1).optional(),
  features: z.array(z.string().min(1)).min(1),
  /** Draws the tier as the recommended one. */
  highlight: z.boolean().optional(),
  badge: z.string().min(1).optional(),
});
export type PricingTier = z.infer<typeof pricingTierSchema>;

/** A table cell: text, or true / false drawn as a tick or a cross with a text alternative. */
export const cellSchema = z.union([z.string().min(1), z.boolean()]);
export type Cell = z.infer<typeof cellSchema>;

/** A table row: its header cell, then one cell per remaining column. */
export const rowSchema = z.object({ label: z.string().min(1), cells: z.array(cellSchema).min(1) });
export type Row = z.infer<typeof rowSchema>;

const heroBlock = z.object({
  kind: z.literal('hero'),
  eyebrow: z.string().min(1).optional(),
  /** The page's h1. */
  title: z.string().min(1),
  lead: z.string().min(1),
  image: photoSchema,
  imageAlt: photoAltSchema,
  /** A pill above the title, e.g. "Serving Hialeah since 2009". */
  badge: z.string().min(1).optional(),
  /** "home" is the tall first screen; "page" the shorter inner-page hero. */
  size: z.enum(['home', 'page']).default('page'),
  /** Shows the weighted review rating under the buttons. */
  showRating: z.boolean().default(false),
  /** Short trust points under the buttons. */
  trust: z.array(z.string().min(1)).optional(),
  /** Replaces the quote button (which goes to /contact by default); the call button always follows. */
  primary: linkSchema.optional(),
  sample: sampleMarkSchema,
});

const statsBlock = z.object({
  kind: z.literal('stats'),
  ...sectionFields,
  items: z.array(statSchema).min(2).max(8),
});

const countersBlock = z.object({
  kind: z.literal('counters'),
  ...sectionFields,
  /** Count-up length; the spec's default is 2000 ms. */
  durationMs: z.number().int().positive().default(2000),
  groups: z
    .array(
      z.object({
        /** An h3 above a group after the first, e.g. "Last month in numbers". */
        title: z.string().min(1).optional(),
        size: z.enum(['lg', 'sm']).default('lg'),
        items: z.array(counterSchema).min(1),
      }),
    )
    .min(1),
});

/** A block lists its own `items`, or takes one card from every page of a collection (`from`), never both. */
function itemsOrFrom(block: { items?: unknown; from?: unknown }, ctx: z.RefinementCtx) {
  if ((block.items === undefined) === (block.from === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: ['items'],
      message: 'write the cards as `items`, or name the pages they come from with `from`, not both',
    });
  }
}

const cardsBlock = z
  .object({
    kind: z.literal('cards'),
    ...sectionFields,
    /** Cards per row on wide screens. */
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
    items: z.array(cardSchema).min(1).optional(),
    /**
     * "locations": one card per city page, in its order, from each page's `card` (the /locations
     * hub), so a new city page adds its card. Instead of `items`.
     */
    from: z.enum(['locations']).optional(),
  })
  .superRefine(itemsOrFrom);

/** A service's card: its title, one or two sentences, short points and a photo. */
export const serviceCardSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  features: z.array(z.string().min(1)).min(1),
  image: photoSchema,
  imageAlt: photoAltSchema,
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

const serviceCardsBlock = z
  .object({
    kind: z.literal('service-cards'),
    ...sectionFields,
    items: z
      .array(serviceCardSchema.extend({ href: linkSchema.shape.href }))
      .min(1)
      .optional(),
    /**
     * "services": one card per service page, in its order, from each page's `card` (the /services
     * hub), so a new service page adds its card. Instead of `items`.
     */
    from: z.enum(['services']).optional(),
  })
  .superRefine(itemsOrFrom);

const stepsBlock = z.object({
  kind: z.literal('steps'),
  ...sectionFields,
  items: z.array(stepSchema).min(2),
  /** Also publishes these steps as the page's HowTo structured data (one steps block per page). */
  howTo: z.boolean().default(false),
});

const pricingBlock = z.object({
  kind: z.literal('pricing'),
  ...sectionFields,
  tiers: z.array(pricingTierSchema).min(1),
  /** A line under the tiers, e.g. "Financing from $99/month". */
  note: z.string().min(1).optional(),
});

const comparisonBlock = z
  .object({
    kind: z.literal('comparison'),
    ...sectionFields,
    /** Column headers; the first heads the row labels. */
    columns: z.array(z.string().min(1)).min(2),
    rows: z.array(rowSchema).min(1),
    /** Index into `columns` of the column drawn as the recommended one. */
    highlight: z.number().int().positive().optional(),
    /** A line under the table. */
    note: z.string().min(1).optional(),
  })
  .superRefine((block, ctx) => {
    block.rows.forEach((row, index) => {
      if (row.cells.length !== block.columns.length - 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'cells'],
          message: `row "${row.label}" has ${row.cells.length} cells; the table has ${block.columns.length - 1} value columns`,
        });
      }
    });
    if (block.highlight !== undefined && block.highlight >= block.columns.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['highlight'],
        message: 'highlight must name one of the columns',
      });
    }
  });

/**
 * The installed price table: the page gives the words (heading, column headers, each row's label
 * and "best for"), the figures come from src/content/prices.yaml by application, formatted for the
 * page's language. The note may write the rush premium as {rushPremium}.
 */
const priceTableBlock = z
  .object({
    kind: z.literal('price-table'),
    ...sectionFields,
    /** The column headers, in the order the table shows them. */
    columns: z
      .object({
        application: z
          .string()
          .min(1)
          .meta({ title: 'Application column', description: 'e.g. "Application"' }),
        standard: z
          .string()
          .min(1)
          .meta({ title: 'Standard column', description: 'e.g. "Standard, per sq ft"' }),
        premium: z
          .string()
          .min(1)
          .meta({ title: 'Premium column', description: 'e.g. "Premium, per sq ft"' }),
        installDays: z
          .string()
          .min(1)
          .meta({ title: 'Install time column', description: 'e.g. "Typical install time"' }),
        bestFor: z.string().min(1).meta({ title: 'Best for column', description: 'e.g. "Best for"' }),
      })
      .meta({ title: 'Column headers' }),
    rows: z
      .array(
        z.object({
          application: applicationIdSchema,
          label: z.string().min(1).meta({ title: 'Row label', description: 'e.g. "Garage floors"' }),
          bestFor: z
            .string()
            .min(1)
            .meta({ title: 'Best for', description: 'e.g. "Home and condo garages, workshops"' }),
        }),
      )
      .min(1)
      .meta({ title: 'Rows', description: 'One per application; the figures come from the price data.' }),
    /** Draws the standard or the premium column as the recommended one. */
    highlight: z.enum(['standard', 'premium']).optional(),
    /** A line under the table; {rushPremium} is replaced by the rush premium, e.g. "15-30%". */
    note: z.string().min(1).optional(),
  })
  .superRefine((block, ctx) => {
    const seen = new Set<string>();
    block.rows.forEach((row, index) => {
      if (seen.has(row.application)) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'application'],
          message: `application "${row.application}" has two rows`,
        });
      }
      seen.add(row.application);
    });
  });

const faqBlock = z.object({
  kind: z.literal('faq'),
  ...sectionFields,
});

const citiesBlock = z.object({
  kind: z.literal('cities'),
  ...sectionFields,
  /** Cards with descriptions (home) or a compact list (about, contact). */
  variant: z.enum(['cards', 'list']).default('cards'),
  /** How many cities of src/data/service-area.ts to show, in its order. */
  count: z.number().int().positive(),
});

const reviewsBlock = z.object({
  kind: z.literal('reviews'),
  ...sectionFields,
  /** Shows the testimonial cards. */
  testimonials: z.boolean().default(true),
  /** Title of the review-platform panel. */
  panelTitle: z.string().min(1),
});

const ctaBlock = z.object({
  kind: z.literal('cta'),
  ...sectionFields,
  /** Replaces the quote button (to /contact by default); the call button always follows. */
  primary: linkSchema.optional(),
});

const estimateBlock = z.object({
  kind: z.literal('estimate'),
  ...sectionFields,
  /** What happens after the visitor reaches out, in order. */
  steps: z.array(z.string().min(1)).optional(),
  /** Shows phone, hours and service area beside the form; off where the page shows them already. */
  facts: z.boolean().default(true),
  /** Shows, above the form, the details of an estimate sent from the /pricing estimator (on /contact). */
  details: z.boolean().default(false),
});

const listBlock = z.object({
  kind: z.literal('list'),
  ...sectionFields,
  items: z.array(z.string().min(1)).min(1),
  listStyle: z.enum(['check', 'cross', 'bullet']).default('check'),
  columns: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(2),
});

const proseBlock = z.object({
  kind: z.literal('prose'),
  ...sectionFields,
  paragraphs: z.array(z.string().min(1)).min(1),
});

/** One line of a production checklist: what is being made and whether it is finished. */
export const checklistItemSchema = z.object({
  label: z.string().min(1),
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

/**
 * Work the company is still producing (a video series, a channel, customer films), shown as an
 * intentional "in production" panel: a status, the production note the spec says is displayed, and
 * a checklist and/or placeholder cards.
 */
const productionBlock = z
  .object({
    kind: z.literal('production'),
    ...sectionFields,
    /** The panel's status pill, e.g. "In production" or "Coming soon". */
    status: z.string().min(1),
    /** The production note, shown to visitors as part of the panel. */
    note: z.string().min(1),
    checklist: z.array(checklistItemSchema).min(1).optional(),
    /** Placeholder cards for what is being made, e.g. one per customer film. */
    items: z.array(cardSchema).min(1).optional(),
  })
  .refine((block) => block.checklist !== undefined || block.items !== undefined, {
    message: 'a production panel shows a checklist, placeholder cards, or both',
  });

/**
 * A section whose words are content but whose body the page's own route file supplies, as a child
 * with `slot="<id>"`: a one-off section (team profiles, case studies, an island such as the price
 * estimator) keeps its place in the page's order and its words in the page file. The only way a
 * route puts its own section between blocks.
 */
const slotBlock = z.object({
  kind: z.literal('slot'),
  ...sectionFields,
  /** The section's anchor and the name of the slot its route fills. */
  id: sectionFields.id.unwrap(),
  /** The section's heading; without one the body heads itself (the resources hub's article browser). */
  heading: headingSchema.optional(),
  /** A small-print line under the body, e.g. how the timeline calculator counts days. */
  note: z.string().min(1).optional(),
  /** A banner the body shows inside it (the resources hub's featured video series). */
  banner: z.object({ id: sectionFields.id.unwrap(), heading: headingSchema, link: linkSchema }).optional(),
});

/** Every section kind a page can list, keyed by `kind`. */
export const blockSchema = z.discriminatedUnion('kind', [
  heroBlock,
  statsBlock,
  countersBlock,
  cardsBlock,
  serviceCardsBlock,
  stepsBlock,
  pricingBlock,
  comparisonBlock,
  priceTableBlock,
  faqBlock,
  citiesBlock,
  reviewsBlock,
  ctaBlock,
  estimateBlock,
  listBlock,
  proseBlock,
  productionBlock,
  slotBlock,
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockKind = Block['kind'];
/** The block of one kind, e.g. BlockOf<'pricing'>. */
export type BlockOf<K extends BlockKind> = Extract<Block, { kind: K }>;

/**
 * A page's sections, in order: the hero first (it holds the page's only h1), then anything else;
 * section ids unique so every anchor resolves to one place.
 */
export const blocksSchema = z
  .array(blockSchema)
  .min(2)
  .superRefine((blocks, ctx) => {
    blocks.forEach((block, index) => {
      if ((index === 0) !== (block.kind === 'hero')) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'kind'],
          message: index === 0 ? 'the first block is the hero' : 'only the first block may be a hero',
        });
      }
    });
    const seen = new Set<string>();
    blocks.forEach((block, index) => {
      if (block.kind === 'hero') return;
      const id = block.id ?? block.kind;
      if (seen.has(id)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `section id "${id}" is used twice on this page`,
        });
      }
      seen.add(id);
    });
  });
