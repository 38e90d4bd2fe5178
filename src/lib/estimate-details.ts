/**
 * /contact after "Request a quote with these details" (when no form takes prefilled answers): the
 * estimate in the page's query string, recomputed from the price data (never trusted as text) and
 * shown as plain text above the estimate form. A tiny script: no framework, no island.
 */
import type { EstimateRules } from '#src/data/estimate-rules.ts';
import type { EstimatorCopy, UiStrings } from '#src/data/ui.ts';
import type { Prices } from '#src/schemas/prices.ts';

import { estimate, estimateMessage, readEstimateQuery, validateFields } from './estimate.ts';

/** What the panel's data-estimate-details attribute carries (written at build time). */
export interface EstimateDetailsData {
  copy: EstimatorCopy;
  figures: UiStrings['priceFigures'];
  locale: string;
  prices: Prices;
  rules: EstimateRules;
}

/** Fills and shows the panel when the address holds a valid estimate; leaves it hidden otherwise. */
export function showEstimateDetails(doc: Document): void {
  const panel = doc.querySelector<HTMLElement>('[data-estimate-details]');
  const list = panel?.querySelector('ul');
  const search = doc.defaultView?.location.search ?? '';
  const fields = readEstimateQuery(search);
  if (!panel || !list || !fields) return;
  const data = JSON.parse(panel.dataset['estimateDetails'] ?? '{}') as EstimateDetailsData;
  const checked = validateFields(fields, data.rules);
  if (!checked.ok) return;
  const words = { copy: data.copy, figures: data.figures, locale: data.locale };
  const { lines } = estimateMessage(checked.input, estimate(checked.input, data.prices, data.rules), words);
  list.replaceChildren(
    ...lines.map((line) => {
      const item = doc.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
  panel.hidden = false;
}
