import { describe, expect, it } from 'vitest';

import { estimateRules, slabConditions } from '#src/data/estimate-rules.ts';
import { intlLocales, ui } from '#src/data/ui.ts';
import { applicationIds, type ApplicationId } from '#src/schemas/applications.ts';
import { specPrices } from '#src/test/spec-prices.ts';

import {
  areaErrorText,
  defaultFields,
  describeAssumptions,
  estimate,
  estimateMessage,
  estimateQuery,
  finishes,
  formatEstimate,
  mailtoWithMessage,
  parseArea,
  prefilledFormUrl,
  readEstimateQuery,
  sizeBand,
  smsWithBody,
  timelines,
  validateFields,
  type EstimateInput,
} from './estimate.ts';

const prices = specPrices;
const words = { copy: ui.en.estimator, figures: ui.en.priceFigures, locale: intlLocales.en };

/** The spec's pricing table, standard then premium, $ per sq ft: the figures every estimate starts from. */
const table: Record<ApplicationId, { standard: [number, number]; premium: [number, number] }> = {
  garage: { standard: [8, 12], premium: [12, 18] },
  commercial: { standard: [9, 15], premium: [15, 25] },
  metallic: { standard: [12, 18], premium: [18, 30] },
  'pool-deck': { standard: [10, 15], premium: [15, 22] },
  industrial: { standard: [6, 10], premium: [10, 18] },
};
/** The spec's rush premium, and the contractor's condition adjustments, in percent. */
const rush: [number, number] = [15, 30];
const condition = { good: [0, 0], fair: [10, 20], poor: [25, 40] } as const;

const garage400: EstimateInput = {
  kind: 'garage',
  area: 400,
  finish: 'standard',
  condition: 'good',
  timeline: 'standard',
};

describe('every kind, finish, condition and timeline', () => {
  const combinations = applicationIds.flatMap((kind) =>
    finishes.flatMap((finish) =>
      slabConditions.flatMap((slab) => timelines.map((timeline) => ({ kind, finish, slab, timeline }))),
    ),
  );

  it('covers the 60 combinations', () => {
    expect(combinations).toHaveLength(60);
  });

  it.each(combinations)(
    '$kind, $finish, $slab slab, $timeline timeline: the table rate with the adjustments',
    ({ kind, finish, slab, timeline }) => {
      const [low, high] = table[kind][finish];
      const [conditionLow, conditionHigh] = condition[slab];
      const [rushLow, rushHigh] = timeline === 'rush' ? rush : [0, 0];
      // In hundredths of a dollar per sq ft, with integers only: exact.
      const rateLow = (low * (100 + conditionLow) * (100 + rushLow)) / 100;
      const rateHigh = (high * (100 + conditionHigh) * (100 + rushHigh)) / 100;
      const result = estimate({ kind, area: 1000, finish, condition: slab, timeline }, prices, estimateRules);
      // 1,000 sq ft: above every minimum, so the totals are the rates times the area, rounded outward to $50.
      expect(result.total).toEqual({
        min: Math.floor((rateLow * 10) / 50) * 50,
        max: Math.ceil((rateHigh * 10) / 50) * 50,
      });
      expect(result.perSqFt).toEqual({ min: Math.floor(rateLow) / 100, max: Math.ceil(rateHigh) / 100 });
      expect(result.baseRate).toEqual({ min: low, max: high });
      expect(result.minimumApplied).toBe(false);
      if (slab === 'good' && timeline === 'standard') {
        // No adjustment: exactly the table's figures.
        expect(result.perSqFt).toEqual({ min: low, max: high });
        expect(result.total).toEqual({ min: low * 1000, max: high * 1000 });
      }
    },
  );

  it('never gives a premium floor for less than the standard one, nor a rush for less than standard', () => {
    for (const { kind, slab } of combinations) {
      const at = (finish: 'standard' | 'premium', timeline: 'standard' | 'rush') =>
        estimate({ kind, area: 640, finish, condition: slab, timeline }, prices, estimateRules).total;
      expect(at('premium', 'standard').min).toBeGreaterThanOrEqual(at('standard', 'standard').min);
      expect(at('standard', 'rush').max).toBeGreaterThan(at('standard', 'standard').max);
    }
  });
});

describe('a two-car garage', () => {
  it('is $3,200-4,800 at the table price, and the rush adds 15-30%', () => {
    expect(formatEstimate(estimate(garage400, prices, estimateRules), words)).toEqual({
      total: '$3,200-$4,800',
      perSqFt: '$8-12',
    });
    const rushed = estimate({ ...garage400, timeline: 'rush' }, prices, estimateRules);
    // 3,680 rounds down to 3,650; 6,240 up to 6,250.
    expect(formatEstimate(rushed, words)).toEqual({ total: '$3,650-$6,250', perSqFt: '$9.20-15.60' });
  });

  it('lists its assumptions in plain words', () => {
    const input = { ...garage400, condition: 'fair', timeline: 'rush' } as const;
    expect(describeAssumptions(input, estimate(input, prices, estimateRules), estimateRules, words)).toEqual([
      'Garage floor, standard finish: $8-12 per sq ft installed, the figures of our price table.',
      '400 sq ft of floor.',
      'A fair slab: crack repair and extra grinding add 10-20%.',
      'A rush date adds 15-30%.',
      'Totals are rounded to $50.',
    ]);
  });
});

describe('the estimate in Spanish', () => {
  const es = { copy: ui.es.estimator, figures: ui.es.priceFigures, locale: intlLocales.es };

  it('words the ranges of its sentences and keeps the figures compact, with an en dash', () => {
    const input = { ...garage400, condition: 'fair', timeline: 'rush' } as const;
    const result = estimate(input, prices, estimateRules);
    const lines = describeAssumptions(input, result, estimateRules, es);
    expect(lines[0]).toContain('de $8 a $12 por pie² instalado');
    expect(lines[2]).toContain('un recargo del 10 al 20%');
    expect(lines[3]).toContain('un recargo del 15 al 30%');
    expect(formatEstimate(estimate(garage400, prices, estimateRules), es)).toEqual({
      total: '$3,200–$4,800',
      perSqFt: '$8–12',
    });
  });
});

describe('the minimum job', () => {
  it('does not apply when the low end reaches it exactly', () => {
    // 187.5 sq ft at $8 is $1,500.
    const result = estimate({ ...garage400, area: 187.5 }, prices, estimateRules);
    expect(result.total).toEqual({ min: 1500, max: 2250 });
    expect(result.minimumApplied).toBe(false);
    expect(result.perSqFt).toEqual({ min: 8, max: 12 });
  });

  it('raises the low end just below it, and says so', () => {
    const result = estimate({ ...garage400, area: 187 }, prices, estimateRules);
    expect(result.total).toEqual({ min: 1500, max: 2250 });
    expect(result.minimumApplied).toBe(true);
    expect(result.perSqFt).toEqual({ min: 8.02, max: 12 });
    expect(describeAssumptions({ ...garage400, area: 187 }, result, estimateRules, words)).toContain(
      'Our minimum for a new floor is $1,500 (repairs to an existing floor are priced apart): a small floor still needs a crew, the grinder and a day of set-up.',
    );
  });

  it('is the whole estimate for the smallest floor priced', () => {
    const result = estimate({ ...garage400, area: estimateRules.minArea }, prices, estimateRules);
    expect(estimateRules.minArea).toBe(10);
    expect(result.total).toEqual({ min: 1500, max: 1500 });
    expect(result.perSqFt).toEqual({ min: 150, max: 150 });
    expect(formatEstimate(result, words)).toEqual({ total: '$1,500', perSqFt: '$150' });
  });

  it('prices the largest area allowed', () => {
    const result = estimate({ ...garage400, kind: 'industrial', area: 100_000 }, prices, estimateRules);
    expect(formatEstimate(result, words).total).toBe('$600,000-$1,000,000');
  });
});

describe('the area field', () => {
  it.each([
    ['400', 400],
    [' 1,200 ', 1200],
    ['1e3', 1000],
    ['100000', 100_000],
    ['10', 10],
    ['10.0', 10],
    ['1e1', 10],
    ['+12', 12],
  ])('reads %j as %d sq ft', (raw, area) => {
    expect(parseArea(raw, estimateRules)).toEqual({ ok: true, area });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notNumber'],
    ['12abc', 'notNumber'],
    ['4-00', 'notNumber'],
    ['NaN', 'notNumber'],
    ['Infinity', 'notNumber'],
    ['0', 'tooSmall'],
    ['0.0', 'tooSmall'],
    ['-0', 'tooSmall'],
    ['0.5', 'tooSmall'],
    ['1', 'tooSmall'],
    ['9.99', 'tooSmall'],
    ['0.0001', 'tooSmall'],
    ['1e-300', 'tooSmall'],
    ['1e-400', 'tooSmall'],
    ['4\u00a00\ufeff0', 'notNumber'],
    ['400\u00a0', 'notNumber'],
    ['\ufeff400', 'notNumber'],
    ['4\u200b00', 'notNumber'],
    ['-Infinity', 'notNumber'],
    ['1e308', 'tooLarge'],
    ['-1', 'negative'],
    ['-0.01', 'negative'],
    ['100000.01', 'tooLarge'],
    ['100001', 'tooLarge'],
    ['1e400', 'tooLarge'],
  ] as const)('refuses %j as %s', (raw, error) => {
    expect(parseArea(raw, estimateRules)).toEqual({ ok: false, error });
  });

  it('trusts the browser when a number field could not read what was typed', () => {
    expect(parseArea('', estimateRules, true)).toEqual({ ok: false, error: 'notNumber' });
  });

  it('never throws, whatever is typed', () => {
    for (const raw of ['💥', '\u0000', '9'.repeat(400), '.', '+', 'e5', '1..2', '--1', '0x10', '１２']) {
      expect(() => validateFields({ ...defaultFields, area: raw }, estimateRules)).not.toThrow();
      expect(validateFields({ ...defaultFields, area: raw }, estimateRules).ok).toBe(false);
    }
  });

  it('has a message for every error', () => {
    for (const error of ['empty', 'notNumber', 'tooSmall', 'negative', 'tooLarge'] as const) {
      expect(ui.en.estimator.errors[error]).toMatch(/\w/);
      expect(ui.es.estimator.errors[error]).toMatch(/\w/);
    }
  });

  it('writes the limits into the messages, for the locale', () => {
    expect(areaErrorText('tooSmall', ui.en.estimator, estimateRules, intlLocales.en)).toBe(
      'The area must be at least 10 sq ft. Enter it in square feet, for example 400.',
    );
    expect(areaErrorText('tooLarge', ui.es.estimator, estimateRules, intlLocales.es)).toContain(
      `${new Intl.NumberFormat(intlLocales.es).format(estimateRules.maxArea)} pies²`,
    );
  });

  it.each(['1e-300', '0.0001', 'NaN', 'Infinity', '4\u00a00\ufeff0', '0x10', '1e999'])(
    'a link with area %j gives no estimate to price or send',
    (raw) => {
      const fields = readEstimateQuery(`?kind=garage&area=${encodeURIComponent(raw)}`);
      expect(fields).not.toBeNull();
      expect(validateFields(fields ?? defaultFields, estimateRules).ok).toBe(false);
    },
  );
});

describe('size bands for analytics', () => {
  it.each([
    [1, '<500'],
    [499.99, '<500'],
    [500, '500-999'],
    [999, '500-999'],
    [1000, '1000-2499'],
    [2499, '1000-2499'],
    [2500, '2500-9999'],
    [9999.5, '2500-9999'],
    [10_000, '10000+'],
    [100_000, '10000+'],
  ] as const)('%d sq ft is %s', (area, band) => {
    expect(sizeBand(area)).toBe(band);
  });
});

describe('the estimate in the URL', () => {
  it('round-trips through the query string', () => {
    const fields = {
      kind: 'pool-deck',
      area: '650',
      finish: 'premium',
      condition: 'poor',
      timeline: 'rush',
    } as const;
    const query = estimateQuery(fields);
    expect(query).toBe('kind=pool-deck&area=650&finish=premium&condition=poor&timeline=rush');
    expect(readEstimateQuery(`?${query}`)).toEqual(fields);
  });

  it('holds no estimate without an area, and falls back to the defaults for unknown values', () => {
    expect(readEstimateQuery('')).toBeNull();
    expect(readEstimateQuery('?utm_source=flyer')).toBeNull();
    expect(readEstimateQuery('?area=-5&kind=basement&finish=gold&condition=&timeline=yesterday')).toEqual({
      ...defaultFields,
      area: '-5',
    });
  });
});

describe('sending the estimate', () => {
  const input = { ...garage400, finish: 'premium', timeline: 'rush' } as const;
  const result = estimate(input, prices, estimateRules);
  // The message carries the figures the estimate shows; their arithmetic is tested above.
  const shown = formatEstimate(result, words);

  it('writes a message with the floor, the answers and the figures', () => {
    const message = estimateMessage(input, result, words, 'https://example.com/pricing?area=400');
    expect(message.subject).toBe('Estimate request: Garage floor, 400 sq ft');
    expect(message.lines).toEqual([
      'Floor: Garage floor',
      'Area: 400 sq ft',
      'Finish: Premium',
      'Slab condition: Good',
      'Timeline: Rush',
      `Estimate: ${shown.total} (${shown.perSqFt} per sq ft)`,
    ]);
    expect(message.body).toContain('Estimate: https://example.com/pricing?area=400');
  });

  it('builds sms: and mailto: links with the text encoded', () => {
    expect(smsWithBody('sms:+13055550187', 'Floor: Garage & more\nArea: 400')).toBe(
      'sms:+13055550187?&body=Floor%3A%20Garage%20%26%20more%0AArea%3A%20400',
    );
    expect(mailtoWithMessage('info@example.com', 'Estimate: garage', 'a b')).toBe(
      'mailto:info@example.com?subject=Estimate%3A%20garage&body=a%20b',
    );
  });

  it('prefills a form under the configured parameter names only', () => {
    const url = new URL(
      prefilledFormUrl(
        'https://docs.example.com/forms/d/e/x/viewform?usp=pp_url',
        { kind: 'entry.1', area: 'entry.2', estimate: 'entry.6' },
        input,
        result,
        words,
      ),
    );
    expect(url.origin + url.pathname).toBe('https://docs.example.com/forms/d/e/x/viewform');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      usp: 'pp_url',
      'entry.1': 'Garage floor',
      'entry.2': '400',
      'entry.6': `${shown.total} (${shown.perSqFt})`,
    });
  });
});
