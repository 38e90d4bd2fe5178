import { readFileSync } from 'node:fs';

import { parse } from 'yaml';
import { beforeEach, describe, expect, it } from 'vitest';

import { estimateRules } from '#src/data/estimate-rules.ts';
import { intlLocales, ui } from '#src/data/ui.ts';
import { pricesSchema } from '#src/schemas/prices.ts';

import { showEstimateDetails, type EstimateDetailsData } from './estimate-details.ts';

const data: EstimateDetailsData = {
  copy: ui.en.estimator,
  figures: ui.en.priceFigures,
  locale: intlLocales.en,
  prices: pricesSchema.parse(parse(readFileSync('src/content/prices.yaml', 'utf8'))),
  rules: estimateRules,
};

function panel(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-estimate-details]');
  if (!element) throw new Error('no panel');
  return element;
}

describe('the estimate details on /contact', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div hidden data-estimate-details><h3>Your estimate</h3><ul></ul></div>';
    panel().dataset['estimateDetails'] = JSON.stringify(data);
  });

  it('show the estimate of the address as text, recomputed from the price data', () => {
    window.history.replaceState(
      null,
      '',
      '/contact?kind=garage&area=400&finish=standard&condition=good&timeline=rush#estimate',
    );
    showEstimateDetails(document);
    expect(panel().hidden).toBe(false);
    expect([...panel().querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Floor: Garage floor',
      'Area: 400 sq ft',
      'Finish: Standard',
      'Slab condition: Good',
      'Timeline: Rush',
      'Estimate: $3,650-$6,250 ($9.20-15.60 per sq ft)',
    ]);
  });

  it('write what the address says as text, never as markup', () => {
    window.history.replaceState(null, '', '/contact?kind=<img src=x onerror=alert(1)>&area=400');
    showEstimateDetails(document);
    expect(panel().querySelector('img')).toBeNull();
    expect(panel()).toHaveTextContent('Floor: Garage floor');
  });

  it('stay hidden without an estimate, or with a bad area', () => {
    for (const search of ['', '?utm_source=flyer', '?kind=garage&area=-4', '?area=abc']) {
      window.history.replaceState(null, '', `/contact${search}`);
      showEstimateDetails(document);
      expect(panel().hidden).toBe(true);
    }
  });
});
