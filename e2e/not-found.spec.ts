import { expect, test } from '@playwright/test';

test.describe('not-found page', () => {
  test('answers an unknown path with a real 404 status and the spec wording', async ({ page }) => {
    const response = await page.goto('/no-such-floor');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  test('records the attempted path in the browser console', async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto('/services/underwater-floors?from=ad');
    await expect
      .poll(() => messages.some((m) => m.includes('/services/underwater-floors?from=ad')))
      .toBe(true);
  });

  test('takes the visitor home', async ({ page }) => {
    await page.goto('/no-such-floor');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Epoxy floors');
  });
});

test('the generic error page shows the spec heading and stays out of search indexes', async ({ page }) => {
  await page.goto('/500');
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});
