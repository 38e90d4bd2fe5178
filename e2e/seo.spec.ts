import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { business } from '#src/data/business.ts';

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

// Each page's title, description, canonical, social tags, one h1 and JSON-LD graph are dist checks
// (scripts/build/lib/checks/head.ts, jsonld.ts): they fail in the build, naming the page.

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
