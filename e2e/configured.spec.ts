import { expect, test, type Page } from '@playwright/test';

import { ui } from '../src/data/ui.ts';
import { business } from '../src/data/business.ts';
import { telHref } from '../src/lib/phone.ts';
import { configuredBaseUrl, thirdPartyOrigin } from './configured-site.ts';

// These tests run against the build made with the estimate form and analytics switched on.
test.use({ baseURL: configuredBaseUrl });

type Beacon = { type: string; path: string; name?: string; target?: string };

/** Collects the analytics beacons the page sends to the configured endpoint. */
async function collectBeacons(page: Page): Promise<Beacon[]> {
  const beacons: Beacon[] = [];
  await page.context().route(`${thirdPartyOrigin}/collect`, async (route) => {
    beacons.push(JSON.parse(route.request().postData() ?? '{}') as Beacon);
    await route.fulfill({ status: 204 });
  });
  return beacons;
}

test.describe('with analytics configured', () => {
  test('reports one page view with the path and query string', async ({ page }) => {
    const beacons = await collectBeacons(page);
    await page.goto('/?utm_source=flyer#faq');
    await expect
      .poll(() => beacons.filter((b) => b.type === 'pageview'))
      .toEqual([{ type: 'pageview', path: '/?utm_source=flyer', referrer: '' }]);
  });

  test('reports call-link and quote-button clicks as events', async ({ page }) => {
    const beacons = await collectBeacons(page);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: /call/i }).click();
    await expect
      .poll(() => beacons.filter((b) => b.type === 'event').map((b) => [b.name, b.target]))
      .toEqual([['call_click', telHref(business.phones.tollFree)]]);
    await page
      .locator('section', { has: page.getByRole('heading', { level: 1 }) })
      .getByRole('link', { name: ui.en.quoteCta })
      .click();
    await expect
      .poll(() => beacons.filter((b) => b.type === 'event').map((b) => b.name))
      .toEqual(['call_click', 'quote_click']);
  });
});

test.describe('with an estimate form configured', () => {
  test('loads the form and its loader script only when the form nears the viewport', async ({ page }) => {
    const requested: string[] = [];
    await page.route(`${thirdPartyOrigin}/estimate-*`, async (route) => {
      const url = new URL(route.request().url());
      requested.push(url.pathname);
      if (url.pathname.endsWith('.js')) {
        await route.fulfill({ contentType: 'text/javascript', body: 'window.estimateLoaderRan = true;' });
      } else {
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>Estimate</title><form><label>Your name <input name="name"></label></form>',
        });
      }
    });
    await page.goto('/');
    await page.waitForTimeout(1000);
    expect(requested).toEqual([]);

    await page.locator('#contact').scrollIntoViewIfNeeded();
    const frame = page.frameLocator('iframe[title="Free estimate request form"]');
    await expect(frame.getByLabel('Your name')).toBeVisible();
    expect(requested).toEqual(expect.arrayContaining(['/estimate-form', '/estimate-loader.js']));
    await expect(page.locator('script[data-estimate-form]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: /did not load/ })).toHaveCount(0);
  });

  test('offers call, text and email instead when the form does not load in time', async ({ page }) => {
    // The provider never answers: the frame stays blank until the timeout gives up on it.
    await page.route(`${thirdPartyOrigin}/estimate-form`, () => undefined);
    await page.route(`${thirdPartyOrigin}/estimate-loader.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '' }),
    );
    await page.goto('/');
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.getByRole('status')).toContainText('Loading the estimate form');
    const fallback = page.getByRole('group', { name: 'The form did not load. Reach us directly' });
    await expect(fallback).toBeVisible({ timeout: business.estimateForm.timeoutMs + 4000 });
    await expect(page.locator('iframe[title="Free estimate request form"]')).toHaveCount(0);
    await expect(fallback.getByRole('link', { name: /^Call/ })).toHaveAttribute(
      'href',
      telHref(business.phones.tollFree),
    );
    await expect(fallback.getByRole('link', { name: /text us/i })).toHaveAttribute('href', /^sms:/);
    await expect(fallback.getByRole('link', { name: /email your project/i })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
  });

  test('sends visitors without JavaScript to the phone instead of an empty box', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: configuredBaseUrl });
    const page = await context.newPage();
    await page.goto('/');
    const contact = page.locator('#contact');
    await expect(contact.getByRole('status')).toContainText('Loading the estimate form');
    await expect(contact.getByRole('status').getByRole('link')).toHaveAttribute(
      'href',
      telHref(business.phones.tollFree),
    );
    await context.close();
  });
});
