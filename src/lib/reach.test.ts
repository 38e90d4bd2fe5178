import { readFileSync } from 'node:fs';

import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { intlLocales, ui } from '#src/data/ui.ts';
import { pricesSchema } from '#src/schemas/prices.ts';

import { factSentenceTokens, factTokens, fillFacts, type Tokens } from './facts.ts';
import { formatPhone } from './phone.ts';
import { priceTokens } from './prices.ts';
import { reachTokens, showsForm } from './reach.ts';
import type { Locale } from './routes.ts';

const facts = factTokens(business);
// In running text the number does not break (a no-break space, a word joiner after the hyphen).
const localPhone = formatPhone(business.phones.local).replace(' ', '\u00a0').replace('-', '-\u2060');
const prices = pricesSchema.parse(parse(readFileSync('src/content/prices.yaml', 'utf8')));
const locales: Locale[] = ['en', 'es'];

/** Words that speak of a form, by language: none may reach a page that has no form. */
const formWords: Record<Locale, RegExp> = {
  en: /\bform\b|\bonline\b|\bbelow\b/i,
  es: /formulario|en línea|aquí abajo/i,
};

/** Every token a page may write, for a language and a configuration, as lib/content.ts fills them. */
function pageTokens(locale: Locale, form: boolean): Tokens {
  return {
    ...facts,
    ...factSentenceTokens(business, business.reviewPlatforms.length, locale),
    ...priceTokens(prices, intlLocales[locale], ui[locale].priceFigures),
    ...reachTokens(ui[locale].reach, form, facts),
  };
}

/** The text a content file shows once its tokens are filled. */
function filled(path: string, tokens: Tokens): string {
  return JSON.stringify(fillFacts(parse(readFileSync(path, 'utf8')), tokens));
}

/** The files whose words follow the configuration, by language. */
const files: Record<Locale, string[]> = {
  en: [
    'src/content/pages/contact.yaml',
    'src/content/faqs/faq-general.yaml',
    'src/content/faqs/faq-getting-started.yaml',
  ],
  es: [
    'src/content/pages/es/contact.yaml',
    'src/content/faqs/es/faq-general.yaml',
    'src/content/faqs/es/faq-getting-started.yaml',
  ],
};

describe('showsForm', () => {
  it('is false in both languages when no form is configured (the default build)', () => {
    expect(showsForm({}, 'en')).toBe(false);
    expect(showsForm({}, 'es')).toBe(false);
  });

  it('is true in both languages with the site quote form, which serves both', () => {
    expect(showsForm({ quoteAction: 'netlify' }, 'en')).toBe(true);
    expect(showsForm({ quoteAction: 'https://formspree.io/f/abc' }, 'es')).toBe(true);
  });

  it('follows each language’s own estimate form', () => {
    const english = { iframeUrl: 'https://forms.example.com/en' };
    expect(showsForm(english, 'en')).toBe(true);
    expect(showsForm(english, 'es')).toBe(false);
    const spanish = { iframeUrlEs: 'https://forms.example.com/es' };
    expect(showsForm(spanish, 'en')).toBe(false);
    expect(showsForm(spanish, 'es')).toBe(true);
  });
});

describe.each(locales)('reach tokens in %s', (locale) => {
  it('without a form: call, text or email, with the number that takes texts and the address', () => {
    const tokens = reachTokens(ui[locale].reach, false, facts);
    expect(Object.keys(tokens).sort()).toEqual(['requestEstimate', 'sendProjectLabel', 'sendYourProject']);
    for (const text of Object.values(tokens)) expect(text).not.toMatch(formWords[locale]);
    expect(tokens['sendYourProject']).toContain(localPhone);
    expect(tokens['sendYourProject']).toContain(business.email);
    expect(tokens['requestEstimate']).toContain(localPhone);
    expect(tokens['requestEstimate']).toContain(business.email);
  });

  it('with a form: the form', () => {
    const tokens = reachTokens(ui[locale].reach, true, facts);
    expect(tokens['sendYourProject']).toMatch(formWords[locale]);
    expect(tokens['requestEstimate']).toMatch(formWords[locale]);
    expect(tokens['sendYourProject']).not.toContain(localPhone);
  });

  it('leave no token unfilled and follow the business facts', () => {
    const renamed = factTokens({ ...business, email: 'hola@example.org' });
    for (const form of [false, true]) {
      for (const text of Object.values(reachTokens(ui[locale].reach, form, renamed))) {
        expect(text).not.toMatch(/[{}]/);
      }
    }
    expect(reachTokens(ui[locale].reach, false, renamed)['requestEstimate']).toContain('hola@example.org');
  });

  it.each(files[locale])('%s speaks of a form only when one is configured', (path) => {
    const direct = filled(path, pageTokens(locale, false));
    expect(direct).not.toMatch(formWords[locale]);
    expect(direct).toContain(localPhone);
    const withForm = filled(path, pageTokens(locale, true));
    expect(withForm).toMatch(formWords[locale]);
  });
});
