/**
 * The installed price figures (src/content/prices.yaml): per application, the standard and premium
 * range per square foot and the typical install days, plus the rush premium. The /pricing table (in
 * every language) and the price estimator both read them, so a price is changed in one place.
 */
import { z } from 'zod';

import { applicationIds, type ApplicationId } from './applications.ts';

export const applicationIdSchema = z
  .enum(applicationIds)
  .meta({ title: 'Application', description: 'Which kind of floor: one of the priced applications.' });

/** A low-high range of whole or decimal figures, low first. */
function rangeSchema(title: string, description: string, limits: { min: number; max: number }) {
  const figure = z.number().min(limits.min).max(limits.max);
  return z
    .object({
      min: figure.meta({ title: 'Low', description: 'The low end of the range.' }),
      max: figure.meta({ title: 'High', description: 'The high end of the range.' }),
    })
    .refine((range) => range.min <= range.max, { message: 'the low figure must not be above the high one' })
    .meta({ title, description });
}

/** Dollars per square foot, installed. */
const dollarsPerSqFt = (title: string, description: string) =>
  rangeSchema(title, description, { min: 0.5, max: 500 });

export const applicationPriceSchema = z
  .object({
    standard: dollarsPerSqFt(
      'Standard, $ per sq ft',
      'Installed price per square foot of the standard system (e.g. 8 to 12 for "$8-12").',
    ),
    premium: dollarsPerSqFt(
      'Premium, $ per sq ft',
      'Installed price per square foot of the premium system (e.g. 12 to 18 for "$12-18").',
    ),
    installDays: rangeSchema(
      'Typical install time, days',
      'Working days on site for a typical job (e.g. 2 to 3 for "2-3 days").',
      { min: 1, max: 90 },
    ).refine((range) => Number.isInteger(range.min) && Number.isInteger(range.max), {
      message: 'install days are whole days',
    }),
  })
  .refine((price) => price.standard.min <= price.premium.min && price.standard.max <= price.premium.max, {
    message: 'premium must not cost less than standard',
  });
export type ApplicationPrice = z.infer<typeof applicationPriceSchema>;

/** A low-high range, e.g. { min: 8, max: 12 }. */
export type Range = ApplicationPrice['standard'];

/**
 * A price a page states on its own (the spec gives it that page alone: the garage page's tiers, a
 * city's range, a typical job's total): dollars, a single figure (99 for "$99") or a range.
 */
export const pageFigureSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(
        /^\d+(\.\d+)?(-\d+(\.\d+)?)?$/,
        'write dollars without $ or commas: one figure (99) or a low-high range (5-7, 3200-4000)',
      ),
  ])
  .transform((figure): number | { min: number; max: number } => {
    if (typeof figure === 'number') return figure;
    const [min = 0, max] = figure.split('-').map(Number);
    return max === undefined ? min : { min, max };
  })
  .refine((figure) => typeof figure === 'number' || figure.min <= figure.max, {
    message: 'a range starts with its low figure: 5-7, not 7-5',
  })
  .meta({ title: 'Price, $', description: 'Dollars without $: 99, or a range such as 5-7' });
export type PageFigure = z.infer<typeof pageFigureSchema>;

/** A figure's name: what copy writes as {price.name} (compact) and {price.nameText} (in a sentence). */
export const pageFigureName = /^[a-z][a-zA-Z0-9]*$/;

export const pricesSchema = z
  .object({
    applications: z
      .object(
        Object.fromEntries(applicationIds.map((id) => [id, applicationPriceSchema])) as Record<
          ApplicationId,
          typeof applicationPriceSchema
        >,
      )
      .strict()
      .meta({ title: 'Applications', description: 'The price figures of each kind of floor.' }),
    rushPremiumPercent: rangeSchema(
      'Rush premium, %',
      'What a rush job adds to the price, in percent (e.g. 15 to 30 for "15-30%").',
      { min: 0, max: 200 },
    ),
    figures: z
      .record(
        z
          .string()
          .regex(
            pageFigureName,
            "a figure's name is letters and digits, starting with a lowercase letter (garageBasic)",
          ),
        pageFigureSchema,
      )
      .optional()
      .meta({
        title: 'Page prices',
        description:
          'Prices one page states on its own (a service tier, a city range, a typical job), each written once; copy writes {price.name}.',
      }),
  })
  .strict();
export type Prices = z.infer<typeof pricesSchema>;
