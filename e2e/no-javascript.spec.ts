import { expect, test } from '@playwright/test';

import { phone } from './viewports.ts';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page still shows every section and the final track-record figures', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#track-record [data-counter]')).toHaveText([
      '1,247',
      '98%',
      '2,847,000',
      '67%',
      '28',
      '34',
      '87',
      '19',
    ]);
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
