/**
 * /contact after "Request a quote with these details" (when no form takes prefilled answers): the
 * estimate in the page's query string, recomputed from the price data (never trusted as text) and
 * shown as plain text above the estimate form; or, when its area cannot be priced, the area's error
 * and a link back to the estimator with the same answers. A tiny script: no framework, no island;
 * EstimateDetails.astro imports it only when the address carries an estimate.
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
} from './estimate.ts';

/** What the panel's data-estimate-details attribute carries (written at build time). */
export interface EstimateDetailsData {
  copy: EstimatorCopy;
  figures: UiStrings['priceFigures'];
  locale: string;
  prices: Prices;
  rules: EstimateRules;
}

/**
 * Fills and shows the panel when the address holds an estimate: its details, or its area's error.
 * Leaves it hidden when the address holds none.
 */
export function showEstimateDetails(doc: Document): void {
  const panel = doc.querySelector<HTMLElement>('[data-estimate-details]');
  const valid = panel?.querySelector<HTMLElement>('[data-estimate-details-valid]');
  const invalid = panel?.querySelector<HTMLElement>('[data-estimate-details-invalid]');
  const list = valid?.querySelector('ul');
  const search = doc.defaultView?.location.search ?? '';
  const fields = readEstimateQuery(search);
  if (!panel || !valid || !invalid || !list || !fields) return;
  const data = JSON.parse(panel.dataset['estimateDetails'] ?? '{}') as EstimateDetailsData;
  const checked = validateFields(fields, data.rules);
  if (!checked.ok) {
    const error = invalid.querySelector('[data-estimate-error]');
    const fix = invalid.querySelector<HTMLAnchorElement>('a[data-estimate-fix]');
    if (error) error.textContent = areaErrorText(checked.error, data.copy, data.rules, data.locale);
    // Back to the estimator with the same answers, where the area's field shows the same error.
    if (fix) fix.search = estimateQuery(fields);
    valid.hidden = true;
    invalid.hidden = false;
    panel.hidden = false;
    return;
  }
  const words = { copy: data.copy, figures: data.figures, locale: data.locale };
  const { lines } = estimateMessage(checked.input, estimate(checked.input, data.prices, data.rules), words);
  list.replaceChildren(
    ...lines.map((line) => {
      const item = doc.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
  invalid.hidden = true;
  valid.hidden = false;
  panel.hidden = false;
}
