import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { business } from '#src/data/business.ts';
import { telHref, mainNumber } from '#src/lib/phone.ts';
import { faqsOn } from './content.ts';
import { expectOneOpenAtATime } from './accordion.ts';

const phoneHref = telHref(mainNumber(business.phones));
const since = `since ${business.foundingYear}`;

/** The seven city pages with what the spec gives each one. */
const cities = [
  {
    id: 'miami',
    city: 'Miami',
    badge: '300+ Miami installs',
    figures: ['$5-15', '$2,400-4,000', '30 minutes', '300+', 'Same day'],
    whyChoose: 4,
    projects: 3,
    areaHeadings: ['Brickell, Downtown & Edgewater', 'Little Havana, Shenandoah & The Roads'],
  },
  {
    id: 'miami-beach',
    city: 'Miami Beach',
    badge: '50+ high-rise jobs',
    figures: ['$7-18', '$9-15', '$12-18', '$3,500-5,500', '50+'],
    whyChoose: 4,
    projects: 3,
    areaHeadings: ['South Beach', 'Mid-Beach', 'North Beach'],
  },
  {
    id: 'coral-gables',
    city: 'Coral Gables',
    badge: '75+ Coral Gables homes',
    figures: ['$8-20', '$8-12', '$12-18', '+$2-3', '$4,500-9,000', '$10,000-20,000', '75+'],
    whyChoose: 4,
    projects: 3,
    areaHeadings: ['Downtown & Miracle Mile', 'South Gables & the waterfront'],
  },
  {
    id: 'hialeah',
    city: 'Hialeah',
    badge: '150+ Hialeah installs',
    figures: ['$5-8', '$2,000-3,200', '$3,000-4,800', '1-2 days', '150+', 'Spanish'],
    whyChoose: 4,
    projects: 3,
    areaHeadings: ['East Hialeah', 'West Hialeah & nearby'],
  },
  {
    id: 'doral',
    city: 'Doral',
    badge: '30+ Doral warehouse projects',
    figures: ['$2,400-4,500', '33122', '33126', '33166', '33172', '33178', '33182', '30+'],
    whyChoose: 4,
    projects: 4,
    areaHeadings: ['Airport West & the NW 25th Street corridor', 'Downtown Doral & CityPlace'],
  },
  {
    id: 'kendall',
    city: 'Kendall',
    badge: '200+ Kendall families',
    figures: ['$5-12', '$2,200-4,000', '200+'],
    whyChoose: 6,
    projects: 4,
    areaHeadings: ['West Kendall', 'Central & East Kendall'],
  },
  {
    id: 'homestead',
    city: 'Homestead',
    badge: `Serving South Dade ${since}`,
    figures: ['$5-10', '$4-8', '$6-12', since],
    whyChoose: 4,
    projects: 3,
    areaHeadings: ['Residential & Agricultural', 'Commercial & Industrial'],
  },
] as const;

type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[]; '@id'?: string };

/** Every node of the page's JSON-LD graphs. */
async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@graph'?: JsonLdNode[] } & JsonLdNode;
    return data['@graph'] ?? [data];
  });
}

const localBusinessTypes = ['LocalBusiness', 'HomeAndConstructionBusiness', 'GeneralContractor'];

test.describe('city landing pages', () => {
  for (const c of cities) {
    const path = `/locations/${c.id}`;

    // One visit per page; each step is one thing a visitor or a search engine relies on.
    test(`${path} has its hero, trail, figures, cards, questions, call to action and local business data`, async ({
      page,
      request,
    }) => {
      await page.goto(path);

      await test.step(`heads the page with one h1 naming ${c.city} and the badge`, async () => {
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toContainText(c.city);
        const hero = page.locator('section', { has: h1 });
        await expect(hero).toContainText(c.badge);
        await expect(hero.locator('img')).toHaveAttribute('fetchpriority', 'high');
      });

      await test.step(`shows the breadcrumb trail Home > Locations > ${c.city}, and every crumb resolves`, async () => {
        const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(trail.getByRole('link')).toHaveText(['Home', 'Locations']);
        await expect(trail.getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/locations');
        await expect(trail.locator('[aria-current="page"]')).toHaveText(c.city);
        for (const href of ['/', '/locations']) expect((await request.get(href)).status()).toBe(200);
      });

      await test.step(`gives the spec's figures for ${c.city}`, async () => {
        const main = page.locator('main');
        for (const figure of c.figures) await expect(main).toContainText(figure);
        await expect(main).toContainText(/same-day quote|same day/i);
      });

      await test.step('has why-choose cards, area lists and recent project cards', async () => {
        await expect(page.locator('#why-choose li h3')).toHaveCount(c.whyChoose);
        for (const heading of c.areaHeadings) {
          await expect(page.getByRole('heading', { level: 3, name: heading, exact: true })).toBeVisible();
        }
        const projects = page.locator('#projects > div > ul > li');
        await expect(projects).toHaveCount(c.projects);
        // Each project card gives its location, type, size, finish and a note.
        for (const card of await projects.all()) {
          await expect(card.locator('h3')).toHaveCount(1);
          await expect(card.locator('dt')).toHaveText(['Size', 'Finish']);
          await expect(card.locator('dd').first()).toContainText('sq ft');
        }
      });

      await test.step('answers four questions, one open at a time', async () => {
        const items = page.locator('#faq details');
        // The spec gives every city page four questions; the texts come from the content files.
        await expect(items).toHaveCount(4);
        await expect(items.locator('summary')).toHaveText(faqsOn(path).map((faq) => faq.question));
        await expectOneOpenAtATime(items, 0, 2);
      });

      await test.step('ends with a call to action to /contact and the phone link', async () => {
        const cta = page.locator('main > section').last();
        await expect(cta.getByRole('heading', { level: 2 })).toBeVisible();
        await expect(cta.locator('a[href="/contact"]')).toHaveCount(1);
        await expect(cta.locator(`a[href="${phoneHref}"]`)).toHaveCount(1);
      });

      await test.step(`describes a local business serving ${c.city}, branch of the site-wide business`, async () => {
        const nodes = await jsonLdNodes(page);
        const site = nodes.find((n) => n['@id']?.endsWith('/#business'));
        expect(site).toBeDefined();
        const local = nodes.find(
          (n) => n !== site && [n['@type']].flat().some((t) => localBusinessTypes.includes(String(t))),
        );
        expect(local, 'a LocalBusiness node for the city').toBeDefined();
        expect(local!['telephone']).toBe(mainNumber(business.phones));
        expect(local!['parentOrganization']).toEqual({ '@id': site!['@id'] });
        const served = local!['areaServed'] as JsonLdNode[];
        expect(served[0]).toMatchObject({ '@type': 'City', name: c.city });

        const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList');
        const items = crumbs!['itemListElement'] as { name: string; item: string }[];
        expect(items.map((i) => i.name)).toEqual(['Home', 'Locations', c.city]);
        expect(new URL(items[1]!.item).pathname).toBe('/locations');
        expect(new URL(items[2]!.item).pathname).toBe(path);

        const faq = nodes.find((n) => n['@type'] === 'FAQPage');
        expect(faq!['mainEntity']).toHaveLength(4);
      });
    });
  }

  test('Hialeah has a real Spanish-language section, marked lang="es", that passes the language checks', async ({
    page,
  }) => {
    await page.goto('/locations/hialeah');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const spanish = page.locator('section[lang="es"]');
    await expect(spanish).toHaveCount(1);
    await expect(spanish.getByRole('heading', { level: 2 })).toContainText('español');
    await expect(spanish).toContainText('pies cuadrados');
    const results = await new AxeBuilder({ page })
      .withRules(['valid-lang', 'html-has-lang', 'html-lang-valid'])
      .analyze();
    expect(results.violations).toEqual([]);
    expect(results.passes.map((p) => p.id)).toContain('valid-lang');
  });
});

test.describe('the /locations hub', () => {
  test('lists the seven city pages with links and the three counties', async ({ page }) => {
    await page.goto('/locations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const cityLinks = page.locator('#cities a');
    await expect(cityLinks).toHaveCount(7);
    expect(await cityLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      cities.map((c) => `/locations/${c.id}`),
    );
    for (const county of ['Miami-Dade County', 'Broward County', 'Palm Beach County']) {
      await expect(page.getByRole('heading', { level: 3, name: county })).toBeVisible();
    }
    const cta = page.locator('main > section').last();
    await expect(cta.locator('a[href="/contact"]')).toHaveCount(1);
    await expect(cta.locator(`a[href="${phoneHref}"]`)).toHaveCount(1);
  });

  test('is in the sitemap with every city page', async ({ request }) => {
    const xml = await (await request.get('/sitemap-0.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).toContain('/locations');
    for (const c of cities) expect(paths).toContain(`/locations/${c.id}`);
  });
});
