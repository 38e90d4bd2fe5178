import { existsSync, readFileSync } from 'node:fs';

import { parse } from 'yaml';
import { describe, expect, it, vi } from 'vitest';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';

import { hubPages, serviceArea } from './content.ts';
import {
  companyPagePaths,
  isPlainBlockPage,
  pageData,
  pagePaths,
  slotBlock,
  type PageData,
} from './page-data.ts';
import { absoluteUrl } from './routes.ts';
import { contentIds } from './content-files.ts';

// Pictures go through astro:assets, which only runs inside Astro; the route data only passes them on.
vi.mock('./picture.ts', () => import('#src/test/picture-stand-in.ts'));

/** A page file as written, to compare the route data with. */
function file(path: string): { seo: { title: string; description: string }; crumb?: string; city?: string } {
  return parse(readFileSync(`src/content/${path}.yaml`, 'utf8')) as ReturnType<typeof file>;
}

/** The nodes of a route data's graph with a given @type. */
function nodes(data: PageData, type: string): Record<string, unknown>[] {
  return (data.graph as unknown as Record<string, unknown>[]).filter((node) => node['@type'] === type);
}

const twin = (collection: string, id: string) => existsSync(`src/content/${collection}/es/${id}.yaml`);

describe('route paths from the collections', () => {
  it('give every service file a page, and every Spanish twin a page under /es', async () => {
    const paths = await pagePaths('services', { param: 'service' });
    expect(paths.filter((path) => path.props.locale === 'en').map((path) => path.params['service'])).toEqual(
      expect.arrayContaining([...contentIds('services')]),
    );
    for (const id of contentIds('services', 'es')) {
      expect(paths).toContainEqual({
        params: { lang: 'es', service: id },
        props: { collection: 'services', id, locale: 'es' },
      });
    }
    expect(paths.filter((path) => path.props.locale === 'en')).toHaveLength(contentIds('services').length);
  });

  it('build a one-page route file in English and, where its twin exists, in Spanish', async () => {
    const contact = await companyPagePaths('contact');
    expect(contact.map((path) => path.params['lang'])).toEqual(
      twin('pages', 'contact') ? [undefined, 'es'] : [undefined],
    );
    expect(await companyPagePaths('about')).toHaveLength(twin('pages', 'about') ? 2 : 1);
  });

  it('leave pages with a slot block and the home page to their own route files', async () => {
    const plain = (await pagePaths('pages', { param: 'page', ids: isPlainBlockPage })).map(
      (path) => path.props.id,
    );
    expect(plain).toContain('about');
    expect(plain).toContain('services');
    expect(plain).not.toContain('home');
    for (const own of [
      'contact',
      'pricing',
      'faq',
      'gallery',
      'our-team',
      'case-studies',
      'project-timeline',
      'resources',
    ]) {
      expect(plain).not.toContain(own);
    }
  });
});

describe('route data of a company page', () => {
  it('gives a company page its path, meta, trail from Home, and language versions only with a twin', async () => {
    const data = await pageData({ collection: 'pages', id: 'about', locale: 'en' });
    const written = file('pages/about');
    expect(data.path).toBe('/about');
    expect(data.meta).toMatchObject({ title: written.seo.title, path: '/about' });
    expect(data.crumbs).toEqual([
      { name: ui.en.nav.home, path: '/' },
      { name: written.crumb, path: '/about' },
    ]);
    const hasTwin = twin('pages', 'about');
    expect(data.alternates.map((alternate) => alternate.path)).toEqual(
      hasTwin ? ['/about', '/es/about', '/about'] : [],
    );
    expect(data.languageHref).toBe(hasTwin ? '/es/about' : '/es');
    expect(data.labels).toBe(ui.en);
  });

  it('gives a page and its Spanish twin reciprocal versions, each trail and header link in its language', async () => {
    const en = await pageData({ collection: 'pages', id: 'contact', locale: 'en' });
    const es = await pageData({ collection: 'pages', id: 'contact', locale: 'es' });
    expect(es.path).toBe('/es/contact');
    expect(es.meta.title).toBe(file('pages/es/contact').seo.title);
    expect(es.alternates).toEqual(en.alternates);
    expect(en.alternates.map((alternate) => [alternate.hreflang, alternate.path])).toEqual([
      ['en-US', '/contact'],
      ['es-US', '/es/contact'],
      ['x-default', '/contact'],
    ]);
    expect(en.languageHref).toBe('/es/contact');
    expect(es.languageHref).toBe('/contact');
    expect(es.crumbs?.[0]).toEqual({ name: ui.es.nav.home, path: '/es' });
    expect(es.labels).toBe(ui.es);
    expect(es.quote).toEqual({ label: ui.es.quoteCta, href: '/es/contact' });
    expect(en.quote).toEqual({ label: ui.en.quoteCta, href: '/contact' });
  });

  it('gives the home page no trail', async () => {
    expect((await pageData({ collection: 'pages', id: 'home', locale: 'en' })).crumbs).toBeUndefined();
  });

  it('fills fact tokens, the tokens a route adds and price tokens, and links Spanish pages to Spanish twins', async () => {
    const faq = await pageData(
      { collection: 'pages', id: 'faq', locale: 'en' },
      { tokens: { count: '42' }, faqs: [] },
    );
    const hero = faq.blocks[0];
    expect(hero?.kind === 'hero' && hero.lead).toMatch(/^42 /);
    expect(JSON.stringify(faq.page)).not.toMatch(/\{[a-zA-Z]+\}/);
    const pricing = await pageData({ collection: 'pages', id: 'pricing', locale: 'es' });
    expect(JSON.stringify(pricing.page)).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(JSON.stringify(pricing.page)).not.toContain('"href":"/contact"');
  });

  it('publishes the FAQs a page shows as its FAQPage node, and a route may give them in its own order', async () => {
    const home = await pageData({ collection: 'pages', id: 'home', locale: 'en' });
    expect(home.faqs.length).toBeGreaterThan(0);
    expect(nodes(home, 'FAQPage')[0]?.['mainEntity']).toHaveLength(home.faqs.length);
    const reordered = [...home.faqs].reverse();
    const faq = await pageData(
      { collection: 'pages', id: 'faq', locale: 'en' },
      { tokens: { count: '1' }, faqs: reordered },
    );
    expect(faq.faqs).toEqual(reordered);
  });

  it('hands a route the words of its slot section, and names a missing one', async () => {
    const resources = await pageData({ collection: 'pages', id: 'resources', locale: 'en' });
    expect(slotBlock(resources, 'articles').banner?.link.href).toBe('/videos');
    expect(() => slotBlock(resources, 'nowhere')).toThrow(/slot.*"nowhere"/);
  });

  it('stops the build, naming the file to add, when a language version is missing', async () => {
    // A company page still without its twin, or (once every page has one) a name no file has.
    const missing = contentIds('pages').find((id) => !twin('pages', id)) ?? 'no-such-page';
    await expect(pageData({ collection: 'pages', id: missing, locale: 'es' })).rejects.toThrow(
      `Missing src/content/pages/es/${missing}.yaml`,
    );
  });
});

describe('route data of a service page', () => {
  it('passes its trail through the services hub and publishes a Service node, in both languages', async () => {
    const id = contentIds('services')[0] ?? '';
    const en = await pageData({ collection: 'services', id, locale: 'en' });
    expect(en.crumbs?.map((crumb) => crumb.path)).toEqual(['/', '/services', `/services/${id}`]);
    const service = nodes(en, 'Service')[0];
    expect(service?.['name']).toBe(file(`services/${id}`).seo.title);
    expect(service?.['url']).toBe(absoluteUrl(business.siteUrl, `/services/${id}`));
    if (twin('services', id)) {
      const es = await pageData({ collection: 'services', id, locale: 'es' });
      // The hub has no Spanish twin yet, so the Spanish trail goes straight from Home to the page.
      const hubPath = twin('pages', 'services') ? ['/es/services'] : [];
      expect(es.crumbs?.map((crumb) => crumb.path)).toEqual(['/es', ...hubPath, `/es/services/${id}`]);
      expect(nodes(es, 'Service')[0]?.['url']).toBe(absoluteUrl(business.siteUrl, `/es/services/${id}`));
    }
  });
});

describe('route data of a city page', () => {
  it('publishes the business as it serves that city, in both languages', async () => {
    for (const id of contentIds('locations')) {
      const data = await pageData({ collection: 'locations', id, locale: 'en' });
      const local = nodes(data, 'HomeAndConstructionBusiness')[0];
      expect(local?.['areaServed']).toContainEqual(
        expect.objectContaining({ '@type': 'City', name: file(`locations/${id}`).city }),
      );
      expect(data.crumbs?.[1]).toEqual({ name: ui.en.nav.locations, path: '/locations' });
    }
    for (const id of contentIds('locations', 'es')) {
      const es = await pageData({ collection: 'locations', id, locale: 'es' });
      expect(es.path).toBe(`/es/locations/${id}`);
      expect(nodes(es, 'HomeAndConstructionBusiness')[0]?.['url']).toBe(
        absoluteUrl(business.siteUrl, es.path),
      );
    }
  });
});

describe('route data of an article', () => {
  it('is an article with its dates, category, trail through the resources hub and no blocks', async () => {
    const [id = ''] = contentIds('articles');
    const data = await pageData({ collection: 'articles', id, locale: 'en' });
    if (data.collection !== 'articles') throw new Error('expected an article');
    expect(data.meta.type).toBe('article');
    expect(data.blocks).toEqual([]);
    expect(data.crumbs?.map((crumb) => crumb.path)).toEqual(['/', '/resources', `/resources/${id}`]);
    const article = nodes(data, 'Article')[0];
    expect(article?.['headline']).toBe(data.page.title);
    expect(article?.['articleSection']).toBe(data.categoryName);
    expect(article?.['inLanguage']).toBe('en-US');
  });
});

describe('what the collections add up to', () => {
  it('lists every service and city on its hub in order, and names the twins a Spanish hub would need', async () => {
    expect((await hubPages('services', 'en')).map((page) => page.id)).toHaveLength(
      contentIds('services').length,
    );
    const cities = await hubPages('locations', 'en');
    const orders = cities.map((page) => page.entry.data.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const missing = contentIds('locations').filter((id) => !twin('locations', id));
    if (missing.length > 0) {
      await expect(hubPages('locations', 'es')).rejects.toThrow(
        `src/content/locations/es/${missing[0] ?? ''}.yaml`,
      );
    }
  });

  it('links every city page from the service area, in both languages', async () => {
    for (const locale of ['en', 'es'] as const) {
      const area = await serviceArea(locale);
      for (const id of contentIds('locations')) {
        expect(area.find((city) => city.name === file(`locations/${id}`).city)?.href).toBe(
          `/locations/${id}`,
        );
      }
      expect(area.every((city) => city.description.length > 0)).toBe(true);
    }
  });
});
