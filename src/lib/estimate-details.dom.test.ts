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
    document.body.innerHTML = `<div hidden data-estimate-details>
        <div data-estimate-details-valid><h3>Your estimate</h3><ul></ul></div>
        <div data-estimate-details-invalid hidden>
          <h3>Cannot price</h3><p data-estimate-error></p><a href="/pricing#estimate" data-estimate-fix>Fix</a>
        </div>
      </div>`;
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

  it('stay hidden without an estimate', () => {
    for (const search of ['', '?utm_source=flyer', '?kind=garage']) {
      window.history.replaceState(null, '', `/contact${search}`);
      showEstimateDetails(document);
      expect(panel().hidden).toBe(true);
    }
  });

  it.each([
    ['1e-300', 'The area must be at least 10 sq ft. Enter it in square feet, for example 400.'],
    ['0.0001', 'The area must be at least 10 sq ft. Enter it in square feet, for example 400.'],
    ['NaN', ui.en.estimator.errors.notNumber],
    ['Infinity', ui.en.estimator.errors.notNumber],
    ['4\u00a00\ufeff0', ui.en.estimator.errors.notNumber],
    ['-4', ui.en.estimator.errors.negative],
  ])('show the area error of a link with area %j, no price, and the way back', (raw, message) => {
    window.history.replaceState(
      null,
      '',
      `/contact?kind=metallic&area=${encodeURIComponent(raw)}&finish=premium#estimate`,
    );
    showEstimateDetails(document);
    expect(panel().hidden).toBe(false);
    const valid = panel().querySelector<HTMLElement>('[data-estimate-details-valid]');
    expect(valid?.hidden).toBe(true);
    expect(panel().querySelector('[data-estimate-error]')).toHaveTextContent(message);
    expect(panel()).not.toHaveTextContent(/\$|NaN|∞/);
    const fix = new URL(panel().querySelector('a')?.href ?? '');
    expect(fix.pathname).toBe('/pricing');
    expect(fix.hash).toBe('#estimate');
    expect(Object.fromEntries(fix.searchParams)).toEqual({
      kind: 'metallic',
      area: raw,
      finish: 'premium',
      condition: 'good',
      timeline: 'standard',
    });
  });

  it('show a valid estimate again after an invalid one, without the error', () => {
    window.history.replaceState(null, '', '/contact?area=1');
    showEstimateDetails(document);
    window.history.replaceState(null, '', '/contact?area=400');
    showEstimateDetails(document);
    expect(panel().querySelector<HTMLElement>('[data-estimate-details-invalid]')?.hidden).toBe(true);
    expect(panel().querySelector<HTMLElement>('[data-estimate-details-valid]')?.hidden).toBe(false);
  });
});
