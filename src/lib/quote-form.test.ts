import { readFileSync } from 'node:fs';

import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { estimateRules } from '#src/data/estimate-rules.ts';
import { netlifyQuoteAction } from '#src/data/quote-form.ts';
import { serviceCities } from '#src/data/service-area.ts';
import { intlLocales, ui } from '#src/data/ui.ts';
import { format } from '#src/lib/format.ts';
import { applicationIds } from '#src/schemas/applications.ts';
import { pricesSchema } from '#src/schemas/prices.ts';

import {
  honeypotField,
  isRobot,
  notSentLine,
  otherChoice,
  prefillFromEstimate,
  quoteArea,
  quoteRequest,
  quoteSummary,
  sendQuote,
  validateQuote,
  validateQuoteField,
  type QuoteValues,
} from './quote-form.ts';

const choices = { cities: serviceCities.map((city) => city.name), kinds: [...applicationIds] };
const city = serviceCities[0].name;

const filled: QuoteValues = {
  name: 'Ana Pérez',
  phone: '(305) 555-0123',
  email: '',
  city,
  kind: 'garage',
  area: '400',
  message: '',
};

describe('checking the answers', () => {
  it('lets a complete request through, with the email and message left empty', () => {
    expect(validateQuote(filled, choices)).toEqual({});
  });

  it('names every required answer an empty form is missing, in form order', () => {
    const empty: QuoteValues = { name: '', phone: '', email: '', city: '', kind: '', area: '', message: '' };
    const errors = validateQuote(empty, choices);
    expect(Object.entries(errors)).toEqual([
      ['name', 'name'],
      ['phone', 'phone'],
      ['city', 'city'],
      ['kind', 'kind'],
      ['area', 'areaEmpty'],
    ]);
  });

  it('counts blank space as no answer', () => {
    expect(validateQuoteField('name', '   ', choices)).toBe('name');
    expect(validateQuoteField('phone', ' \t', choices)).toBe('phone');
  });

  it('takes a phone number with its area code however it is written', () => {
    for (const phone of [
      '3055550123',
      '(305) 555-0123',
      '305.555.0123',
      '+1 305 555 0123',
      '1-305-555-0123',
    ]) {
      expect(validateQuoteField('phone', phone, choices), phone).toBeNull();
    }
  });

  it('asks for the area code of a short number, and refuses letters', () => {
    for (const phone of ['555-0123', '305555012', 'call me', '305-555-0123 ext 4', '305555012345678901']) {
      expect(validateQuoteField('phone', phone, choices), phone).toBe('phoneInvalid');
    }
  });

  it('checks an email only when one is given', () => {
    expect(validateQuoteField('email', '', choices)).toBeNull();
    expect(validateQuoteField('email', 'ana@example.com', choices)).toBeNull();
    for (const email of ['ana', 'ana@', 'ana@example', 'ana @example.com', 'a@b@example.com']) {
      expect(validateQuoteField('email', email, choices), email).toBe('email');
    }
  });

  it('takes only the cities and kinds the form lists, or "other"', () => {
    expect(validateQuoteField('city', otherChoice, choices)).toBeNull();
    expect(validateQuoteField('city', 'Atlantis', choices)).toBe('city');
    expect(validateQuoteField('kind', 'pool-deck', choices)).toBeNull();
    expect(validateQuoteField('kind', otherChoice, choices)).toBeNull();
    expect(validateQuoteField('kind', 'roof', choices)).toBe('kind');
  });

  it('reads the area as people write it and explains what is wrong with it', () => {
    expect(validateQuoteField('area', '1,200', choices)).toBeNull();
    expect(validateQuoteField('area', '250000', choices)).toBeNull();
    expect(validateQuoteField('area', 'about 400', choices)).toBe('areaNotNumber');
    expect(validateQuoteField('area', '1e999', choices)).toBe('areaNotNumber');
    expect(validateQuoteField('area', '0', choices)).toBe('areaZero');
    expect(validateQuoteField('area', '-40', choices)).toBe('areaNegative');
    expect(quoteArea(' 1,200 ')).toBe(1200);
    expect(quoteArea('x')).toBeNull();
  });

  it('has a message in both languages for every error', () => {
    const errors = validateQuote(
      { name: '', phone: '12', email: 'x', city: 'x', kind: 'x', area: '-1', message: '' },
      choices,
    );
    for (const error of Object.values(errors)) {
      expect(ui.en.quoteForm.errors[error]).toBeTruthy();
      expect(ui.es.quoteForm.errors[error]).toBeTruthy();
    }
  });
});

describe('telling a robot from a person', () => {
  it('treats a filled honeypot or a request sent too soon as a robot', () => {
    expect(isRobot('', 5000, 3000)).toBe(false);
    expect(isRobot('', 3000, 3000)).toBe(false);
    expect(isRobot('', 2999, 3000)).toBe(true);
    expect(isRobot('http://spam.example', 60_000, 3000)).toBe(true);
  });
});

describe('the request', () => {
  const fields = new URLSearchParams({
    name: 'Ana Pérez & Co',
    phone: '(305) 555-0123',
    [honeypotField]: '',
  });

  it('posts the urlencoded fields to an endpoint, asking for JSON, without cookies', () => {
    const request = quoteRequest('https://formspree.io/f/abcdwxyz', fields);
    expect(request.url).toBe('https://formspree.io/f/abcdwxyz');
    expect(request.init).toEqual({
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Ana+P%C3%A9rez+%26+Co&phone=%28305%29+555-0123&_gotcha=',
      credentials: 'omit',
    });
  });

  it('posts to the site root for Netlify Forms, with the same body', () => {
    const request = quoteRequest(netlifyQuoteAction, fields);
    expect(request.url).toBe('/');
    expect(request.init.body).toBe(fields.toString());
    expect(request.init.credentials).toBe('same-origin');
  });
});

describe('sending', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const request = quoteRequest('https://forms.example/f/1', new URLSearchParams({ name: 'Ana' }));
  const answering = (status: number) => vi.fn(() => Promise.resolve(new Response('{}', { status })));

  it('reports an accepted request as sent, a 4xx as rejected and a 5xx as failed', async () => {
    for (const [status, outcome] of [
      [200, 'sent'],
      [201, 'sent'],
      [400, 'rejected'],
      [422, 'rejected'],
      [500, 'failed'],
      [503, 'failed'],
    ] as const) {
      await expect(sendQuote(request, 1000, answering(status))).resolves.toBe(outcome);
    }
  });

  it('passes the request on with an abort signal', async () => {
    const fetcher = answering(200);
    await sendQuote(request, 1000, fetcher);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(request.url);
    expect(init.body).toBe('name=Ana');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('reports an unreachable endpoint as failed', async () => {
    const fetcher = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendQuote(request, 1000, fetcher)).resolves.toBe('failed');
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const outcome = sendQuote(request, 15_000, fetcher);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetcher.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('timeout');
  });
});

describe('the request written out for an email or a text', () => {
  it('lists the answers given, with the kind and city as the visitor read them', () => {
    const copy = ui.en.quoteForm;
    const summary = quoteSummary(
      { ...filled, kind: 'pool-deck', message: 'Cracks by the steps' },
      copy,
      ui.en.estimator.kinds,
    );
    expect(summary).toBe(
      [
        `${copy.name}: Ana Pérez`,
        `${copy.phone}: (305) 555-0123`,
        `${copy.city}: ${city}`,
        `${copy.kind}: ${ui.en.estimator.kinds['pool-deck']}`,
        `${copy.area}: 400`,
        `${copy.message}: Cracks by the steps`,
      ].join('\n'),
    );
    expect(
      quoteSummary({ ...filled, city: otherChoice, kind: otherChoice }, copy, ui.en.estimator.kinds),
    ).toContain(`${copy.kind}: ${copy.kindOther}`);
  });
});

describe('filling the form in from a /pricing estimate', () => {
  const data = {
    copy: ui.en.estimator,
    figures: ui.en.priceFigures,
    locale: intlLocales.en,
    prices: pricesSchema.parse(parse(readFileSync('src/content/prices.yaml', 'utf8'))),
    rules: estimateRules,
  };

  it('takes the kind, the area and a message with the estimate', () => {
    const prefill = prefillFromEstimate(
      '?kind=commercial&area=1200&finish=premium&condition=fair&timeline=rush',
      data,
      ui.en.quoteForm.fromEstimate,
    );
    expect(prefill?.kind).toBe('commercial');
    expect(prefill?.area).toBe('1200');
    const lines = prefill?.message.split('\n') ?? [];
    expect(lines[0]).toBe(ui.en.quoteForm.fromEstimate);
    const { message } = ui.en.estimator;
    expect(lines).toContain(format(message.kind, { kind: ui.en.estimator.kinds.commercial }));
    expect(lines).toContain(format(message.area, { area: '1,200' }));
    expect(lines).toContain(format(message.finish, { finish: ui.en.estimator.finishes.premium.label }));
    expect(lines.some((line) => /^Estimate: \$[\d,]+-\$[\d,]+/.test(line))).toBe(true);
  });

  it('fills in nothing without an estimate, or with an area that cannot be priced', () => {
    expect(prefillFromEstimate('', data, 'x')).toBeNull();
    expect(prefillFromEstimate('?utm_source=flyer', data, 'x')).toBeNull();
    expect(prefillFromEstimate('?kind=garage&area=-5', data, 'x')).toBeNull();
  });
});

describe('the line that says nothing was sent', () => {
  it('takes the plural form of the count, in each language', () => {
    expect(notSentLine(ui.en.quoteForm, 1, 'en-US')).toBe(
      ui.en.quoteForm.notSent.one.replace('{count}', '1'),
    );
    expect(notSentLine(ui.en.quoteForm, 4, 'en-US')).toBe(
      ui.en.quoteForm.notSent.other.replace('{count}', '4'),
    );
    expect(notSentLine(ui.es.quoteForm, 2, 'es-US')).toBe(
      ui.es.quoteForm.notSent.other.replace('{count}', '2'),
    );
  });
});
