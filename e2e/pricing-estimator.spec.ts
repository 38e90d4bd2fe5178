import { expect, test, type Page } from '@playwright/test';

import { business } from '#src/data/business.ts';
import { estimateRules } from '#src/data/estimate-rules.ts';
import { ui } from '#src/data/ui.ts';
import { format } from '#src/lib/format.ts';
import { smsHref, telHref, mainNumber } from '#src/lib/phone.ts';

import { desktop, phone, sharedLayoutScript } from './viewports.ts';
import { axeViolations } from './axe.ts';
import { blockOf } from './content.ts';

const copy = ui.en.estimator;
const tooSmall = format(copy.errors.tooSmall, { min: estimateRules.minArea });
/** Areas a crafted link can carry that are not a floor: none may be priced or sent. */
const notFloors = ['1e-300', '0.0001', 'NaN', 'Infinity', '4\u00a00\ufeff0'];

/** Every text-message and email link of the page, decoded: none may carry an absurd figure. */
async function sendBodies(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="sms:"], a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href));
}

const estimator = (page: Page) => page.locator('#estimate');
const area = (page: Page) => page.getByRole('spinbutton', { name: copy.areaLabel });
const calculate = (page: Page) => page.getByRole('button', { name: copy.calculate });
const result = (page: Page) => estimator(page).getByRole('status');

/**
 * Opens /pricing at the estimator: the fragment makes it the start of keyboard navigation, so the
 * first Tab lands on its first question. Waits until the island has hydrated (its button is enabled).
 */
async function openEstimator(page: Page, query = '') {
  await page.goto(`/pricing${query}#estimate`);
  await expect(calculate(page)).toBeEnabled();
}

test.describe('the /pricing price estimator', () => {
  test('sits right after the price table and prices a floor by keyboard only', async ({ page }) => {
    await openEstimator(page);
    const ids = await page.locator('main > section').evaluateAll((sections) => sections.map((s) => s.id));
    expect(ids.indexOf('estimate')).toBe(ids.indexOf('price-ranges') + 1);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: copy.kinds.garage })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(area(page)).toBeFocused();
    await page.keyboard.type('400');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight'); // finish: premium
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight'); // condition: fair
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight'); // timeline: rush
    await page.keyboard.press('Tab');
    await expect(calculate(page)).toBeFocused();
    await page.keyboard.press('Enter');

    // 400 sq ft x $12 x 1.10 x 1.15 = $6,072 -> $6,050; 400 x $18 x 1.20 x 1.30 = $11,232 -> $11,250.
    await expect(result(page)).toContainText('$6,050-$11,250');
    await expect(result(page)).toContainText('$15.18-28.08');
    await expect(result(page)).toContainText('Garage floor, premium finish: $12-18 per sq ft installed');
    await expect(result(page)).toContainText('A rush date adds 15-30%.');
    await expect(result(page)).toContainText(copy.caveat);
    await expect(result(page)).toHaveAttribute('aria-live', 'polite');

    // The estimate is in the address: bookmarkable, and a reload shows it again.
    const query = '?kind=garage&area=400&finish=premium&condition=fair&timeline=rush';
    await expect(page).toHaveURL(`/pricing${query}#estimate`);
    await page.reload();
    await expect(result(page)).toContainText('$6,050-$11,250');
    await expect(area(page)).toHaveValue('400');
    await expect(page.getByRole('radio', { name: 'Fair' })).toBeChecked();

    // Send this to us: a text with the estimate, an email with subject and body, /contact with it.
    const sms = (await estimator(page).getByRole('link', { name: copy.sendText }).getAttribute('href')) ?? '';
    expect(sms.startsWith(`${smsHref(business.phones.local)}?&body=`)).toBe(true);
    const smsBody = decodeURIComponent(sms.slice(sms.indexOf('body=') + 5));
    for (const line of [
      'Floor: Garage floor',
      'Area: 400 sq ft',
      'Finish: Premium',
      'Slab condition: Fair',
      'Timeline: Rush',
      'Estimate: $6,050-$11,250 ($15.18-28.08 per sq ft)',
    ]) {
      expect(smsBody).toContain(line);
    }
    expect(smsBody).toContain(`/pricing${query}#estimate`);
    const mail = new URL(
      (await estimator(page).getByRole('link', { name: copy.sendEmail }).getAttribute('href')) ?? '',
    );
    expect(`${mail.protocol}${mail.pathname}`).toBe(`mailto:${business.email}`);
    expect(mail.searchParams.get('subject')).toBe('Estimate request: Garage floor, 400 sq ft');
    expect(mail.searchParams.get('body')).toBe(smsBody);
    await expect(estimator(page).getByRole('link', { name: copy.sendForm })).toHaveAttribute(
      'href',
      `/contact${query}#estimate`,
    );
  });

  test('shows a clear error at the field and says it in the status line, with no result, for bad areas', async ({
    page,
  }) => {
    await openEstimator(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    for (const [typed, message] of [
      ['', copy.errors.empty],
      ['0', tooSmall],
      ['0.0001', tooSmall],
      ['-5', copy.errors.negative],
      ['250000', 'Above 100,000 sq ft, please call us: a job that size is priced from the drawings.'],
      ['1e', copy.errors.notNumber],
    ] as const) {
      await area(page).press('ControlOrMeta+a');
      await page.keyboard.press('Backspace');
      if (typed) await page.keyboard.type(typed);
      await page.keyboard.press('Enter');
      await expect(area(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(area(page)).toHaveAccessibleDescription(`${message} ${copy.areaHint}`);
      await expect(area(page)).toBeFocused();
      // The status region says the error (WCAG 4.1.3), and nothing else: no estimate.
      await expect(result(page)).toHaveText(message);
      await expect(estimator(page).locator('[data-estimate-result]')).toHaveCount(0);
      await expect(estimator(page).getByRole('link', { name: copy.sendText })).toHaveCount(0);
    }
  });

  test('a shared link whose area is not a floor prices nothing and sends nothing', async ({ page }) => {
    for (const raw of notFloors) {
      await openEstimator(page, `?kind=garage&area=${encodeURIComponent(raw)}&finish=standard`);
      await expect(area(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(area(page)).toHaveAccessibleDescription(
        `${/^\d/.test(raw) && Number(raw) < estimateRules.minArea ? tooSmall : copy.errors.notNumber} ${copy.areaHint}`,
      );
      await expect(result(page)).toBeEmpty();
      await expect(estimator(page).getByRole('link', { name: copy.sendText })).toHaveCount(0);
      await expect(estimator(page)).not.toContainText(/\$|∞|NaN|Infinity/);
      for (const body of await sendBodies(page)) expect(body).not.toMatch(/Estimate:|∞|NaN|Infinity/);
    }
  });

  for (const [width, device] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    test.describe(`at ${width} width`, () => {
      test.use(device);

      test('axe finds nothing with a result showing, nor with an error showing', async ({ page }) => {
        await openEstimator(page, '?kind=pool-deck&area=650&finish=standard&condition=poor&timeline=rush');
        await expect(result(page)).toContainText(copy.caveat);
        expect(await axeViolations(page)).toEqual([]);
        await area(page).fill('-3');
        await calculate(page).click();
        await expect(area(page)).toHaveAttribute('aria-invalid', 'true');
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }

  test('/contact shows the details of an estimate sent to it, above the form', async ({ page }) => {
    await page.goto(
      '/contact?kind=metallic&area=300&finish=premium&condition=good&timeline=standard#estimate',
    );
    const details = page.locator('[data-estimate-details]');
    await expect(details).toBeVisible();
    await expect(details).toContainText('Floor: Metallic epoxy');
    // 300 x $18-30 = $5,400-$9,000.
    await expect(details).toContainText('Estimate: $5,400-$9,000 ($18-30 per sq ft)');
    // The details push the call / text / email card down; it stays inside its section.
    const section = await page.locator('#estimate').boundingBox();
    const card = await page.getByRole('group', { name: ui.en.estimate.title }).boundingBox();
    expect(card && section && card.y + card.height).toBeLessThanOrEqual(
      (section?.y ?? 0) + (section?.height ?? 0),
    );
    await page.goto('/contact');
    await expect(details).toBeHidden();
  });

  test('/contact fetches no script for estimate details unless its address carries an estimate', async ({
    page,
  }) => {
    const scripts: string[] = [];
    // The shared layout's own script (the menu, analytics) is every page's, and Astro's island loader
    // (the <astro-island> element and its directive, 1.7 kB brotli, cached) every island page's; count
    // only the rest.
    const islandLoader = /^\/_astro\/island\.[0-9a-f]{12}\.js$/;
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script' && !sharedLayoutScript.test(path) && !islandLoader.test(path))
        scripts.push(path);
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await page.goto('/contact?kind=garage&area=450#estimate');
    await expect(page.locator('[data-estimate-details]')).toContainText('Area: 450 sq ft');
    expect(scripts.length).toBeGreaterThan(0);
  });

  test('/contact shows the error of a link whose area is not a floor, with no price, and the way back', async ({
    page,
  }) => {
    const details = page.locator('[data-estimate-details]');
    for (const raw of notFloors) {
      await page.goto(`/contact?kind=pool-deck&area=${encodeURIComponent(raw)}#estimate`);
      await expect(details).toBeVisible();
      await expect(details.getByRole('heading', { name: copy.details.invalidTitle })).toBeVisible();
      await expect(details).toContainText(
        /^\d/.test(raw) && Number(raw) < estimateRules.minArea ? tooSmall : copy.errors.notNumber,
      );
      await expect(details).not.toContainText(/\$|∞|NaN|Infinity/);
      await expect(details.getByRole('heading', { name: copy.details.title })).toBeHidden();
      for (const body of await sendBodies(page)) expect(body).not.toMatch(/Estimate:|∞|NaN|Infinity/);
    }
    await details.getByRole('link', { name: copy.details.fix }).click();
    await expect(page).toHaveURL(/\/pricing\?kind=pool-deck&area=4.*#estimate$/);
    await expect(area(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('each service page links its pricing section to the estimator', async ({ page }) => {
    await page.goto('/services/garage');
    const label = blockOf('services/garage', 'pricing').action?.label ?? 'the pricing action';
    await page.locator('#pricing').getByRole('link', { name: label }).click();
    await expect(page).toHaveURL('/pricing#estimate');
    await expect(estimator(page).getByRole('heading', { level: 2 })).toBeInViewport();
  });
});

test.describe('the Spanish estimator at /es/pricing', () => {
  test('gives the same figures in Spanish words, and sends to /es/contact', async ({ page }) => {
    const es = ui.es.estimator;
    await page.goto('/es/pricing?kind=garage&area=400&finish=standard&condition=good&timeline=rush#estimate');
    const status = page.locator('#estimate').getByRole('status');
    await expect(status).toContainText('$3,650–$6,250');
    await expect(status).toContainText(es.caveat);
    await expect(page.getByRole('radio', { name: es.timelines.rush.label })).toBeChecked();
    await expect(page.locator('#estimate').getByRole('link', { name: es.sendForm })).toHaveAttribute(
      'href',
      '/es/contact?kind=garage&area=400&finish=standard&condition=good&timeline=rush#estimate',
    );
    await page.goto('/es/contact?kind=garage&area=400&finish=standard&condition=good&timeline=rush#estimate');
    await expect(page.locator('[data-estimate-details]')).toContainText('Estimado: $3,650–$6,250');
  });

  test('refuses an area that is not a floor in Spanish, on /es/pricing and /es/contact', async ({ page }) => {
    const es = ui.es.estimator;
    const message = format(es.errors.tooSmall, { min: estimateRules.minArea });
    await page.goto('/es/pricing?kind=garage&area=0.0001#estimate');
    await expect(page.getByRole('spinbutton', { name: es.areaLabel })).toHaveAccessibleDescription(
      `${message} ${es.areaHint}`,
    );
    await expect(page.locator('#estimate').getByRole('status')).toBeEmpty();
    await page.goto('/es/contact?kind=garage&area=1e-300#estimate');
    const details = page.locator('[data-estimate-details]');
    await expect(details.getByRole('heading', { name: es.details.invalidTitle })).toBeVisible();
    await expect(details).toContainText(message);
    await expect(details.getByRole('link', { name: es.details.fix })).toHaveAttribute(
      'href',
      /^\/es\/pricing\?/,
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/pricing keeps the price table and the call and quote links', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.locator('#price-ranges table tbody tr')).toHaveCount(5);
    await expect(estimator(page).locator(`a[href="${telHref(mainNumber(business.phones))}"]`)).toBeVisible();
    await expect(estimator(page).getByRole('link', { name: ui.en.quoteCta })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
