import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { business } from '#src/data/business.ts';
import { sitemapPaths } from './sitemap.ts';

test('robots.txt allows crawling and points at the sitemap on the canonical host', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain(`Sitemap: ${business.siteUrl}/sitemap-index.xml`);
});

test('the sitemap lists the home page on the canonical host and not the 404 page', () => {
  const xml = readFileSync('dist/sitemap-0.xml', 'utf8');
  expect(xml).toContain(`<loc>${business.siteUrl}/</loc>`);
  expect(xml).not.toContain('404');
});

test('every sitemap page has a title, description, canonical, social tags, one h1 and one JSON-LD graph with the business', async ({
  request,
}) => {
  // The served HTML is what crawlers read: checked as text, without rendering each page.
  const attribute = (html: string, selector: RegExp): string | undefined => selector.exec(html)?.[1];
  for (const path of sitemapPaths()) {
    const html = await (await request.get(path)).text();
    expect(attribute(html, /<title>([^<]*\S[^<]*)<\/title>/), path).toBeDefined();
    expect(attribute(html, /<meta name="description" content="([^"]*)"/), path).toMatch(/.{50,}/);
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(
      path === '/' ? `${business.siteUrl}/` : `${business.siteUrl}${path}`,
    );
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
      expect(
        attribute(html, new RegExp(`<meta property="${property}" content="([^"]*\\S[^"]*)"`)),
        `${path} ${property}`,
      ).toBeDefined();
    }
    expect(attribute(html, /<meta name="twitter:card" content="([^"]*)"/), path).toBe('summary_large_image');
    expect(html.match(/<h1[\s>]/g), `${path} h1`).toHaveLength(1);
    const graphs = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    expect(graphs, path).toHaveLength(1);
    const graph = JSON.parse(graphs[0]!) as {
      '@graph': { '@type': string; telephone?: string; openingHoursSpecification?: unknown }[];
    };
    const types = graph['@graph'].map((node) => node['@type']);
    expect(types, path).toContain('HomeAndConstructionBusiness');
    expect(types, path).toContain('WebSite');
    const businessNode = graph['@graph'].find((n) => n['@type'] === 'HomeAndConstructionBusiness');
    expect(businessNode?.telephone, path).toBe(business.phones.tollFree);
    // The full record (hours, area, rating) on the business's own pages; the others name it by id.
    const ownPage = ['/', '/es', '/contact', '/es/contact', '/about', '/es/about'].includes(path);
    expect(Boolean(businessNode?.openingHoursSpecification), path).toBe(ownPage);
  }
});

test('the home page graph carries its FAQ, built from the visible questions', async ({ page }) => {
  await page.goto('/');
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
    '@graph': { '@type': string; mainEntity?: { name: string }[] }[];
  };
  const faq = graph['@graph'].find((node) => node['@type'] === 'FAQPage');
  const visible = await page.locator('#faq summary').allTextContents();
  expect(faq?.mainEntity?.map((q) => q.name)).toEqual(visible.map((q) => q.trim()));
});

test('the old DIY article path answers a permanent redirect to the real article route', async ({
  request,
}) => {
  const response = await request.get('/resources/diy-vs-professional', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toMatch(/\/resources\/diy-vs-professional-epoxy$/);
});
