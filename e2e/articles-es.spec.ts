/**
 * The Spanish resource articles, /es/resources/<slug>: each reads in Spanish from its
 * header to its closing links, keeps its reader in Spanish, reads in about its stated time, and is
 * clean under axe at phone width. Language tags and hreflang are spanish.spec.ts's; figures are
 * check-twins'.
 */
import { readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { formatArticleDate } from '#src/lib/article-date.ts';
import { telHref, mainNumber } from '#src/lib/phone.ts';
import { hasSpanishTwin, routes } from '#src/lib/routes.ts';
import { contentIds } from '#src/lib/content-files.ts';

import { axeViolations } from './axe.ts';
import { expectHonestReadingTime } from './reading-time.ts';
import { phone } from './viewports.ts';

const labels = ui.es;

/** The frontmatter fields the page shows, read from the Spanish file. */
function frontmatter(id: string): { published: string; dateDisplay?: 'day' | 'month'; ctaLabel?: string } {
  const text = readFileSync(`src/content/articles/es/${id}.mdx`, 'utf8');
  const field = (name: string) => new RegExp(`^${name}: '?([^'\\n]+)'?$`, 'm').exec(text)?.[1];
  const dateDisplay = field('dateDisplay') as 'day' | 'month' | undefined;
  const ctaLabel = field('ctaLabel');
  return {
    published: field('published') ?? '',
    ...(dateDisplay ? { dateDisplay } : {}),
    ...(ctaLabel ? { ctaLabel } : {}),
  };
}

async function graphOf(page: Page): Promise<Record<string, unknown>[]> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return (JSON.parse(text!) as { '@graph': Record<string, unknown>[] })['@graph'];
}

for (const id of contentIds('articles')) {
  const path = `/es/resources/${id}`;

  test.describe(path, () => {
    test('reads in Spanish from its header to its closing links, in about the stated time', async ({
      page,
    }) => {
      await page.goto(path);
      const header = page.locator('article header');
      const written = frontmatter(id);

      await test.step('the header: Spanish read time and date', async () => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(header).toContainText(/\d+ min de lectura/);
        await expect(header.locator('time').first()).toHaveText(
          formatArticleDate(new Date(written.published), written.dateDisplay, 'es-US'),
        );
        await expect(header).not.toContainText('min read');
      });

      await test.step('reads in about the stated time (200-235 words a minute)', async () => {
        await expectHonestReadingTime(page, /(\d+) min de lectura/);
      });

      await test.step('the trail starts at the Spanish home and ends at the article', async () => {
        const trail = page.getByRole('navigation', { name: labels.breadcrumb });
        await expect(trail.getByRole('link', { name: labels.nav.home })).toHaveAttribute('href', '/es');
        if (hasSpanishTwin(routes.resources)) {
          await expect(trail.getByRole('link', { name: labels.nav.resources })).toHaveAttribute(
            'href',
            '/es/resources',
          );
        }
        const crumbs = (await graphOf(page)).find((node) => node['@type'] === 'BreadcrumbList') as {
          itemListElement: { item: string }[];
        };
        expect(crumbs.itemListElement.at(-1)?.item).toBe(`${business.siteUrl}${path}`);
      });

      await test.step('Article and FAQPage data in Spanish, matching the page', async () => {
        const graph = await graphOf(page);
        const article = graph.find((node) => node['@type'] === 'Article');
        expect(article).toMatchObject({
          headline: await page.getByRole('heading', { level: 1 }).textContent(),
          inLanguage: 'es-US',
          datePublished: written.published,
        });
        const faq = graph.find((node) => node['@type'] === 'FAQPage') as
          { mainEntity: { name: string }[] } | undefined;
        const questions = await page.locator('article details summary').allTextContents();
        expect(questions.length).toBeGreaterThan(0);
        expect(faq?.mainEntity.map((question) => question.name)).toEqual(questions.map((q) => q.trim()));
        for (const question of questions) expect(question.trim()).toMatch(/^¿.*\?$/);
      });

      await test.step('closes with the Spanish call to action and related links in Spanish', async () => {
        const cta = page.locator('#article-cta');
        await expect(cta).toContainText(labels.article.ctaTitle);
        await expect(
          cta.getByRole('link', { name: written.ctaLabel ?? labels.quoteCta, exact: true }),
        ).toHaveAttribute('href', '/es/contact');
        await expect(cta.locator(`a[href="${telHref(mainNumber(business.phones))}"]`)).toBeVisible();
        const related = page.getByRole('navigation', { name: labels.article.relatedTitle }).getByRole('link');
        expect(await related.count()).toBeGreaterThanOrEqual(2);
        for (const href of await related.evaluateAll((links) =>
          links.map((link) => link.getAttribute('href')),
        ))
          expect(href).toMatch(/^\/es\//);
      });

      await test.step('every link in the article body leads to a Spanish page', async () => {
        const bodyLinks = await page
          .locator('article a[href^="/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        for (const href of bodyLinks) expect(href).toMatch(/^\/es(\/|$)/);
      });
    });

    test.describe('on a phone', () => {
      test.use(phone);

      test('nothing scrolls sideways, and axe finds no violation', async ({ page }) => {
        await page.goto(path);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  });
}
