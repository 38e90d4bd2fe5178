/**
 * /contact after "Request a quote with these details" (when no form takes prefilled answers): the
 * estimate in the page's query string, recomputed from the price data (never trusted as text), or,
 * when its area cannot be priced, the area's error and the query that takes the visitor back to the
 * estimator with the same answers. The island islands/estimate-details.tsx shows it.
 */
import type { EstimateRules } from '#src/data/estimate-rules.ts';
import type { EstimatorCopy, UiStrings } from '#src/data/ui.ts';
import type { Prices } from '#src/schemas/prices.ts';

import {
  areaErrorText,
  estimate,
  estimateMessage,
  estimateQuery,
  readEstimateQuery,
  validateFields,
  type MessageCopy,
} from './estimate.ts';

/** The estimator's words the details use: the message's, the area errors and their own. */
type EstimateDetailsCopy = MessageCopy & Pick<EstimatorCopy, 'errors' | 'details'>;

/** What the details need, written into the page at build time (only that: it is in the HTML). */
export interface EstimateDetailsData {
  copy: EstimateDetailsCopy;
  figures: UiStrings['priceFigures'];
  locale: string;
  prices: Prices;
  rules: EstimateRules;
}

/** What the details show for an address. */
export type EstimateDetailsView =
  | { kind: 'none' }
  | { kind: 'estimate'; lines: string[] }
  /** `query` holds the same answers, for the link back to the estimator. */
  | { kind: 'error'; message: string; query: string };

/** The details of the estimate in `search`: its lines, its area's error, or none without an estimate. */
export function estimateDetailsView(search: string, data: EstimateDetailsData): EstimateDetailsView {
  const fields = readEstimateQuery(search);
  if (!fields) return { kind: 'none' };
  const checked = validateFields(fields, data.rules);
  if (!checked.ok) {
    return {
      kind: 'error',
      message: areaErrorText(checked.error, data.copy, data.rules, data.locale),
      query: estimateQuery(fields),
    };
  }
  const words = { copy: data.copy, figures: data.figures, locale: data.locale };
  const { lines } = estimateMessage(checked.input, estimate(checked.input, data.prices, data.rules), words);
  return { kind: 'estimate', lines };
}
