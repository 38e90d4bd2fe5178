import { describe, expect, it } from 'vitest';

import { estimateRules } from '#src/data/estimate-rules.ts';
import { intlLocales, ui } from '#src/data/ui.ts';
import { specPrices } from '#src/test/spec-prices.ts';

import { estimateDetailsView, type EstimateDetailsData } from './estimate-details.ts';

const data: EstimateDetailsData = {
  copy: ui.en.estimator,
  figures: ui.en.priceFigures,
  locale: intlLocales.en,
  prices: specPrices,
  rules: estimateRules,
};
const tooSmall = 'The area must be at least 10 sq ft. Enter it in square feet, for example 400.';

describe('the estimate details on /contact', () => {
  it('are the estimate of the address, recomputed from the price data', () => {
    expect(
      estimateDetailsView('?kind=garage&area=400&finish=standard&condition=good&timeline=rush', data),
    ).toEqual({
      kind: 'estimate',
      lines: [
        'Floor: Garage floor',
        'Area: 400 sq ft',
        'Finish: Standard',
        'Slab condition: Good',
        'Timeline: Rush',
        'Estimate: $3,650-$6,250 ($9.20-15.60 per sq ft)',
      ],
    });
  });

  it('are nothing without an estimate in the address', () => {
    for (const search of ['', '?utm_source=flyer', '?kind=garage']) {
      expect(estimateDetailsView(search, data)).toEqual({ kind: 'none' });
    }
  });

  it.each([
    ['1e-300', tooSmall],
    ['0.0001', tooSmall],
    ['NaN', ui.en.estimator.errors.notNumber],
    ['Infinity', ui.en.estimator.errors.notNumber],
    ['4\u00a00\ufeff0', ui.en.estimator.errors.notNumber],
    ['-4', ui.en.estimator.errors.negative],
    ['', ui.en.estimator.errors.empty],
  ])('are the area error of a link with area %j, no price, and the way back', (raw, message) => {
    const view = estimateDetailsView(`?kind=metallic&area=${encodeURIComponent(raw)}&finish=premium`, data);
    expect(view).toEqual({
      kind: 'error',
      message,
      query: new URLSearchParams({
        kind: 'metallic',
        area: raw.trim(),
        finish: 'premium',
        condition: 'good',
        timeline: 'standard',
      }).toString(),
    });
  });

  it('are in Spanish on the Spanish page', () => {
    const es = { ...data, copy: ui.es.estimator, figures: ui.es.priceFigures, locale: intlLocales.es };
    expect(estimateDetailsView('?area=5', es)).toMatchObject({
      kind: 'error',
      message: 'El área tiene que ser de al menos 10 pies². Escríbala en pies cuadrados, por ejemplo 400.',
    });
  });
});
