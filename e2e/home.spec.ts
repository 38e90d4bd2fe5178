import { expect, test, type Page } from '@playwright/test';

import { ui } from '#src/data/ui.ts';
import { business } from '#src/data/business.ts';
import { claimTokens, yearsInBusiness } from '#src/lib/facts.ts';
import { platformsOf, siteRating } from '#src/lib/rating.ts';
import { formatPhone, smsHref, telHref, mainNumber } from '#src/lib/phone.ts';
import { faqsOn, testimonials } from './content.ts';
import { phone } from './viewports.ts';
import { expectOneOpenAtATime } from './accordion.ts';

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

/** The "Text a photo to (305) …" link, by the words before its number. */
const textLink = new RegExp(`^${ui.en.estimate.textLabel}`);

const phoneHref = telHref(mainNumber(business.phones));

/**
 * Records in the page every figure the first track-record counter shows from now on (a
 * MutationObserver sees each frame's text, however slow the machine), and returns a reader.
 */
async function recordFirstCounter(page: Page): Promise<() => Promise<string[]>> {
  await page
    .locator('#track-record [data-counter]')
    .first()
    .evaluate((node) => {
      const shown: string[] = [];
      Object.assign(window, { counterShown: shown });
      new MutationObserver(() => shown.push(node.textContent ?? '')).observe(node, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
  return () => page.evaluate(() => (window as unknown as { counterShown: string[] }).counterShown);
}

/**
 * Waits until the counters' island has hydrated (Astro drops `ssr` then) and ten more frames have
 * passed: without reduced motion the count has begun by then (its effect starts it on the next
 * intersection, within a frame or two of hydrating); frames, not milliseconds, so a slow machine
 * waits longer.
 */
async function afterCountersHydrate(page: Page): Promise<void> {
  await expect(page.locator('#track-record astro-island').first()).not.toHaveAttribute('ssr');
  await page.evaluate(async () => {
    for (let frame = 0; frame < 10; frame += 1) await new Promise(requestAnimationFrame);
  });
}

test.describe('home page', () => {
  test('the hero states the promise with a quote button and the phone link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('link', { name: ui.en.quoteCta })).toHaveAttribute('href', '/contact');
    await expect(
      hero.getByRole('link', { name: `Call ${formatPhone(mainNumber(business.phones))}` }),
    ).toHaveAttribute('href', phoneHref);
    const heroImage = hero.locator('img');
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    await expect(heroImage).toHaveAttribute('loading', 'eager');
  });

  test('shows the intro figures from the spec', async ({ page }) => {
    await page.goto('/');
    const intro = page.locator('#intro');
    const rating = siteRating(platformsOf(business.reviewPlatforms));
    const ratingShown = rating ? [`${rating.value.toFixed(1)}/5`] : [];
    for (const figure of [yearsInBusiness(business.foundingYear), ...ratingShown, '24-hour'])
      await expect(intro).toContainText(figure);
  });

  test('has four benefit cards and three service cards linking to their pages', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#benefits li h3')).toHaveCount(4);
    const serviceLinks = page.locator('#services h3 a');
    await expect(serviceLinks).toHaveCount(3);
    const hrefs = await serviceLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/services/garage', '/services/commercial', '/services/metallic']);
  });

  test('compares professional work with DIY and links to the real DIY article', async ({ page }) => {
    await page.goto('/');
    const comparison = page.locator('#comparison');
    await expect(comparison.getByRole('table')).toContainText('15-20+ years');
    await expect(comparison.getByRole('table')).toContainText('1-3 years');
    await expect(comparison.getByRole('link', { name: /DIY vs professional/i })).toHaveAttribute(
      'href',
      '/resources/diy-vs-professional-epoxy',
    );
  });

  test('cards eight service-area cities, linking those with a page', async ({ page }) => {
    await page.goto('/');
    const cities = page.locator('#service-area li');
    await expect(cities).toHaveCount(8);
    await expect(page.locator('#service-area').getByRole('link', { name: 'Doral' })).toHaveAttribute(
      'href',
      '/locations/doral',
    );
  });

  test('counts the track record up from zero to the exact figures', async ({ page }) => {
    await page.goto('/');
    const counters = page.locator('#track-record [data-counter]');
    const shown = await recordFirstCounter(page);
    await page.locator('#track-record').scrollIntoViewIfNeeded();
    // The count lasts 2.5 s by design, after the island hydrates (slower on a busy machine).
    await expect.poll(async () => (await shown()).at(-1), { timeout: 15_000 }).toBe(trackRecord[0]);
    const figures = (await shown()).map((text) => Number(text.replace(/,/g, '')));
    expect(figures[0]).toBe(0);
    expect(figures).toEqual([...figures].sort((a, b) => a - b));
    await expect(counters).toHaveText(trackRecord);
    await expect(
      page.locator('#track-record').getByRole('link', { name: /why customers choose us/i }),
    ).toHaveAttribute('href', '/why-choose-us');
  });

  test('shows three testimonials and the five review platforms with the weighted rating', async ({
    page,
  }) => {
    await page.goto('/');
    const reviews = page.locator('#reviews');
    const quotes = testimonials();
    await expect(reviews.locator('blockquote')).toHaveCount(quotes.length);
    for (const quote of quotes)
      await expect(reviews.locator('blockquote', { hasText: quote.text })).toHaveCount(1);
    for (const count of ['247', '89', '34', '156', '112'])
      await expect(reviews).toContainText(`${count} reviews`);
    await expect(reviews).toContainText('4.9');
    await expect(reviews).toContainText('638 reviews');
  });

  test('opens one FAQ answer at a time and links to the full FAQ', async ({ page }) => {
    await page.goto('/');
    const faq = page.locator('#faq');
    const items = faq.locator('details');
    await expect(items).toHaveCount(faqsOn('/').length);
    await expectOneOpenAtATime(items);
    await expect(faq).toContainText('$3-12 per square foot');
    await expect(faq.getByRole('link', { name: /all frequently asked questions/i })).toHaveAttribute(
      'href',
      '/faq',
    );
  });

  test('offers call, text and email when no estimate form is configured', async ({ page }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    await expect(contact.locator('iframe')).toHaveCount(0);
    await expect(contact.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', phoneHref);
    // The text message opens with the estimate request already written.
    await expect(contact.getByRole('link', { name: textLink })).toHaveAttribute(
      'href',
      smsHref(business.phones.local, ui.en.estimate.smsBody),
    );
    await expect(contact.getByRole('link', { name: /email your project/i })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${business.email}`),
    );
  });

  test('makes no request to another site while loading (analytics is off by default)', async ({
    page,
    baseURL,
  }) => {
    const external: string[] = [];
    const site = new URL(baseURL ?? '').host;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.host !== site) external.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 20000);
    await page.waitForLoadState('networkidle');
    expect(external).toEqual([]);
  });

  test('shifts nothing while it loads', async ({ page }) => {
    await page.goto('/');
    // The page has settled once the network is idle; every shift since navigation is buffered.
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      const shifts = observer.takeRecords() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[];
      observer.disconnect();
      return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
    });
    expect(cls).toBe(0);
  });
});

test.describe('home page on a phone', () => {
  test.use(phone);

  test('shows the headline and both calls to action in the first screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(
      page
        .locator('section', { has: page.getByRole('heading', { level: 1 }) })
        .getByRole('link', { name: ui.en.quoteCta }),
    ).toBeInViewport();
  });
});

test.describe('home page with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the final track-record figures without counting', async ({ page }) => {
    await page.goto('/');
    const shown = await recordFirstCounter(page);
    await page.locator('#track-record').scrollIntoViewIfNeeded();
    await afterCountersHydrate(page);
    expect(await shown()).toEqual([]);
    await expect(page.locator('#track-record [data-counter]').first()).toHaveText(trackRecord[0] ?? '');
  });
});
