import { readFileSync } from 'node:fs';

import sharp from 'sharp';
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
  cleanName,
  fitWithin,
  honeypotField,
  notSentLine,
  photoFormat,
  photoHeadBytes,
  photoTypes,
  plainSubject,
  quoteProvider,
  quoteSubject,
  subjectField,
  suspectReason,
  otherChoice,
  phonePattern,
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
  visit: '',
  message: '',
};

describe('checking the answers', () => {
  it('lets a complete request through, with the email and message left empty', () => {
    expect(validateQuote(filled, choices)).toEqual({});
  });

  const empty: QuoteValues = {
    name: '',
    phone: '',
    email: '',
    city: '',
    kind: '',
    area: '',
    visit: '',
    message: '',
  };

  it('asks an empty form only for a name and a way to reach the visitor, in form order', () => {
    expect(Object.entries(validateQuote(empty, choices))).toEqual([
      ['name', 'name'],
      ['phone', 'reach'],
    ]);
  });

  it('sends a name with a phone alone, or with an email alone', () => {
    expect(validateQuote({ ...empty, name: 'Ana', phone: '305 555 0123' }, choices)).toEqual({});
    expect(validateQuote({ ...empty, name: 'Ana', email: 'ana@example.com' }, choices)).toEqual({});
  });

  it('counts blank space as no answer', () => {
    expect(validateQuoteField('name', '   ', choices)).toBe('name');
    expect(validateQuote({ ...empty, name: 'Ana', phone: ' \t', email: '  ' }, choices)).toEqual({
      phone: 'reach',
    });
  });

  it('refuses an answer longer than its field takes, even one set by a script', () => {
    expect(validateQuoteField('name', 'A'.repeat(100), choices)).toBeNull();
    expect(validateQuoteField('name', 'A'.repeat(101), choices)).toBe('tooLong');
    expect(validateQuoteField('message', 'x'.repeat(2001), choices)).toBe('tooLong');
  });

  it('takes a preferred visit window from the list, or none', () => {
    expect(validateQuoteField('visit', '', choices)).toBeNull();
    expect(validateQuoteField('visit', 'saturday-morning', choices)).toBeNull();
    expect(validateQuoteField('visit', 'sunday-night', choices)).toBe('visit');
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

  it('gives the browser the same phone rule as a pattern, for the form as served', () => {
    // As the browser reads a `pattern`: anchored, with the v flag.
    const served = new RegExp(`^(?:${phonePattern})$`, 'v');
    for (const phone of [
      '3055550123',
      '(305) 555-0123',
      '305.555.0123',
      ' +1 305 555 0123 ',
      '1-305-555-0123',
      '12',
      '',
      '555-0123',
      '305555012',
      'call me',
      '305-555-0123 ext 4',
      '305555012345678901',
      '(+1) 305 555 0123',
      '3055550123@',
    ]) {
      expect(served.test(phone), phone).toBe(
        phone.trim() !== '' && !validateQuoteField('phone', phone, choices),
      );
    }
  });

  it('checks an email only when one is given', () => {
    expect(validateQuoteField('email', '', choices)).toBeNull();
    expect(validateQuoteField('email', 'ana@example.com', choices)).toBeNull();
    for (const email of ['ana', 'ana@', 'ana@example', 'ana @example.com', 'a@b@example.com']) {
      expect(validateQuoteField('email', email, choices), email).toBe('email');
    }
  });

  it('refuses an email with control or invisible formatting characters in it (bidi marks, overrides, isolates)', () => {
    const hidden = [
      ...[0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069],
      // Zero-width space and joiner, byte-order mark; C0 and C1 controls.
      ...[0x200b, 0x200d, 0xfeff, 0x00, 0x07, 0x1b, 0x7f, 0x80, 0x85, 0x9f],
    ];
    for (const code of hidden) {
      const char = String.fromCodePoint(code);
      for (const email of [`bob${char}@example.com`, `bob@exa${char}mple.com`, `bob@example.c${char}om`]) {
        expect(validateQuoteField('email', email, choices), `U+${code.toString(16)}`).toBe('email');
      }
    }
    expect(validateQuoteField('email', 'josé@ejemplo.com', choices)).toBeNull();
  });

  it('takes only the cities and kinds the form lists, "other", or nothing', () => {
    expect(validateQuoteField('city', '', choices)).toBeNull();
    expect(validateQuoteField('kind', '', choices)).toBeNull();
    expect(validateQuoteField('city', otherChoice, choices)).toBeNull();
    expect(validateQuoteField('city', 'Atlantis', choices)).toBe('city');
    expect(validateQuoteField('kind', 'pool-deck', choices)).toBeNull();
    expect(validateQuoteField('kind', otherChoice, choices)).toBeNull();
    expect(validateQuoteField('kind', 'roof', choices)).toBe('kind');
  });

  it('reads the area as people write it and explains what is wrong with it', () => {
    expect(validateQuoteField('area', '1,200', choices)).toBeNull();
    expect(validateQuoteField('area', '250000', choices)).toBeNull();
    expect(validateQuoteField('area', '', choices)).toBeNull();
    for (const unsure of ['not sure', 'Not sure', 'no sé', 'No estoy segura', '?']) {
      expect(validateQuoteField('area', unsure, choices), unsure).toBeNull();
    }
    expect(validateQuoteField('area', 'about 400', choices)).toBe('areaNotNumber');
    expect(validateQuoteField('area', '1e999', choices)).toBe('areaNotNumber');
    expect(validateQuoteField('area', '0', choices)).toBe('areaZero');
    expect(validateQuoteField('area', '-40', choices)).toBe('areaNegative');
    expect(quoteArea(' 1,200 ')).toBe(1200);
    expect(quoteArea('x')).toBeNull();
  });

  it('has a message in both languages for every error', () => {
    const errors = validateQuote(
      { name: '', phone: '12', email: 'x', city: 'x', kind: 'x', area: '-1', visit: 'x', message: '' },
      choices,
    );
    const more = [
      validateQuote(empty, choices).phone,
      validateQuoteField('area', '0', choices),
      validateQuoteField('area', 'big', choices),
      validateQuoteField('name', 'x'.repeat(101), choices),
      'photoType',
      'photoTooLarge',
    ] as const;
    for (const error of more) {
      expect(error && ui.en.quoteForm.errors[error]).toBeTruthy();
      expect(error && ui.es.quoteForm.errors[error]).toBeTruthy();
    }
    for (const error of Object.values(errors)) {
      expect(ui.en.quoteForm.errors[error]).toBeTruthy();
      expect(ui.es.quoteForm.errors[error]).toBeTruthy();
    }
  });
});

describe('marking a send that looks automated', () => {
  it('marks a filled honeypot, or a send sooner than the minimum after the page started loading', () => {
    expect(suspectReason('', 5000, 3000)).toBeNull();
    expect(suspectReason('', 3000, 3000)).toBeNull();
    expect(suspectReason('', 2900, 3000)).toBe('sent 2.9 s after the page started loading');
    expect(suspectReason('http://spam.example', 60_000, 3000)).toBe('hidden field filled in');
  });

  it('writes the name without invisible formatting characters', () => {
    expect(cleanName(' Bob \u202Egnp.exe\u202C ')).toBe('Bob gnp.exe');
    expect(cleanName('Ana\u200B Pérez')).toBe('Ana Pérez');
  });
});

describe('the subject line and the provider fields', () => {
  const kinds = ui.en.estimator.kinds;

  it('names the floor, the city and the area the owner scans for, in English', () => {
    expect(quoteSubject({ kind: 'garage', city: 'Kendall', area: '450' }, kinds, 'en')).toBe(
      `Quote request: ${kinds.garage} · Kendall · about 450 sq ft`,
    );
    expect(quoteSubject({ kind: 'garage', city: 'Kendall', area: '1,200' }, kinds, 'es')).toBe(
      `Quote request: ${kinds.garage} · Kendall · about 1,200 sq ft · Spanish`,
    );
  });

  it('reads the area the way the page’s language writes numbers', () => {
    // English: "," groups thousands, "." starts the decimals.
    expect(quoteArea('1,200', 'en')).toBe(1200);
    expect(quoteArea('1200.5', 'en')).toBe(1200.5);
    expect(quoteArea('1.200', 'en')).toBe(1.2);
    // Spanish: "." groups thousands, "," starts the decimals; "1,200" is still 1,200 (no floor is 1.2 sq ft).
    for (const [typed, area] of [
      ['1.200', 1200],
      [' 1.200 ', 1200],
      ['12.000', 12000],
      ['1.200.000', 1_200_000],
      ['2.500,5', 2500.5],
      ['2,5', 2.5],
      ['450', 450],
      ['12.5', 12.5],
      ['1,200', 1200],
      ['1,200.5', 1200.5],
    ] as const) {
      expect(quoteArea(typed, 'es'), typed).toBe(area);
    }
    expect(quoteArea('no sé', 'es')).toBeNull();
    expect(validateQuoteField('area', '0,0', choices, 'es')).toBe('areaZero');
    expect(validateQuoteField('area', '1.200', choices, 'es')).toBeNull();
    expect(validateQuoteField('area', '1.2.3', choices, 'es')).toBe('areaNotNumber');
  });

  it('writes the area in the subject as the visitor meant it, on the English and the Spanish pages', () => {
    expect(quoteSubject({ kind: 'garage', city: '', area: '1,200' }, kinds, 'en')).toBe(
      `Quote request: ${kinds.garage} · about 1,200 sq ft`,
    );
    expect(quoteSubject({ kind: 'garage', city: '', area: '1.200' }, kinds, 'es')).toBe(
      `Quote request: ${kinds.garage} · about 1,200 sq ft · Spanish`,
    );
    expect(quoteSubject({ kind: '', city: '', area: '2.500,5' }, kinds, 'es')).toBe(
      'Quote request: about 2,500.5 sq ft · Spanish',
    );
  });

  it('leaves out what was not given, and falls back to a plain subject', () => {
    expect(quoteSubject({ kind: '', city: 'Doral', area: 'not sure' }, kinds, 'en')).toBe(
      'Quote request: Doral',
    );
    expect(quoteSubject({ kind: otherChoice, city: otherChoice, area: '' }, kinds, 'en')).toBe(plainSubject);
  });

  it('knows each provider from PUBLIC_QUOTE_FORM_ACTION and the field it reads the subject from', () => {
    expect(quoteProvider(netlifyQuoteAction)).toBe('netlify');
    expect(quoteProvider('https://formspree.io/f/abcdwxyz')).toBe('formspree');
    expect(quoteProvider('https://api.web3forms.com/submit')).toBe('web3forms');
    expect(quoteProvider('https://usebasin.com/f/1a2b3c')).toBe('basin');
    expect(quoteProvider('https://forms.example.com/quote')).toBe('other');
    expect(subjectField('formspree')).toBe('_subject');
    expect(subjectField('netlify')).toBe('subject');
    expect(subjectField('web3forms')).toBe('subject');
  });
});

describe('photos', () => {
  it('shrinks to at most 1,600 px on the long side, keeping the shape, never enlarging', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });

  /** A file's first bytes, as the form reads them. */
  const head = (bytes: Uint8Array | string) =>
    (typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes).subarray(0, photoHeadBytes);
  /** The first bytes of an ISO media file with these brands (HEIC, HEIF, AVIF). */
  const isoMedia = (major: string, ...compatible: string[]) =>
    head(
      `${String.fromCharCode(0, 0, 0, 16 + 4 * compatible.length)}ftyp${major}\0\0\0\0${compatible.join('')}`,
    );

  it('knows a picture by its first bytes: what phones and cameras write', async () => {
    const picture = sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } });
    for (const format of ['jpeg', 'png', 'webp', 'gif', 'avif'] as const) {
      expect(photoFormat(head(await picture.clone().toFormat(format).toBuffer())), format).toBe(format);
    }
    // An iPhone's HEIC, and HEIF as other phones write it.
    expect(photoFormat(isoMedia('heic', 'mif1', 'heic'))).toBe('heic');
    expect(photoFormat(isoMedia('mif1', 'mif1', 'heic'))).toBe('heic');
    expect(photoFormat(isoMedia('mif1', 'mif1'))).toBe('heif');
    expect(photoFormat(isoMedia('avif', 'mif1', 'avif', 'miaf'))).toBe('avif');
    expect(Object.keys(photoTypes)).toEqual(['jpeg', 'png', 'webp', 'gif', 'avif', 'heic', 'heif']);
  });

  it('refuses what is not a picture, whatever it is named: text, a web page, an SVG, nothing, a video', () => {
    for (const [what, bytes] of [
      ['text', 'Call me about the garage floor\n'],
      ['a web page', '<!doctype html><script>alert(1)</script>'],
      ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['an SVG with a declaration', '<?xml version="1.0"?><svg/>'],
      ['an empty file', ''],
      ['a PDF', '%PDF-1.7\n'],
      ['a JPEG cut after two bytes', '\xff\xd8'],
      ['an MP4 video', String.fromCharCode(0, 0, 0, 24) + 'ftypisom\0\0\0\0isomiso2'],
      ['a WAV sound', 'RIFF\x24\0\0\0WAVEfmt '],
    ] as const) {
      expect(photoFormat(head(bytes)), what).toBeNull();
    }
  });
});

describe('the request', () => {
  const fields = new FormData();
  fields.set('name', 'Ana Pérez & Co');
  fields.set('phone', '(305) 555-0123');
  fields.set(honeypotField, '');

  it('posts the fields as multipart to an endpoint, asking for JSON, without cookies', () => {
    const request = quoteRequest('https://formspree.io/f/abcdwxyz', fields);
    expect(request.url).toBe('https://formspree.io/f/abcdwxyz');
    // No Content-Type of its own: the browser writes multipart/form-data with its boundary.
    expect(request.init).toEqual({
      method: 'POST',
      headers: { Accept: 'application/json' },
      body: fields,
      credentials: 'omit',
    });
  });

  it('posts to the site root for Netlify Forms, with the same body', () => {
    const request = quoteRequest(netlifyQuoteAction, fields);
    expect(request.url).toBe('/');
    expect(request.init.body).toBe(fields);
    expect(request.init.credentials).toBe('same-origin');
  });
});

describe('sending', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const body = new FormData();
  body.set('name', 'Ana');
  const request = quoteRequest('https://forms.example/f/1', body);
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
    expect(init.body).toBe(body);
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
      { ...filled, kind: 'pool-deck', visit: 'saturday-morning', message: 'Cracks by the steps' },
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
        `${copy.visit}: ${copy.visits['saturday-morning']}`,
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
