import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './csp.ts';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { telHref } from '#src/lib/phone.ts';
import { configuredBaseUrl, formHostOrigin, thirdPartyOrigin } from './configured-site.ts';

// These tests run against the build made with the estimate form and analytics switched on, talking
// to real stand-in servers on other origins (e2e/third-party-server.ts). They share those servers'
// state, so they run one at a time.
test.use({ baseURL: configuredBaseUrl });
test.describe.configure({ mode: 'serial' });

type Payload = { type: string; path: string; referrer?: string; name?: string; target?: string };
interface Collected {
  collected: { body: string; contentType: string; cookie: string }[];
  formRequests: string[];
}

async function serverState(request: APIRequestContext): Promise<Collected> {
  return (await (await request.get(`${thirdPartyOrigin}/collected`)).json()) as Collected;
}

async function payloads(request: APIRequestContext): Promise<Payload[]> {
  return (await serverState(request)).collected.map((entry) => JSON.parse(entry.body) as Payload);
}

async function setFormMode(request: APIRequestContext, mode: 'ok' | 'error' | 'deny' | 'hang' | 'refuse') {
  await request.post(`${thirdPartyOrigin}/form-mode?mode=${mode}`);
}

test.beforeEach(async ({ request }) => {
  await request.post(`${thirdPartyOrigin}/reset`);
});

const formTitle = business.estimateForm.title;
const alternativeTitle = ui.en.estimate.failedTitle;

async function scrollToForm(page: Page) {
  await page.goto('/');
  await page.locator('#contact').scrollIntoViewIfNeeded();
}

test.describe('with analytics configured', () => {
  test('a collector on another origin that answers no preflight receives the page view', async ({
    page,
    request,
  }) => {
    await page.goto('/?utm_source=flyer&email=ana%40example.com#faq');
    await expect
      .poll(async () => (await payloads(request)).filter((p) => p.type === 'pageview'))
      .toEqual([{ type: 'pageview', path: '/?utm_source=flyer', referrer: '' }]);
    const [entry] = (await serverState(request)).collected;
    expect(entry?.contentType).toMatch(/^text\/plain/);
    expect(entry?.cookie).toBe('');
  });

  test('reports call-link and quote-button clicks as events', async ({ page, request }) => {
    // Chromium hands a clicked tel: link to the operating system, and from about a second later the
    // tab ignores input for seconds: the quote click below then landed nowhere whenever polling for
    // the first event took that long (a busy machine). The page keeps tel: clicks to itself instead;
    // this listener (window, bubbling) runs after the site's own (document, capture), which is
    // unaffected.
    await page.addInitScript(() =>
      addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('a[href^="tel:"]'))
          event.preventDefault();
      }),
    );
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: /call/i }).click();
    await expect
      .poll(async () =>
        (await payloads(request)).filter((p) => p.type === 'event').map((p) => [p.name, p.target]),
      )
      .toEqual([['call_click', telHref(business.phones.tollFree)]]);
    await page
      .locator('section', { has: page.getByRole('heading', { level: 1 }) })
      .getByRole('link', { name: ui.en.quoteCta })
      .click();
    await expect
      .poll(async () => (await payloads(request)).filter((p) => p.type === 'event').map((p) => p.name))
      .toEqual(['call_click', 'quote_click']);
  });
});

test.describe('the /pricing estimator, configured', () => {
  test('reports estimate_calculated with the kind, size band and tier only', async ({ page, request }) => {
    await page.goto('/pricing#estimate');
    // The estimator's button is disabled until the island has hydrated: an answer given earlier is lost.
    await expect(page.getByRole('button', { name: ui.en.estimator.calculate })).toBeEnabled();
    await page.getByRole('radio', { name: ui.en.estimator.kinds.commercial }).check();
    await page.getByRole('spinbutton', { name: ui.en.estimator.areaLabel }).fill('1200');
    await page.getByRole('button', { name: ui.en.estimator.calculate }).click();
    await expect
      .poll(async () => (await payloads(request)).filter((p) => p.name === 'estimate_calculated'))
      .toEqual([
        {
          type: 'event',
          name: 'estimate_calculated',
          path: '/pricing',
          kind: 'commercial',
          size: '1000-2499',
          tier: 'standard',
        },
      ]);
  });

  test('opens the estimate form with the details in its address (PUBLIC_ESTIMATE_FORM_PREFILL)', async ({
    page,
  }) => {
    await page.goto(
      '/pricing?kind=garage&area=400&finish=standard&condition=good&timeline=standard#estimate',
    );
    const link = page.getByRole('link', { name: new RegExp(`^${ui.en.estimator.sendForm}`) });
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${formHostOrigin}/estimate-form`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'entry.1': 'Garage floor',
      'entry.2': '400',
      'entry.6': '$3,200-$4,800 ($8-12)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
  });
});

test.describe('with an estimate form configured', () => {
  test('loads the form and its loader script only when the form nears the viewport', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await page.waitForTimeout(1000);
    expect((await serverState(request)).formRequests).toEqual([]);

    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect(page.frameLocator(`iframe[title="${formTitle}"]`).getByLabel('Your name')).toBeVisible();
    expect((await serverState(request)).formRequests).toEqual(
      expect.arrayContaining(['/estimate-form', '/estimate-loader.js']),
    );
    await expect(page.locator('script[data-estimate-form]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: alternativeTitle })).toHaveCount(0);
  });

  test('replaces the form with call, text and email when its host refuses connections', async ({
    page,
    request,
  }) => {
    await setFormMode(request, 'refuse');
    await scrollToForm(page);
    const fallback = page.getByRole('group', { name: alternativeTitle });
    await expect(fallback).toBeVisible({ timeout: 10_000 });
    await expect(page.locator(`iframe[title="${formTitle}"]`)).toHaveCount(0);
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

  for (const mode of ['error', 'deny'] as const) {
    test(`keeps call, text and email in reach when the form host ${mode === 'error' ? 'answers 500' : 'refuses framing'}`, async ({
      page,
      request,
    }) => {
      await setFormMode(request, mode);
      await scrollToForm(page);
      const contact = page.locator('#contact');
      const call = contact.getByRole('link', { name: /^Call/ });
      await expect(call.first()).toBeVisible({ timeout: 10_000 });
      await expect(call.first()).toHaveAttribute('href', telHref(business.phones.tollFree));
      await expect(contact.getByRole('link', { name: /text us/i }).first()).toBeVisible();
      await expect(contact.getByRole('link', { name: /email your project/i }).first()).toBeVisible();
    });
  }

  test('offers call, text and email instead when the form does not load in time', async ({
    page,
    request,
  }) => {
    await setFormMode(request, 'hang');
    // The page's clock stands still from before the page loads and moves only when the test moves
    // it, so the time limit is measured in page time alone. (A running clock let a busy machine use
    // up the 500 ms margin below between the limit starting and the first fastForward: 2 in 8 runs
    // failed under load.)
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await scrollToForm(page);
    await expect(page.getByRole('status')).toContainText(ui.en.estimate.loading);
    // The time limit starts in an effect just after that render: let a few frames pass first.
    await page.clock.runFor(100);
    const fallback = page.getByRole('group', { name: alternativeTitle });
    await page.clock.fastForward(business.estimateForm.timeoutMs - 500);
    await expect(fallback).toHaveCount(0);
    await page.clock.fastForward(1000);
    await expect(fallback).toBeVisible();
    await expect(page.locator(`iframe[title="${formTitle}"]`)).toHaveCount(0);
  });

  test('sends visitors without JavaScript to call, text or email instead of an empty box', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: configuredBaseUrl });
    const page = await context.newPage();
    await page.goto('/');
    const contact = page.locator('#contact');
    await expect(contact).not.toContainText(ui.en.estimate.loading);
    await expect(contact.getByRole('link', { name: /^Call/ }).first()).toHaveAttribute(
      'href',
      telHref(business.phones.tollFree),
    );
    await expect(contact.getByRole('link', { name: /email your project/i })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await context.close();
  });
});
