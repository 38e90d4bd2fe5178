import { expect, test, type Page } from '@playwright/test';

import { faqCategories } from '#src/schemas/faq.ts';
import { desktop, phone } from './viewports.ts';
import { axeViolations } from './axe.ts';
import { expectOneOpenAtATime } from './accordion.ts';

/** Opens /faq and waits for the search island to hydrate (as it nears the viewport). */
async function openFaq(page: Page) {
  await page.goto('/faq');
  const box = page.getByRole('searchbox');
  await box.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island', { has: box })).not.toHaveAttribute('ssr', /.*/);
  return box;
}

const questions = (page: Page) => page.locator('#questions details');

test.describe('FAQ page', () => {
  test('shows the total question count in the hero and lists all eleven categories', async ({ page }) => {
    await openFaq(page);
    const total = await questions(page).count();
    expect(total).toBeGreaterThanOrEqual(44);
    await expect(page.locator('main section').first()).toContainText(`${total} answers`);
    const headings = page.locator('#questions section h2');
    await expect(headings).toHaveCount(faqCategories.length);
    for (const [index, category] of faqCategories.entries()) {
      await expect(headings.nth(index)).toContainText(category);
      const count = await page.locator(`#questions section:has(h2:has-text("${category}")) details`).count();
      expect(count, category).toBeGreaterThanOrEqual(4);
      await expect(headings.nth(index)).toContainText(`${count} questions`);
    }
  });

  test('filters live on question or answer text, ignoring case, and counts the results', async ({ page }) => {
    const box = await openFaq(page);
    const status = page.locator('#questions').getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await box.pressSequentially('HUMIDITY');
    const shown = await questions(page).count();
    expect(shown).toBeGreaterThan(0);
    await expect(status).toHaveText(`Found ${shown} result${shown === 1 ? '' : 's'}`);
    for (const item of await questions(page).all()) {
      await expect(item).toContainText(/humidity/i);
    }
    // "$15,000" appears only in an answer (financing), not in any question.
    await box.fill('$15,000');
    await expect(questions(page).filter({ hasText: 'Do you offer financing?' })).toHaveCount(1);
    const count = await questions(page).count();
    await expect(status).toHaveText(`Found ${count} result${count === 1 ? '' : 's'}`);
  });

  test('hides categories without a match, and shows the count per remaining category', async ({ page }) => {
    const box = await openFaq(page);
    await box.fill('pool');
    const headings = page.locator('#questions section h2');
    const shownCategories = await headings.count();
    expect(shownCategories).toBeLessThan(faqCategories.length);
    for (const heading of await headings.all()) {
      const section = heading.locator('xpath=ancestor::section[1]');
      const count = await section.locator('details').count();
      await expect(heading).toContainText(`${count} question${count === 1 ? '' : 's'}`);
    }
  });

  test('shows the empty state and Clear Search brings every question back', async ({ page }) => {
    const box = await openFaq(page);
    const total = await questions(page).count();
    await box.fill('zzzz terrazzo');
    await expect(page.locator('#questions').getByRole('status')).toHaveText(
      'No questions found matching "zzzz terrazzo"',
    );
    await expect(questions(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear Search' }).click();
    await expect(box).toHaveValue('');
    await expect(box).toBeFocused();
    await expect(questions(page)).toHaveCount(total);
    await expect(page.getByRole('button', { name: 'Clear Search' })).toHaveCount(0);
  });

  test('each category opens one answer at a time, and an open answer collapses', async ({ page }) => {
    await openFaq(page);
    const section = page.locator('#questions section').filter({ hasText: 'Cost & Pricing' });
    const items = section.locator('details');
    await expectOneOpenAtATime(items);
    // Another category's accordion is independent.
    const other = page
      .locator('#questions section')
      .filter({ hasText: 'Maintenance & Care' })
      .locator('details');
    await items.nth(0).locator('summary').click();
    await other.nth(0).locator('summary').click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(other.nth(0)).toHaveAttribute('open', '');
  });

  test('publishes one FAQPage node, with the same questions as the page', async ({ page }) => {
    await page.goto('/faq');
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const graph = (
      JSON.parse(json ?? '{}') as { '@graph': { '@type': string; mainEntity?: { name: string }[] }[] }
    )['@graph'];
    const faqs = graph.filter((node) => node['@type'] === 'FAQPage');
    expect(faqs).toHaveLength(1);
    const shown = await page.locator('#questions summary h3').allTextContents();
    expect(faqs[0]?.mainEntity?.map((q) => q.name)).toEqual(shown);
  });

  test('without JavaScript, every question and answer can be read', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    const items = page.locator('#questions details');
    expect(await items.count()).toBeGreaterThanOrEqual(44);
    await items.nth(3).locator('summary').click();
    await expect(items.nth(3).locator('p')).toBeVisible();
    await context.close();
  });

  for (const [width, device] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test.describe(`at ${width} width`, () => {
      test.use(device);
      test('has no axe violations, searching or not', async ({ page }) => {
        test.slow();
        const box = await openFaq(page);
        expect(await axeViolations(page)).toEqual([]);
        await box.fill('qqqq');
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});
