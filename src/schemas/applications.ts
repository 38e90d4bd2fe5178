/**
 * The applications the pricing page prices (garage, commercial, metallic, pool deck, industrial),
 * in the order its table lists them by default. Plain, with no zod, so the estimator island can
 * import the list without the schema library.
 */
export const applicationIds = ['garage', 'commercial', 'metallic', 'pool-deck', 'industrial'] as const;
export type ApplicationId = (typeof applicationIds)[number];
