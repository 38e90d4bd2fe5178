import { readFileSync } from 'node:fs';

import { expect, test } from '@playwright/test';

import { business } from '#src/data/business.ts';

/** Every page URL listed in the built sitemap, as a path. */
function sitemapPaths(): string[] {
  const xml = readFileSync('dist/sitemap-0.xml', 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

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

for (const path of sitemapPaths()) {
  test(`${path} has a title, description, canonical, social tags and one JSON-LD graph with the business`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(/\S/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      path === '/' ? `${business.siteUrl}/` : `${business.siteUrl}${path}`,
    );
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image']) {
      await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', /\S/);
    }
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(graphs).toHaveLength(1);
    const graph = JSON.parse(graphs[0]!) as { '@graph': { '@type': string; telephone?: string }[] };
    const types = graph['@graph'].map((node) => node['@type']);
    expect(types).toContain('HomeAndConstructionBusiness');
    expect(types).toContain('WebSite');
    const businessNode = graph['@graph'].find((n) => n['@type'] === 'HomeAndConstructionBusiness');
    expect(businessNode?.telephone).toBe(business.phones.tollFree);
    await expect(page.locator('h1')).toHaveCount(1);
  });
}

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
