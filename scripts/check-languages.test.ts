import { describe, expect, it } from 'vitest';

import { ui } from '#src/data/ui.ts';
import { checkLanguages, englishOnlyStrings, type BuiltPage } from './check-languages.ts';

const site = 'https://floors.example';

function page(route: string, lang: string, alternates: Record<string, string>, body = ''): BuiltPage {
  const links = Object.entries(alternates)
    .map(([hreflang, path]) => `<link rel="alternate" hreflang="${hreflang}" href="${site}${path}">`)
    .join('');
  return {
    route,
    html: `<html lang="${lang}"><head><title>t</title>${links}</head><body>${body}</body></html>`,
  };
}

const twins = { 'en-US': '/pricing', 'es-US': '/es/pricing', 'x-default': '/pricing' };
const options = {
  siteUrl: site,
  spanishPaths: ['/es/pricing'],
  twinnedRoutes: ['/pricing'],
  englishStrings: englishOnlyStrings(ui.en, ui.es),
};

describe('language checks of the built site', () => {
  it('pass a reciprocal pair with the right lang and Spanish text', () => {
    const pages = [
      page('/pricing', 'en-US', twins, '<a href="/es/pricing" lang="es-US">Español</a>'),
      page(
        '/es/pricing',
        'es-US',
        twins,
        '<a href="/pricing" lang="en-US">English</a><p>Cotización gratis</p>',
      ),
      page('/about', 'en-US', {}),
    ];
    expect(checkLanguages(pages, options)).toEqual([]);
  });

  it('fail an hreflang set that is not reciprocal, a wrong lang, and alternates on an English-only page', () => {
    const pages = [
      page('/pricing', 'en-US', twins),
      page('/es/pricing', 'en-US', { 'es-US': '/es/pricing' }),
      page('/about', 'en-US', twins),
    ];
    const errors = checkLanguages(pages, options);
    expect(errors).toContain('/es/pricing: <html lang="en-US">, expected "es-US"');
    expect(errors).toContain(
      '/es/pricing: hreflang="en-US" is missing, expected "https://floors.example/pricing"',
    );
    expect(errors).toContain('/about: hreflang alternates on a page without a twin');
    expect(errors.some((error) => error.includes('not reciprocal'))).toBe(true);
  });

  it('fail a Spanish page that shows an English interface string', () => {
    const pages = [
      page('/pricing', 'en-US', twins),
      page('/es/pricing', 'es-US', twins, `<a href="/contact">${ui.en.quoteCta}</a>`),
    ];
    expect(checkLanguages(pages, options)).toEqual([
      `/es/pricing: shows the English interface string "${ui.en.quoteCta}"`,
    ]);
  });

  it('fail a Spanish address for a page without a Spanish version', () => {
    const pages = [page('/es/about', 'es-US', {})];
    expect(checkLanguages(pages, options)[0]).toMatch(
      /^\/es\/about: a Spanish address for a page that has no Spanish version/,
    );
  });
});
