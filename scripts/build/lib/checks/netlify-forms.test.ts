import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { QuoteForm, type QuoteFormProps } from '#src/components/islands/quote-form.tsx';
import { business } from '#src/data/business.ts';
import { netlifyQuoteAction } from '#src/data/quote-form.ts';
import { serviceCities } from '#src/data/service-area.ts';
import { intlLocales, ui } from '#src/data/ui.ts';
import { email, localPhone, primaryPhone } from '#src/lib/contact.ts';
import { describeOpeningHours } from '#src/lib/hours.ts';
import { honeypotField, photoFields, quoteFields } from '#src/lib/quote-form.ts';
import type { Locale } from '#src/lib/routes.ts';

import { indexPage, pageElements } from './page.ts';
import { missingNetlifyForms, netlifyFormProblems, netlifyForms } from './netlify-forms.ts';

/** The quote form's server HTML, as the contact block renders it into the page for this setting. */
function quoteFormHtml(action: string, locale: Locale = 'en'): string {
  const props: QuoteFormProps = {
    action,
    formName: business.quoteForm.name,
    language: locale,
    locale: intlLocales[locale],
    copy: ui[locale].quoteForm,
    kinds: ui[locale].estimator.kinds,
    cities: serviceCities.map((city) => city.name),
    phone: primaryPhone,
    textPhone: { display: localPhone.display, href: `sms:${business.phones.local}` },
    email,
    hours: describeOpeningHours(business.hours, locale),
    timeoutMs: business.quoteForm.timeoutMs,
    minFillMs: business.quoteForm.minFillMs,
    subjectKinds: ui.en.estimator.kinds,
    privacyHref: locale === 'es' ? '/es/privacy' : '/privacy',
    thanksUrl: `${business.siteUrl}${locale === 'es' ? '/es' : ''}/thank-you`,
    bookingLabel: ui[locale].otherWays.book,
    errorCopy: ui[locale].errorBoundary,
  };
  return `<!doctype html><html><body><main>${renderToString(createElement(QuoteForm, props))}</main></body></html>`;
}

/** The page's first form and the elements after it, in document order. */
function formAndInside(html: string) {
  const elements = pageElements(html);
  return elements.slice(elements.findIndex((element) => element.name === 'form'));
}

describe('the quote form with PUBLIC_QUOTE_FORM_ACTION=netlify meets Netlify Forms’ contract', () => {
  const html = quoteFormHtml(netlifyQuoteAction);
  const [form, ...inside] = formAndInside(html);

  it('is a named form marked for Netlify, posting multipart by POST to the thank-you page', () => {
    expect(form?.name).toBe('form');
    expect(form?.attrs.get('name')).toBe(business.quoteForm.name);
    expect(form?.attrs.get('data-netlify')).toBe('true');
    expect(form?.attrs.get('method')).toBe('post');
    expect(form?.attrs.get('action')).toBe('/thank-you');
    // Files need multipart; Netlify takes one file per input, so each photo has its own.
    expect(form?.attrs.get('enctype')).toBe('multipart/form-data');
    const files = inside.filter(
      (element) => element.name === 'input' && element.attrs.get('type') === 'file',
    );
    expect(files.map((file) => file.attrs.get('name'))).toEqual([...photoFields]);
    expect(files.some((file) => file.attrs.has('multiple'))).toBe(false);
  });

  it('carries its name in a hidden form-name input, and the honeypot it names', () => {
    const named = (name: string) => inside.find((element) => element.attrs.get('name') === name);
    expect(named('form-name')?.attrs.get('type')).toBe('hidden');
    expect(named('form-name')?.attrs.get('value')).toBe(business.quoteForm.name);
    expect(form?.attrs.get('netlify-honeypot')).toBe(honeypotField);
    expect(named(honeypotField)?.name).toBe('input');
  });

  it('names every field, the visitor’s answers among them', () => {
    const [found] = netlifyForms(pageElements(html));
    expect(found?.problems).toEqual([]);
    expect(found?.fields).toEqual(
      expect.arrayContaining([...quoteFields, ...photoFields, 'form-name', 'subject', honeypotField]),
    );
  });

  it('has the same fields in English and in Spanish, so Netlify registers one form', () => {
    expect(
      netlifyFormProblems([
        indexPage('/contact', html),
        indexPage('/es/contact', quoteFormHtml(netlifyQuoteAction, 'es')),
      ]),
    ).toEqual([]);
  });
});

describe('the check of the contract', () => {
  it('leaves forms that are not for Netlify alone: the quote form posting to an endpoint', () => {
    const html = quoteFormHtml('https://formspree.io/f/abcdwxyz');
    expect(netlifyForms(pageElements(html))).toEqual([]);
    const [form] = formAndInside(html);
    expect(form?.attrs.get('action')).toBe('https://formspree.io/f/abcdwxyz');
    expect(form?.attrs.get('method')).toBe('post');
  });

  it('names each break of the contract', () => {
    const page = (form: string) => [indexPage('/contact', `<main>${form}</main>`)];
    expect(
      netlifyFormProblems(page('<form data-netlify="true" method="post"><input name="a"></form>')),
    ).toEqual([
      '/contact: a Netlify form has no name attribute',
      '/contact: form "" has no hidden form-name input',
    ]);
    expect(
      netlifyFormProblems(
        page(
          '<form name="quote" netlify action="https://x.example/f" netlify-honeypot="bot-field"><input type="hidden" name="form-name" value="contact"><input type="text"><textarea></textarea><button type="submit">Send</button></form>',
        ),
      ),
    ).toEqual([
      '/contact: form "quote" does not use method POST',
      '/contact: form "quote" has action "https://x.example/f": Netlify needs a path on the site, starting with /',
      '/contact: form "quote" has 2 field(s) without a name',
      '/contact: form "quote" has a form-name input whose value is "contact"',
      '/contact: form "quote" names the honeypot "bot-field", which is not one of its fields',
    ]);
  });

  it('finds a form whose fields differ from one page to another', () => {
    const form = (fields: string) =>
      `<form name="quote" data-netlify="true" method="POST" action="/thanks"><input type="hidden" name="form-name" value="quote">${fields}</form>`;
    expect(
      netlifyFormProblems([
        indexPage('/', form('<input name="name"><input name="phone">')),
        indexPage('/es', form('<input name="name">')),
      ]),
    ).toEqual([
      '/es: form "quote" has the fields form-name, name, but on / it has form-name, name, phone: Netlify keeps one set of fields per form name',
    ]);
  });

  it('finds the form pages of a Netlify build that lack the form or its honeypot', () => {
    const dist = mkdtempSync(join(tmpdir(), 'netlify-forms-'));
    try {
      mkdirSync(join(dist, 'es'));
      writeFileSync(join(dist, 'contact.html'), quoteFormHtml(netlifyQuoteAction));
      writeFileSync(join(dist, 'es/contact.html'), quoteFormHtml(netlifyQuoteAction, 'es'));
      writeFileSync(join(dist, 'index.html'), quoteFormHtml('https://formspree.io/f/abcdwxyz'));
      writeFileSync(
        join(dist, 'es.html'),
        quoteFormHtml(netlifyQuoteAction, 'es').replace(/\snetlify-honeypot="[^"]*"/, ''),
      );
      expect(missingNetlifyForms(dist, ['contact.html', 'es/contact.html'])).toEqual([]);
      expect(missingNetlifyForms(dist, ['contact.html', 'index.html', 'es.html'])).toEqual([
        'index.html: no Netlify form with PUBLIC_QUOTE_FORM_ACTION=netlify',
        'es.html: its Netlify form names no honeypot',
      ]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
