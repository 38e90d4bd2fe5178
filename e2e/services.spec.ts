import { expect, test, type Page } from '@playwright/test';

import { business } from '#src/data/business.ts';
import { claimTokens, yearsInBusiness } from '#src/lib/facts.ts';
import { formatPhone, telHref, mainNumber } from '#src/lib/phone.ts';
import { absoluteUrl } from '#src/lib/routes.ts';
import { businessId } from '#src/lib/seo/jsonld.ts';
import { faqsOn } from './content.ts';
import { phone, sharedLayoutScript } from './viewports.ts';
import { expectOneOpenAtATime } from './accordion.ts';

const phoneHref = telHref(mainNumber(business.phones));
const callLabel = `Call ${formatPhone(mainNumber(business.phones))}`;

/**
 * The seven service pages: the crumb the trail ends with and the spec's figures that must appear on
 * it (part 2, "/services/..." and section 9 "Services"). Their questions come from the FAQ content.
 */
const servicePages = [
  { path: '/services/garage', crumb: 'Garage', figures: ['$5-7', '$8-10'] },
  {
    path: '/services/commercial',
    crumb: 'Commercial',
    figures: ['$6-9', '$10-14', '5,000 sq ft', '10-year warranty', '15-year warranty'],
  },
  {
    path: '/services/industrial',
    crumb: 'Industrial',
    figures: ['$7-10', '$11-15', '$16-22', '10,000 sq ft', '10-year', '15-year', '20-year'],
  },
  {
    path: '/services/metallic',
    crumb: 'Metallic',
    figures: [
      'Residential Small',
      'Under 400 sq ft',
      '$15-18',
      'Residential Standard',
      '400-800 sq ft',
      '$12-15',
      'Most Popular',
      'Commercial/Large',
      '800+ sq ft',
      '$14-18',
      '3-5 days',
      '2-3 topcoats',
      '$12-18',
    ],
  },
  {
    path: '/services/pool-deck',
    crumb: 'Pool Deck',
    figures: [
      '$8-15',
      '$4,000-7,500',
      '+$2-3',
      '+$0.50-1',
      '3,500+ ppm',
      '10 ppm',
      'under 2000 PSI',
      'after 24 hours',
      'after 72',
      '15-20+ years',
      '3-5 days',
    ],
  },
  {
    path: '/services/basement',
    crumb: 'Basement',
    figures: [
      '$7-12',
      '+$2-3',
      '+$1-3',
      '$4,200-7,200',
      '5 lbs per 1000 sq ft per 24 hours',
      'full cure in 7 days',
    ],
  },
  {
    path: '/services/repair',
    crumb: 'Repair',
    figures: [
      '$500-1,000',
      'Under 50 sq ft',
      '$2,000-4,000',
      '50-200 sq ft',
      '5-year warranty',
      'Most common',
      '$5-12',
      'Lifetime warranty',
      '2-5 days',
    ],
  },
] as const;

type JsonLdNode = Record<string, unknown> & { '@type'?: string | string[]; '@id'?: string };

/** Every node of every JSON-LD graph on the page. */
async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@graph'?: JsonLdNode[] } & JsonLdNode;
    return data['@graph'] ?? [data];
  });
}

function ofType(nodes: JsonLdNode[], type: string): JsonLdNode[] {
  return nodes.filter((node) => [node['@type']].flat().includes(type));
}

/** The call to action that closes the page: the last section inside <main>. */
function closingSection(page: Page) {
  return page.locator('main section').last();
}

test.describe('service pages', () => {
  // One visit per page; each step is one thing a visitor or a search engine relies on.
  for (const service of servicePages) {
    test(`${service.path} has its trail, calls to action, figures, questions and structured data`, async ({
      page,
    }) => {
      await page.goto(service.path);

      await test.step('one h1 and the trail Home > Services > page', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
        // The separators between crumbs are decorative (aria-hidden), so each item reads as its name.
        await expect(trail.locator('li > a, li > [aria-current]')).toHaveText([
          'Home',
          'Services',
          service.crumb,
        ]);
        await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
        await expect(trail.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services');
        await expect(trail.locator('[aria-current="page"]')).toHaveText(service.crumb);
      });

      await test.step('the quote and the call button in the hero', async () => {
        const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
        await expect(hero.getByRole('link', { name: /quote/i })).toHaveAttribute('href', '/contact');
        await expect(hero.getByRole('link', { name: callLabel })).toHaveAttribute('href', phoneHref);
      });

      await test.step('a closing quote call to action and the phone link', async () => {
        const cta = closingSection(page);
        await expect(cta.getByRole('heading', { level: 2 })).toBeVisible();
        await expect(cta.getByRole('link', { name: /quote/i })).toHaveAttribute('href', '/contact');
        await expect(cta.getByRole('link', { name: callLabel })).toHaveAttribute('href', phoneHref);
      });

      await test.step('a Service provided by the business, with FAQ and breadcrumb data', async () => {
        const nodes = await jsonLdNodes(page);
        const [serviceNode, ...others] = ofType(nodes, 'Service');
        expect(others).toEqual([]);
        expect(serviceNode?.['provider']).toEqual({ '@id': businessId(business.siteUrl) });
        expect(serviceNode?.['areaServed']).toBeTruthy();
        expect(ofType(nodes, 'HomeAndConstructionBusiness').map((n) => n['@id'])).toContain(
          businessId(business.siteUrl),
        );
        const trail = ofType(nodes, 'BreadcrumbList')[0]?.['itemListElement'] as { item: string }[];
        expect(trail.map((crumb) => crumb.item)).toEqual([
          absoluteUrl(business.siteUrl, '/'),
          absoluteUrl(business.siteUrl, '/services'),
          absoluteUrl(business.siteUrl, service.path),
        ]);
        const faq = ofType(nodes, 'FAQPage')[0]?.['mainEntity'] as unknown[];
        expect(faq).toHaveLength(faqsOn(service.path).length);
      });

      await test.step('its questions in an accordion that opens one answer at a time', async () => {
        const items = page.locator('#faq details');
        await expect(items.locator('summary')).toHaveText(faqsOn(service.path).map((faq) => faq.question));
        const names = await items.evaluateAll((ds) => ds.map((d) => d.getAttribute('name')));
        expect(new Set(names).size).toBe(1);
        expect(names[0]).toBeTruthy();
        await expectOneOpenAtATime(items);
      });

      await test.step('the spec figures', async () => {
        // Answers are in closed <details>; open them so their text counts as shown.
        await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
        const main = page.getByRole('main');
        for (const figure of service.figures) await expect(main).toContainText(figure);
      });
    });
  }

  test('metallic shows six design styles, each with named color swatches, popularity and a best-for list', async ({
    page,
  }) => {
    await page.goto('/services/metallic');
    const titles = page.locator('#design-styles h3');
    await expect(titles).toHaveCount(6);
    for (const name of ['Ocean Wave', 'Marble Luxe', 'Midnight Galaxy', 'Copper Sunset', 'Champagne Sand']) {
      await expect(titles.filter({ hasText: name })).toHaveCount(1);
    }
    // Swatches carry their colour name as text, not only as a colour.
    for (const color of ['Deep Navy', 'Pearl White', 'Copper', 'Emerald']) {
      await expect(page.locator('#design-styles')).toContainText(color);
    }
    await expect(page.locator('#design-styles')).toContainText('Most requested');
    await expect(page.locator('#design-styles').getByText('Best for', { exact: true })).toHaveCount(6);
  });

  test('metallic marks Residential Standard as the most popular tier', async ({ page }) => {
    await page.goto('/services/metallic');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByRole('heading', { level: 3 })).toHaveText([
      'Residential Small',
      'Residential Standard',
      'Commercial/Large',
    ]);
    await expect(pricing).toContainText('Most Popular');
    await expect(page.locator('#process li')).toHaveCount(6);
  });

  test('pool deck has its climate challenges with costs, eight steps and what to avoid', async ({ page }) => {
    await page.goto('/services/pool-deck');
    await expect(page.locator('#climate-challenges')).toContainText('+$2-3 per sq ft');
    await expect(page.locator('#climate-challenges')).toContainText('+$0.50-1 per sq ft');
    await expect(page.locator('#climate-challenges h3')).toHaveCount(6);
    await expect(page.locator('#process ol > li')).toHaveCount(8);
    await expect(page.locator('#avoid')).toContainText('2000 PSI');
    await expect(page.locator('#colors h3')).toHaveCount(4);
  });

  test('commercial lists six industries and a four-phase process', async ({ page }) => {
    await page.goto('/services/commercial');
    await expect(page.locator('#industries h3')).toHaveCount(6);
    await expect(page.locator('#process ol > li')).toHaveCount(4);
    await expect(page.locator('#pricing h3')).toHaveCount(2);
  });

  test('industrial lists six facility types, three tiers and six specialised features', async ({ page }) => {
    await page.goto('/services/industrial');
    await expect(page.locator('#facilities h3')).toHaveCount(6);
    await expect(page.locator('#pricing h3')).toHaveText(['Standard duty', 'Heavy duty', 'Extreme duty']);
    await expect(page.locator('#features h3')).toHaveCount(6);
    await expect(page.locator('#specifications table')).toBeVisible();
  });

  test('basement has four challenges, seven steps and six popular uses', async ({ page }) => {
    await page.goto('/services/basement');
    await expect(page.locator('#challenges h3')).toHaveCount(4);
    await expect(page.locator('#process ol > li')).toHaveCount(7);
    await expect(page.locator('#uses h3')).toHaveCount(6);
  });

  test('repair has six problems, seven steps, four reasons repairs fail and three tiers', async ({
    page,
  }) => {
    await page.goto('/services/repair');
    await expect(page.locator('#problems h3')).toHaveCount(6);
    await expect(page.locator('#process ol > li')).toHaveCount(7);
    await expect(page.locator('#why-repairs-fail h3')).toHaveCount(4);
    await expect(page.locator('#pricing h3')).toHaveText([
      'Minor repair',
      'Partial resurfacing',
      'Complete resurface',
    ]);
  });
});

test('/services cards the seven services, says why to choose us and closes with a quote and a call', async ({
  page,
}) => {
  await page.goto('/services');

  await test.step('the trail Home > Services and one h1', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.locator('li > a, li > [aria-current]')).toHaveText(['Home', 'Services']);
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Services');
  });

  await test.step('seven service cards with four features each, linking to their pages', async () => {
    const links = page.locator('#services h3 a');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(servicePages.map((s) => s.path));
    const cards = page.locator('#services > div > ul > li, #services ul:has(h3) > li');
    for (let i = 0; i < 7; i += 1) {
      await expect(cards.nth(i).locator('img')).toHaveCount(1);
      await expect(cards.nth(i).locator('ul li')).toHaveCount(4);
    }
  });

  await test.step('why choose us: years since the founding year, projects completed, 100% satisfaction', async () => {
    const why = page.locator('#why-choose-us');
    const projects = claimTokens(business.claims)['claims.projectsCompletedRoughly'];
    for (const figure of [
      yearsInBusiness(business.foundingYear),
      String(business.foundingYear),
      ...(projects ? [`${projects}+`] : []),
      '100%',
    ]) {
      await expect(why).toContainText(figure);
    }
  });

  await test.step('"Request Your Free Quote Today" to /contact and the phone link', async () => {
    const cta = closingSection(page);
    await expect(cta.getByRole('link', { name: 'Request Your Free Quote Today' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(cta.getByRole('link', { name: callLabel })).toHaveAttribute('href', phoneHref);
  });
});

// Sideways scrolling at phone width is checked on every page by accessibility.spec.ts.
test.describe('service pages on a phone', () => {
  test.use(phone);

  test('ships no JavaScript beyond the shared layout on service pages', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      // The shared layout's own script (the menu, analytics) is every page's; count only the rest.
      if (request.resourceType() === 'script' && !sharedLayoutScript.test(request.url()))
        scripts.push(request.url());
    });
    await page.goto('/services/metallic', { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 20000);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
  });
});
