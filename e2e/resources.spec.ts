import { readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { business } from '#src/data/business.ts';
import { telHref, mainNumber } from '#src/lib/phone.ts';
import { contentIds } from '#src/lib/content-files.ts';
import { expectHonestReadingTime } from './reading-time.ts';
import { phone } from './viewports.ts';

const empty = 'No articles found matching your search.';

/** The titles of the article cards the hub shows, in order. */
async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('#articles li h3').allTextContents();
}

/**
 * Opens the hub. The browser island hydrates on the first interaction (client:interaction), so the
 * tests below act straight away, like a visitor: the first click or keystroke also wakes it.
 */
async function openHub(page: Page): Promise<void> {
  await page.goto('/resources');
  await expect(page.locator('#articles li')).toHaveCount(7);
}

/** The page's one JSON-LD graph. */
async function graphOf(page: Page): Promise<Record<string, unknown>[]> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return (JSON.parse(text!) as { '@graph': Record<string, unknown>[] })['@graph'];
}

test.describe('resources hub', () => {
  test('lists the seven articles, each linking to its real route', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.locator('#articles li')).toHaveCount(7);
    const hrefs = await page
      .locator('#articles li h3 a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(
      contentIds('articles')
        .map((id) => `/resources/${id}`)
        .sort(),
    );
    const maintenance = page.locator('#articles li', {
      has: page.locator('a[href="/resources/epoxy-floor-maintenance"]'),
    });
    await expect(maintenance).toContainText('Maintenance');
    await expect(maintenance).toContainText('8 min read');
  });

  test('has the search box, the video banner and the questions block', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search articles...');
    await expect(page.locator('#featured-video').getByRole('link')).toHaveAttribute('href', '/videos');
    const questions = page.locator('section', {
      has: page.getByRole('heading', { name: 'Still Have Questions?' }),
    });
    await expect(questions.locator('a[href="/contact"]')).toBeVisible();
  });

  test('a category button filters the grid and is announced as pressed', async ({ page }) => {
    await openHub(page);
    const all = page.getByRole('button', { name: 'All Articles' });
    const comparisons = page.getByRole('button', { name: 'Comparisons' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await comparisons.click();
    await expect(comparisons).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('#articles li')).toHaveCount(2);
    await expect(page.locator('#articles li a[href="/resources/epoxy-vs-polyaspartic"]')).toBeVisible();
    await expect(page.locator('#articles li a[href="/resources/epoxy-vs-concrete-paint"]')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('2 articles');
  });

  test('the search and the category apply together', async ({ page }) => {
    await openHub(page);
    const cards = page.locator('#articles li h3 a');
    const hrefs = () => cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    await page.getByRole('button', { name: 'Guides', exact: true }).click();
    await page.getByRole('searchbox').fill('cost');
    // Each guide has a section on cost ("What it costs to fix a mistake", "What metallic epoxy costs"...).
    await expect(cards).toHaveCount(3);
    expect(await hrefs()).toEqual([
      '/resources/common-epoxy-mistakes',
      '/resources/metallic-epoxy-guide',
      '/resources/diy-vs-professional-epoxy',
    ]);
    await page.getByRole('button', { name: 'Comparisons' }).click();
    await expect(cards).toHaveCount(2);
    expect(await hrefs()).toEqual(['/resources/epoxy-vs-polyaspartic', '/resources/epoxy-vs-concrete-paint']);
    await page.getByRole('searchbox').fill('paint');
    await expect(cards).toHaveCount(1);
    await expect(cards).toHaveAttribute('href', '/resources/epoxy-vs-concrete-paint');
    await page.getByRole('button', { name: 'All Articles' }).click();
    await page.getByRole('searchbox').fill('cost');
    // Every article but the care guide speaks of cost in its title, excerpt or a heading.
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole('status')).toHaveText('6 articles');
    await expect(page.locator('#articles a[href="/resources/epoxy-floor-maintenance"]')).toHaveCount(0);
  });

  test('the search ignores case and matches titles or excerpts', async ({ page }) => {
    await openHub(page);
    const search = page.getByRole('searchbox');
    const cards = page.locator('#articles li');
    await search.fill('metallic');
    await expect(cards).toHaveCount(2);
    const lower = await cardTitles(page);
    for (const query of ['METALLIC', 'MeTaLLiC']) {
      await search.fill(query);
      await expect(cards).toHaveCount(2);
      expect(await cardTitles(page)).toEqual(lower);
    }
    // One by its title, one by its excerpt ("budget, standard, metallic and commercial").
    await expect(cards.locator('a[href="/resources/metallic-epoxy-guide"]')).toBeVisible();
    await expect(cards.locator('a[href="/resources/epoxy-flooring-cost-guide"]')).toBeVisible();
  });

  test('the search also finds an article by its category name and by a heading inside it', async ({
    page,
  }) => {
    await openHub(page);
    const search = page.getByRole('searchbox');
    const maintenance = page.locator('#articles li a[href="/resources/epoxy-floor-maintenance"]');
    // "maintenance" is in neither its title nor its excerpt, only in its category, Maintenance.
    await search.fill('maintenance');
    await expect(maintenance).toBeVisible();
    // A section heading of that article that no other article uses.
    const read = (id: string) => readFileSync(`src/content/articles/${id}.mdx`, 'utf8');
    const others = contentIds('articles')
      .filter((id) => id !== 'epoxy-floor-maintenance')
      .map((id) => read(id).toLowerCase());
    const heading = [...read('epoxy-floor-maintenance').matchAll(/^#{2,3} (.+)$/gm)]
      .map((match) => match[1]!.trim())
      .find((text) => others.every((other) => !other.includes(text.toLowerCase())));
    expect(heading).toBeDefined();
    await search.fill(heading!);
    await expect(page.locator('#articles li')).toHaveCount(1);
    await expect(maintenance).toBeVisible();
  });

  test('says so when nothing matches, then recovers when the filter widens', async ({ page }) => {
    await openHub(page);
    await page.getByRole('button', { name: 'Cost & Pricing' }).click();
    await page.getByRole('searchbox').fill('paint');
    await expect(page.locator('#articles li')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(empty);
    await page.getByRole('searchbox').fill('zzz no such floor');
    await page.getByRole('button', { name: 'All Articles' }).click();
    await expect(page.getByText(empty)).toBeVisible();
    await page.getByRole('searchbox').fill('');
    await expect(page.locator('#articles li')).toHaveCount(7);
  });

  test('loads no island script until the visitor reaches for the browser', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/resources');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /article-browser|client\./.test(url))).toEqual([]);
    await page.getByRole('button', { name: 'Maintenance' }).click();
    await expect(page.locator('#articles li')).toHaveCount(1);
    expect(scripts.some((url) => url.includes('article-browser'))).toBe(true);
  });

  test('text typed before the island wakes still filters', async ({ page }) => {
    await openHub(page);
    await page.getByRole('searchbox').pressSequentially('polyaspartic');
    await expect(page.locator('#articles li')).toHaveCount(1);
    await expect(page.locator('#articles li a')).toHaveAttribute('href', '/resources/epoxy-vs-polyaspartic');
    await expect(page.getByRole('status')).toHaveText('1 article');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('all seven cards are listed and link through', async ({ page }) => {
      await page.goto('/resources');
      await expect(page.locator('#articles li')).toHaveCount(7);
      await page.locator('#articles a[href="/resources/epoxy-floor-maintenance"]').click();
      await expect(page).toHaveURL(/\/resources\/epoxy-floor-maintenance$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});

/** What the spec fixes for each article: category, read time, date, crumb and figures. */
const articles = [
  {
    slug: 'epoxy-floor-maintenance',
    category: 'Maintenance',
    readTime: 8,
    date: 'January 15, 2025',
    iso: '2025-01-15',
    crumb: 'How to Clean Epoxy Floors',
    cta: 'Schedule Service',
    authorAndImage: true,
    figures: [
      '2-5 minutes',
      '15-30 minutes',
      'under 2000 PSI',
      '12 inches away',
      '1 cup of white vinegar per gallon',
      '1 to 10',
      '2-3 oz per gallon',
      'every 3-5 years',
      '10-15 years',
      '60-70% less than replacement',
    ],
    headings: [
      'Daily care',
      'Weekly routine',
      'Monthly deep clean',
      'Recommended cleaners and tools',
      'Things never to use',
      'Troubleshooting',
      'Seasonal tips',
      'recoating',
      'Frequently asked questions',
    ],
    related: ['/resources/common-epoxy-mistakes', '/resources/epoxy-flooring-cost-guide', '/services/garage'],
  },
  {
    slug: 'epoxy-vs-concrete-paint',
    category: 'Comparisons',
    readTime: 9,
    date: 'January 2025',
    figures: ['15-20 years', '1-3 years', '$5-15 per sq ft', '$2,000-4,000', '$100-200', '2-3 days'],
    headings: ['comparison', 'Pros and cons', 'fail', 'recommendation'],
  },
  {
    slug: 'diy-vs-professional-epoxy',
    category: "Buyer's Guides",
    readTime: 11,
    date: 'January 2025',
    authorAndImage: true,
    figures: ['$845-1,045', '$2,800-3,600'],
    headings: ['real cost', 'DIY project actually involves', 'failures', 'recommendation'],
  },
  {
    slug: 'epoxy-flooring-cost-guide',
    category: 'Cost & Pricing',
    figures: [
      '$5-7',
      '$8-10',
      '$12-15',
      '$7-25',
      'over 5,000 sq ft',
      '12-month interest-free',
      'up to 60 months',
      '$75-150 per month',
    ],
  },
  {
    slug: 'epoxy-vs-polyaspartic',
    category: 'Comparisons',
    figures: [
      '3-5 days',
      'after 24 hours',
      '7 days',
      '30-45 minutes',
      'under 90°F',
      'under 85%',
      '5 lbs per 1,000 sq ft per 24 hours',
      'November to April',
    ],
  },
  {
    slug: 'common-epoxy-mistakes',
    category: 'Guides',
    figures: [
      '3 lbs per 1,000 sq ft per 24 hours',
      '60-85°F',
      'under 70%',
      'within 48 hours',
      'November to April',
    ],
  },
  {
    slug: 'metallic-epoxy-guide',
    category: 'Guides',
    figures: [
      '$12-15 per sq ft',
      '3-5 days',
      '5 lbs per 1,000 sq ft per 24 hours',
      'under 90°F',
      'under 85%',
    ],
  },
] as const satisfies readonly {
  slug: string;
  category: string;
  figures: readonly string[];
  readTime?: number;
  date?: string;
  iso?: string;
  crumb?: string | undefined;
  cta?: string;
  authorAndImage?: boolean;
  headings?: readonly string[];
  related?: readonly string[];
}[];

test.describe('articles', () => {
  for (const spec of articles) {
    const path = `/resources/${spec.slug}`;

    test.describe(path, () => {
      // One visit per page; each step is one thing a visitor or a search engine relies on.
      test('has its header, figures, reading time, trail, Article data and closing links', async ({
        page,
      }) => {
        await page.goto(path);

        await test.step('has one h1, its category, read time, date and the spec figures', async () => {
          const header = page.locator('article header');
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
          await expect(header).toContainText(spec.category);
          if ('readTime' in spec) await expect(header).toContainText(`${spec.readTime} min read`);
          if ('date' in spec) await expect(header.locator('time').first()).toHaveText(spec.date);
          const body = page.locator('article');
          for (const figure of spec.figures) await expect(body).toContainText(figure);
          if ('headings' in spec) {
            const headings = (await body.locator('h2').allTextContents()).join(' | ').toLowerCase();
            for (const heading of spec.headings) expect(headings).toContain(heading.toLowerCase());
          }
        });

        await test.step('reads in about the stated time (200-235 words a minute)', async () => {
          await expectHonestReadingTime(page, /(\d+) min read/);
        });

        await test.step('has breadcrumbs Home > Resources > the article, on real routes', async () => {
          const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
          await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
          await expect(trail.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
          const current = trail.locator('[aria-current="page"]');
          // The spec names the maintenance crumb; the others are the article's title.
          await expect(current).toHaveText(
            'crumb' in spec && spec.crumb
              ? spec.crumb
              : ((await page.getByRole('heading', { level: 1 }).textContent()) ?? ''),
          );
          const crumbs = (await graphOf(page)).find((node) => node['@type'] === 'BreadcrumbList') as {
            itemListElement: { position: number; name: string; item: string }[];
          };
          expect(crumbs.itemListElement.map((item) => item.item)).toEqual([
            `${business.siteUrl}/`,
            `${business.siteUrl}/resources`,
            `${business.siteUrl}${path}`,
          ]);
          expect(crumbs.itemListElement[2]!.name).toBe(await current.textContent());
        });

        await test.step('carries Article JSON-LD matching the page', async () => {
          const graph = await graphOf(page);
          const article = graph.find((node) => node['@type'] === 'Article') as Record<string, unknown>;
          expect(article['headline']).toBe(await page.getByRole('heading', { level: 1 }).textContent());
          expect(article['description']).toBe(
            await page.locator('meta[name="description"]').getAttribute('content'),
          );
          expect(article['datePublished']).toMatch(/^2025-\d\d-\d\d$/);
          expect(article['dateModified']).toMatch(/^2025-\d\d-\d\d$/);
          if ('iso' in spec) expect(article['datePublished']).toBe(spec.iso);
          expect(article['mainEntityOfPage']).toEqual({ '@id': `${business.siteUrl}${path}#webpage` });
          if ('authorAndImage' in spec) {
            expect(article['author']).toMatchObject({ name: expect.stringContaining(business.name) });
            expect(article['image']).toMatch(new RegExp(`^${business.siteUrl}/`));
          }
          const faq = graph.find((node) => node['@type'] === 'FAQPage') as
            { mainEntity: { name: string }[] } | undefined;
          const questions = await page.locator('article details summary').allTextContents();
          expect(faq?.mainEntity.map((q) => q.name) ?? []).toEqual(questions.map((q) => q.trim()));
        });

        await test.step('ends with a call to action to /contact, the phone link and related links', async () => {
          const cta = page.locator('#article-cta');
          if ('cta' in spec)
            await expect(cta.getByRole('link', { name: spec.cta })).toHaveAttribute('href', '/contact');
          await expect(cta.locator(`a[href="${telHref(mainNumber(business.phones))}"]`)).toBeVisible();
          const related = page.getByRole('navigation', { name: 'Keep reading' }).getByRole('link');
          expect((await related.count()) >= 2).toBe(true);
          if ('related' in spec) {
            const hrefs = await related.evaluateAll((links) =>
              links.map((link) => link.getAttribute('href')),
            );
            expect(hrefs).toEqual(spec.related);
          }
        });
      });

      test.describe('on a phone', () => {
        test.use(phone);

        test('nothing scrolls sideways; wide tables scroll inside their own named box', async ({ page }) => {
          await page.goto(path);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(overflow).toBeLessThanOrEqual(390);
          // Every table sits in a focusable, named box that scrolls instead of the page.
          const boxes = page.locator('article [role="group"]:has(table)');
          await expect(boxes).toHaveCount(await page.locator('article table').count());
          for (const box of await boxes.all()) {
            await expect(box).toHaveAttribute('tabindex', '0');
            await expect(box).toHaveAccessibleName(/\S/);
          }
        });
      });
    });
  }
});

test('the old DIY path forwards to the article', async ({ page }) => {
  await page.goto('/resources/diy-vs-professional');
  await expect(page).toHaveURL(/\/resources\/diy-vs-professional-epoxy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
