import { existsSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { describeOpeningHours } from './hours.ts';
import { countiesPhrase, localizeContentLinks, navLinks, pageCrumbs } from './i18n.ts';
import { hasSpanishTwin, localizedPath, localizeHref, spanishRoutes } from './routes.ts';
import { figureDifferences, figuresIn } from './twin-figures.ts';

describe('Spanish addresses', () => {
  it('are the pages with a file of the same name in their folder es/, under /es with the English slugs', () => {
    expect(spanishRoutes().map((route) => localizedPath(route, 'es'))).toEqual(
      expect.arrayContaining(['/es', '/es/contact', '/es/services/garage', '/es/locations/hialeah']),
    );
    for (const route of spanishRoutes()) {
      const [, folder = 'pages', id = 'home'] =
        /^\/(?:(services|locations|resources)\/)?(.*)$/.exec(route) ?? [];
      const file = `src/content/${folder === 'resources' ? 'articles' : folder}/es/${id || 'home'}`;
      expect(existsSync(`${file}.yaml`) || existsSync(`${file}.mdx`), file).toBe(true);
    }
    expect(localizedPath('/about', 'en')).toBe('/about');
    expect(hasSpanishTwin('/no-such-page')).toBe(false);
  });

  it('turn a link to a twinned page into its Spanish address, keeping the fragment and query', () => {
    expect(localizeHref('/pricing#price-ranges', 'es')).toBe('/es/pricing#price-ranges');
    expect(localizeHref('/contact?kind=garage', 'es')).toBe('/es/contact?kind=garage');
    expect(localizeHref('/', 'es')).toBe('/es');
    expect(localizeHref('/es/pricing', 'es')).toBe('/es/pricing');
    // A page without a twin keeps its English address: the dist check stops the build on it.
    expect(localizeHref('/no-such-page', 'es')).toBe('/no-such-page');
    expect(localizeHref('https://example.com/x', 'es')).toBe('https://example.com/x');
    expect(localizeHref('/pricing', 'en')).toBe('/pricing');
  });

  it('point content links at the Spanish twins, with their labels unchanged, and leave English content alone', () => {
    const tree = {
      action: { label: 'Vea los precios', href: '/pricing#estimate' },
      items: [{ link: { label: 'Contacto', href: '/contact' } }],
    };
    expect(localizeContentLinks(tree, 'es')).toEqual({
      action: { label: 'Vea los precios', href: '/es/pricing#estimate' },
      items: [{ link: { label: 'Contacto', href: '/es/contact' } }],
    });
    expect(localizeContentLinks(tree, 'en')).toBe(tree);
  });

  it('label navigation in the page language', () => {
    const [home, contact] = navLinks(
      [
        { nav: 'home', href: '/' },
        { nav: 'contact', href: '/contact' },
      ],
      'es',
      ui.es,
    );
    expect(home).toEqual({ label: 'Inicio', href: '/es' });
    expect(contact).toEqual({ label: 'Contacto', href: '/es/contact' });
  });

  it('give Spanish pages a trail from the Spanish home, through the Spanish hub once it exists', () => {
    const self = { name: 'Garaje', path: '/es/services/garage' };
    const hub = hasSpanishTwin('/services') ? [{ name: ui.es.nav.services, path: '/es/services' }] : [];
    expect(pageCrumbs('es', ui.es, self, { nav: 'services', route: '/services' })).toEqual([
      { name: 'Inicio', path: '/es' },
      ...hub,
      self,
    ]);
    const video = { name: 'Video', path: '/es/videos/x' };
    const videos = hasSpanishTwin('/videos') ? [{ name: ui.es.nav.videos, path: '/es/videos' }] : [];
    expect(pageCrumbs('es', ui.es, video, { nav: 'videos', route: '/videos' })).toEqual([
      { name: 'Inicio', path: '/es' },
      ...videos,
      video,
    ]);
    expect(
      pageCrumbs(
        'en',
        ui.en,
        { name: 'Garage', path: '/services/garage' },
        { nav: 'services', route: '/services' },
      ),
    ).toEqual([
      { name: ui.en.nav.home, path: '/' },
      { name: ui.en.nav.services, path: '/services' },
      { name: 'Garage', path: '/services/garage' },
    ]);
  });
});

describe('facts in Spanish', () => {
  it('name the counties and the opening days from the same data', () => {
    expect(countiesPhrase(['Miami-Dade County', 'Broward County'], ui.es, 'es')).toBe(
      'los condados de Miami-Dade y Broward',
    );
    expect(countiesPhrase(['Miami-Dade County', 'Broward County'], ui.es, 'es', 'countiesLabel')).toBe(
      'Condados de Miami-Dade y Broward',
    );
    expect(countiesPhrase(['Miami-Dade County', 'Broward County'], ui.en, 'en')).toBe(
      'Miami-Dade County and Broward County',
    );
    const hours = [
      {
        label: 'Monday-Friday',
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '07:00',
        closes: '19:00',
      },
      { label: 'Weekend', days: ['Saturday', 'Sunday'], opens: '08:30', closes: '12:00' },
    ];
    expect(describeOpeningHours(hours, 'es')).toEqual([
      { label: 'Lunes a viernes', time: '7 a. m.–7 p. m.' },
      { label: 'Sábado y domingo', time: '8:30 a. m.–12 p. m.' },
    ]);
    // Every day the owner lists gets a Spanish name.
    for (const { label } of describeOpeningHours(business.hours, 'es')) expect(label).not.toMatch(/day/);
  });
});

describe('twin figures', () => {
  it('reads prices, ranges, thousands and decimals as numbers', () => {
    expect(figuresIn('$3,200-$4,000 in 2-3 days, 2.5 mm, {phone}')).toEqual([
      '3200',
      '4000',
      '2',
      '3',
      '2.5',
    ]);
  });

  it('reports a figure changed in one language only', () => {
    const english = { title: 'Garage floors from $8-12 per sq ft', image: 'garage-1' };
    expect(
      figureDifferences(english, { title: 'Pisos de garaje desde $8-12 el pie cuadrado', image: 'garage-1' }),
    ).toEqual([]);
    expect(figureDifferences(english, { title: 'Pisos de garaje desde $9-12 el pie cuadrado' })).toEqual([
      '8 is on the English page but not the Spanish one',
      '9 is on the Spanish page but not the English one',
    ]);
  });
});
