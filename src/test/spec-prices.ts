/**
 * The spec's price table as price data, for tests of the estimator's arithmetic: they price against these
 * fixed figures, so the owner's edits to src/content/prices.yaml never turn them red. Tests of what a page
 * shows read prices.yaml itself.
 */
import { pricesSchema, type Prices } from '#src/schemas/prices.ts';

export const specPrices: Prices = pricesSchema.parse({
  applications: {
    garage: { standard: { min: 8, max: 12 }, premium: { min: 12, max: 18 }, installDays: { min: 2, max: 3 } },
    commercial: {
      standard: { min: 9, max: 15 },
      premium: { min: 15, max: 25 },
      installDays: { min: 4, max: 7 },
    },
    metallic: {
      standard: { min: 12, max: 18 },
      premium: { min: 18, max: 30 },
      installDays: { min: 3, max: 5 },
    },
    'pool-deck': {
      standard: { min: 10, max: 15 },
      premium: { min: 15, max: 22 },
      installDays: { min: 3, max: 5 },
    },
    industrial: {
      standard: { min: 6, max: 10 },
      premium: { min: 10, max: 18 },
      installDays: { min: 7, max: 14 },
    },
  },
  rushPremiumPercent: { min: 15, max: 30 },
});
