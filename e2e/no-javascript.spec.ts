import { expect, test } from '@playwright/test';

import { phone } from './viewports.ts';
import { sitemapPaths } from './sitemap.ts';

/** Every page of the built sitemap, and the not-found page. */
function everyPage(): string[] {
  return [...sitemapPaths(), '/404'];
}

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

  // Four batches, so both workers share the sweep.
  const batches = [0, 1, 2, 3].map((batch) => everyPage().filter((_, index) => index % 4 === batch));
  for (const [index, batch] of batches.entries()) {
    test(`every page shows its heading and text, and every link on it is a real link (pages ${index + 1} of 4)`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      // Text and links are what this checks: skip the pictures to keep the sweep cheap.
      await page.route(/\.(avif|webp|jpe?g|png|svg)$/, (route) => route.abort());
      for (const path of batch) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        const text = await page.locator('main').innerText();
        expect(text.length, `${path} main text`).toBeGreaterThan(100);
        // Links that need a script to go anywhere ("#", "javascript:", none at all) are dead without one.
        const dead = await page
          .locator('a')
          .evaluateAll((links) =>
            links
              .map((link) => link.getAttribute('href') ?? '(no href)')
              .filter((href) => href === '(no href)' || href === '#' || /^javascript:/i.test(href)),
          );
        expect(dead, `${path} links without a destination`).toEqual([]);
      }
    });
  }

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
