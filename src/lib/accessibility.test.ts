/**
 * The /accessibility statement says what is true in the build it ships in (audit 58dc70c, section 7):
 * the standard as a target in both languages, when the site is tested, no quote form where the build
 * has none, the third-party pages it hands over to as known limits, the date of the last check from
 * the content, and how to report a barrier with the business's own phone and email.
 */
import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { formatPhone, mainNumber } from '#src/lib/phone.ts';

import { accessibilityTokens } from './accessibility.ts';
import { fillContent, pageEntry } from './content.ts';

const none = {
  quoteForm: { ...business.quoteForm, action: undefined },
  estimateForm: { ...business.estimateForm, iframeUrl: undefined, iframeUrlEs: undefined },
  bookingUrl: undefined,
};

describe('the statement’s configured sentences', () => {
  it.each(['en', 'es'] as const)('name no form and no third party when the build has none (%s)', (locale) => {
    const words = ui[locale].accessibility;
    expect(accessibilityTokens(words, none, locale)).toEqual({
      accessTasks: words.tasks.direct,
      accessFormNote: '',
      accessFormService: '',
      accessBooking: '',
    });
  });

  it.each(['en', 'es'] as const)('name the site’s own quote form only when it has one (%s)', (locale) => {
    const words = ui[locale].accessibility;
    const tokens = accessibilityTokens(
      words,
      { ...none, quoteForm: { ...none.quoteForm, action: 'https://formspree.io/f/abc' } },
      locale,
    );
    expect(tokens['accessTasks']).toBe(words.tasks.form);
    expect(tokens['accessFormNote']).toBe(words.formNote);
    expect(tokens['accessFormService']).toBe('');
  });

  it('list an embedded form of the page’s language and a booking page as known limits, by host', () => {
    const configured = {
      ...none,
      estimateForm: {
        ...none.estimateForm,
        iframeUrl: 'https://forms.example.com/en',
        iframeUrlEs: 'https://es.example.com/f',
      },
      bookingUrl: 'https://clienthub.getjobber.com/booking/abc',
    };
    const en = accessibilityTokens(ui.en.accessibility, configured, 'en');
    const es = accessibilityTokens(ui.es.accessibility, configured, 'es');
    expect(en['accessFormService']).toContain('forms.example.com');
    expect(es['accessFormService']).toContain('es.example.com');
    expect(en['accessBooking']).toContain('clienthub.getjobber.com');
    expect(es['accessBooking']).toContain('clienthub.getjobber.com');
    expect(en['accessTasks']).toBe(ui.en.accessibility.tasks.direct);
  });
});

/** The statement as this build shows it in `locale`: every visible string, tokens filled. */
async function statement(locale: 'en' | 'es') {
  const entry = await pageEntry('pages', 'accessibility', locale);
  const filled = await fillContent(entry.data, locale, {
    'figure.evaluated': entry.data.figures?.['evaluated'] ?? '',
  });
  return { figures: entry.data.figures, text: JSON.stringify(filled) };
}

describe('the /accessibility statement', () => {
  it('aims for WCAG 2.2 AA in both languages: the Spanish claims no more than the English', async () => {
    const en = (await statement('en')).text;
    const es = (await statement('es')).text;
    expect(en).toMatch(/WCAG\) 2\.2 at level AA/);
    expect(es).toMatch(/WCAG\) 2\.2 en el nivel AA/);
    expect(en).toMatch(/partially conforms/);
    expect(es).toMatch(/parcialmente conforme/);
    // "Meets" / "cumple" would claim conformance the status sentence does not.
    expect(en).not.toMatch(/\bmeets?\b/i);
    expect(es).not.toMatch(/\bcumpl/i);
  });

  it('says the site is tested before each release, not each time it is built', async () => {
    const en = (await statement('en')).text;
    const es = (await statement('es')).text;
    expect(en).toMatch(/Before each new version of the site is published/);
    expect(es).toMatch(/Antes de publicar cada nueva versión del sitio/);
    expect(en).not.toMatch(/each time the site is built/);
    expect(es).not.toMatch(/cada vez que se genera/);
  });

  it.each(['en', 'es'] as const)(
    'names no quote form the build does not have, and dates the last check from the content (%s)',
    async (locale) => {
      const { text, figures } = await statement(locale);
      const words = ui[locale].accessibility;
      const ownForm = Boolean(business.quoteForm.action);
      expect(text.includes(words.tasks.form)).toBe(ownForm);
      expect(text.includes(words.tasks.direct)).toBe(!ownForm);
      expect(text.includes(words.formNote)).toBe(ownForm);
      expect(figures?.['evaluated']).toMatch(/\b20\d\d\b/);
      expect(text).toContain(figures?.['evaluated']);
      expect(text).not.toMatch(/\{[a-zA-Z.]+\}/);
    },
  );

  it.each(['en', 'es'] as const)(
    'gives the business’s phone and email to report a barrier (%s)',
    async (locale) => {
      const { text } = await statement(locale);
      expect(text).toContain(formatPhone(mainNumber(business.phones)));
      expect(text).toContain(business.email);
    },
  );

  it('gives the same evaluation date in both languages', async () => {
    const en = (await statement('en')).figures?.['evaluated'] ?? '';
    const es = (await statement('es')).figures?.['evaluated'] ?? '';
    const numbers = (date: string) => date.match(/\d+/g)?.join(' ');
    expect(numbers(es)).toBe(numbers(en));
  });
});
