import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { serviceCities } from '#src/data/service-area.ts';
import { ui } from '#src/data/ui.ts';
import { contentKinds } from '#src/schemas/content-manifest.ts';
import { hardNames } from '#src/test/business-names.ts';
import { renamed, renderPageShell } from '#src/test/page-shell.ts';
import { checkLanguages, englishOnlyStrings, maskNames, ownNames, servedPlaces } from './language.ts';
import { indexPage, type IndexedPage } from './page.ts';

const site = 'https://floors.example';

function page(route: string, lang: string, alternates: Record<string, string>, body = ''): IndexedPage {
  const links = Object.entries(alternates)
    .map(([hreflang, path]) => `<link rel="alternate" hreflang="${hreflang}" href="${site}${path}">`)
    .join('');
  return indexPage(
    route,
    `<html lang="${lang}"><head><title>t</title>${links}</head><body>${body}</body></html>`,
  );
}

const twins = { 'en-US': '/pricing', 'es-US': '/es/pricing', 'x-default': '/pricing' };
/** The header's language switch on each twin. */
const toSpanish = '<a href="/es/pricing" hreflang="es-US" lang="es-US">Español</a>';
const toEnglish = '<a href="/pricing" hreflang="en-US" lang="en-US">English</a>';
const options = {
  siteUrl: site,
  spanishPaths: ['/es/pricing'],
  twinnedRoutes: ['/pricing'],
  englishStrings: englishOnlyStrings(ui.en, ui.es),
  ownNames: ownNames(business, serviceCities),
};

describe('language checks of the built site', () => {
  it('pass a reciprocal pair with the right lang and Spanish text', () => {
    const pages = [
      page('/pricing', 'en-US', twins, toSpanish),
      page('/es/pricing', 'es-US', twins, `${toEnglish}<p>Cotización gratis</p>`),
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
      page('/pricing', 'en-US', twins, toSpanish),
      page('/es/pricing', 'es-US', twins, `${toEnglish}<a href="/contact">${ui.en.quoteCta}</a>`),
    ];
    expect(checkLanguages(pages, options)).toEqual([
      `/es/pricing: shows the English interface string "${ui.en.quoteCta}"`,
    ]);
  });

  it('fail a twin without the language link to the other, or with one not marked as its language (it was a browser test)', () => {
    const pages = [
      page('/pricing', 'en-US', twins, '<a href="/es/pricing">Español</a>'),
      page('/es/pricing', 'es-US', twins, toEnglish),
    ];
    expect(checkLanguages(pages, options)).toEqual([
      '/pricing: no language link to its twin (<a href="/es/pricing" hreflang="es-US" lang="es-US">)',
    ]);
    expect(
      checkLanguages(
        [page('/pricing', 'en-US', twins, toSpanish), page('/es/pricing', 'es-US', twins)],
        options,
      ),
    ).toEqual([
      '/es/pricing: no language link to its twin (<a href="/pricing" hreflang="en-US" lang="en-US">)',
    ]);
  });

  it('fail a Spanish address for a page without a Spanish version', () => {
    const pages = [page('/es/about', 'es-US', {})];
    expect(checkLanguages(pages, options)[0]).toMatch(
      /^\/es\/about: a Spanish address for a page that has no Spanish version/,
    );
  });

  it('check the Spanish error pages for their language and English interface strings, not for a twin', () => {
    expect(
      checkLanguages([page('/es/404', 'es-US', {}, '<h1>No encontramos esa página</h1>')], options),
    ).toEqual([]);
    expect(
      checkLanguages(
        [
          page('/es/500', 'en-US', {}, `<a href="/es/contact">${ui.en.quoteCta}</a>`),
          page('/404', 'en-US', {}),
        ],
        options,
      ),
    ).toEqual([
      '/es/500: <html lang="en-US">, expected "es-US"',
      `/es/500: shows the English interface string "${ui.en.quoteCta}"`,
    ]);
  });
});

describe("the owner's own names on a Spanish page", () => {
  /** The Spanish pricing page's shell (head, header, footer, JSON-LD) for a business named `name`. */
  function spanishPage(name: string, extra = ''): IndexedPage {
    return indexPage(
      '/es/pricing',
      renderPageShell(renamed(name), 'es').replace('</main>', `${extra}</main>`),
    );
  }
  const spanishOnly = {
    ...options,
    twinnedRoutes: [],
    ownNames: [] as string[],
  };
  const namesOf = (name: string) => ownNames(renamed(name), serviceCities);
  /** The English interface strings a name contains as words ("Floor" in "Coral Coast Floor Coatings"). */
  const stringsIn = (name: string) =>
    options.englishStrings.filter((text) =>
      new RegExp(`(?<![\\p{L}])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(name),
    );

  it('fail the name as an untranslated string when it is not masked (the bug this guards)', () => {
    const name = 'Coral Coast Floor Coatings';
    expect(stringsIn(name)).toEqual(['Floor']);
    expect(checkLanguages([spanishPage(name)], spanishOnly)).toContain(
      '/es/pricing: shows the English interface string "Floor"',
    );
  });

  it.each(hardNames)('pass a Spanish page of a business named "%s"', (name) => {
    expect(checkLanguages([spanishPage(name)], { ...spanishOnly, ownNames: namesOf(name) })).toEqual([]);
  });

  it.each(hardNames)('still fail a real untranslated string on the page of "%s"', (name) => {
    const english = stringsIn(name)[0] ?? ui.en.quoteCta;
    const page = spanishPage(name, `<p>${english}</p>`);
    expect(checkLanguages([page], { ...spanishOnly, ownNames: namesOf(name) })).toEqual([
      `/es/pricing: shows the English interface string "${english}"`,
    ]);
  });
});

describe('ownNames and maskNames', () => {
  it("list the business's names, its city and the served cities, but not the counties", () => {
    const names = ownNames(renamed('Smith & Sons Floors'), serviceCities);
    expect(names).toEqual(
      expect.arrayContaining(['Smith & Sons Floors', 'Smith & Sons Floors LLC', business.address.locality]),
    );
    expect(names).toEqual(expect.arrayContaining(serviceCities.map((city) => city.name)));
    for (const county of business.counties) expect(names).not.toContain(county);
    expect(new Set(names).size).toBe(names.length);
  });

  it('mask whole names only, the longest first, across any whitespace', () => {
    const names = ['Floor Co', 'Floor Co LLC'];
    expect(maskNames('By Floor Co LLC.', names)).toBe('By  ¤ .');
    expect(maskNames('Floor\n  Co', names)).toBe(' ¤ ');
    expect(maskNames('Floor Cores', names)).toBe('Floor Cores');
    expect(maskNames("José's Floor & Co", ["José's Floor & Co"])).toBe(' ¤ ');
  });

  it('take the places the city pages serve, so a town named "… City" is not an English word', () => {
    const spanishOnly = { ...options, twinnedRoutes: [] as string[], spanishPaths: ['/es/x'] };
    const text = '<p>Vamos a Florida City y a Leisure City todas las semanas.</p>';
    const spanish = page('/es/x', 'es-US', {}, text);
    expect(checkLanguages([spanish], spanishOnly)).toEqual([
      '/es/x: shows the English interface string "City"',
    ]);
    const names = ownNames(business, serviceCities, ['Florida City', 'Leisure City', ' ']);
    expect(names).toEqual(expect.arrayContaining(['Florida City', 'Leisure City']));
    expect(names).not.toContain('');
    expect(checkLanguages([spanish], { ...spanishOnly, ownNames: names })).toEqual([]);
  });

  it("read every English city page's areaServed once, ignoring twins and pages without one", () => {
    const root = mkdtempSync(join(tmpdir(), 'served-places-'));
    const dir = join(root, contentKinds.locations.folder);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(join(dir, 'a.yaml'), 'areaServed:\n  - Florida City\n  - Naranja\n');
      writeFileSync(join(dir, 'b.yaml'), 'areaServed: [Naranja, Leisure City]\n');
      writeFileSync(join(dir, 'c.yaml'), 'seo: {}\n');
      writeFileSync(join(dir, 'notes.md'), 'areaServed: [Ignored]\n');
      mkdirSync(join(dir, 'es'));
      writeFileSync(join(dir, 'es', 'a.yaml'), 'areaServed: [Twin only]\n');
      expect(servedPlaces(root)).toEqual(['Florida City', 'Naranja', 'Leisure City']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
