import { expect, test } from '@playwright/test';

import { business } from '#src/data/business.ts';
import { claimTokens } from '#src/lib/facts.ts';

import { phone } from './viewports.ts';

const claims = claimTokens(business.claims, 'en');

/** The track record's figures: the claims of business.yaml that are set, then last month's. */
const trackRecord = [
  claims['claims.projectsCompleted'],
  claims['claims.satisfactionPercent'],
  claims['claims.squareFeet'],
  claims['claims.referralPercent'],
  '28',
  '34',
  '87',
  '19',
].filter((figure): figure is string => Boolean(figure));

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page still shows every section and the final track-record figures', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#track-record [data-counter]')).toHaveText(trackRecord);
    await expect(page.locator('#contact').getByRole('link', { name: /^Call/ })).toBeVisible();
  });

  // Every page's h1, its text in <main> and its links' real hrefs, as a visitor without JavaScript
  // gets them, are a dist check (scripts/build/lib/checks/page-markup.ts), naming the page.

  test('the FAQ accordion still opens and closes', async ({ page }) => {
    await page.goto('/');
    const first = page.locator('#faq details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await first.locator('summary').click();
    await expect(first).not.toHaveAttribute('open', '');
  });

  test.describe('on a phone', () => {
    test.use(phone);

    test('the menu still opens and closes', async ({ page }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await toggle.click();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    });
  });
});
