/**
 * How the /pricing estimator turns the price table into a range for one floor. The per-sq-ft
 * figures and the rush premium come from src/content/prices.yaml; these are the contractor's own
 * rules on top, shown to the visitor as the estimate's assumptions.
 *
 * OWNER: adjust them to how you quote.
 * - Slab condition. The table's ranges assume a sound slab: grinding, hairline cracks and small pits
 *   are included. A fair slab (open cracks, some pitting, oil stains) needs crack routing and
 *   filling and extra grinding: about 10-20% more. A poor slab (spalling, wide or moving cracks, an
 *   old coating to grind off) can need epoxy-mortar patching and a second grind: about 25-40% more.
 *   The visit decides; these keep the estimate honest instead of optimistic.
 * - Minimum job. A crew, the grinder and dust collection, and a day of set-up cost the same for a
 *   60 sq ft laundry room as for a one-car garage, so no job is quoted below $1,500.
 * - Rounding. Totals are rounded outward to $50 (low down, high up): an estimate is a range, and
 *   cents would suggest a precision it does not have.
 * - Smallest area. Below 10 sq ft is not a floor (a typo, or a figure in square meters or inches
 *   read as feet): the estimator asks for the area again instead of pricing it.
 * - Largest area. Above 100,000 sq ft the estimator asks the visitor to call: a job that size is
 *   bid from drawings, not a range.
 */

/** Slab conditions the estimator asks about. */
export const slabConditions = ['good', 'fair', 'poor'] as const;
export type SlabCondition = (typeof slabConditions)[number];

export interface EstimateRules {
  /** What each slab condition adds to the installed price, in percent (low, high). */
  conditionPercent: Record<SlabCondition, { min: number; max: number }>;
  /** No job is quoted below this total, in dollars. */
  minimumJob: number;
  /** Totals are rounded outward to this many dollars. */
  roundTo: number;
  /** The smallest area the estimator prices, in square feet. */
  minArea: number;
  /** The largest area the estimator prices, in square feet. */
  maxArea: number;
}

export const estimateRules: EstimateRules = {
  conditionPercent: {
    good: { min: 0, max: 0 },
    fair: { min: 10, max: 20 },
    poor: { min: 25, max: 40 },
  },
  minimumJob: 1500,
  roundTo: 50,
  minArea: 10,
  maxArea: 100_000,
};

/**
 * The estimate details a form provider can be prefilled with (PUBLIC_ESTIMATE_FORM_PREFILL names
 * their parameters, src/data/business.ts): the floor, the area, the finish, the slab condition, the
 * timeline, the estimate's figures, and the whole message.
 */
export const prefillFields = [
  'kind',
  'area',
  'finish',
  'condition',
  'timeline',
  'estimate',
  'message',
] as const;
export type PrefillField = (typeof prefillFields)[number];
