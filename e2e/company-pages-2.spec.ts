import { expect, test } from '@playwright/test';

import { readFileSync } from 'node:fs';

import { parse } from 'yaml';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { telHref, mainNumber } from '#src/lib/phone.ts';
import { formatDollarRange, formatPercentRange } from '#src/lib/prices.ts';
import type { ApplicationId } from '#src/schemas/applications.ts';
import { pricesSchema } from '#src/schemas/prices.ts';

import { blockOf } from './content.ts';
import { claimTokens } from '#src/lib/facts.ts';

/** The price data the table shows (src/content/prices.yaml): the owner changes it, the test follows. */
const prices = pricesSchema.parse(parse(readFileSync('src/content/prices.yaml', 'utf8')));

const phoneHref = telHref(mainNumber(business.phones));
const pages = ['/pricing', '/warranty', '/florida-climate-guide', '/materials'] as const;

test.describe('company pages II', () => {
  // One h1, the canonical link and the social-preview tags (Open Graph, a summary Twitter card) are dist
  // checks (scripts/build/lib/checks/head.ts).
  test('each page ends with a quote call to action', async ({ page }) => {
    for (const path of pages) {
      await page.goto(path);
      const cta = page.locator('main > section').last();
      await expect(cta.locator('a[href="/contact"]').first(), path).toBeVisible();
      await expect(cta.locator(`a[href="${phoneHref}"]`), path).toHaveCount(1);
    }
  });

  test('/pricing gives standard and premium ranges per application from the price data, and the rush premium', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const table = page.locator('#price-ranges table');
    const words = ui.en.priceFigures;
    const { rows } = blockOf<{ kind: string; rows: { application: ApplicationId; label: string }[] }>(
      'pages/pricing',
      'price-table',
    );
    for (const { application, label } of rows) {
      const price = prices.applications[application];
      const row = table.locator('tbody tr').filter({ hasText: label });
      await expect(row.locator('td').nth(0)).toContainText(formatDollarRange(price.standard, 'en-US', words));
      await expect(row.locator('td').nth(1)).toContainText(formatDollarRange(price.premium, 'en-US', words));
    }
    await expect(page.locator('main')).toContainText(
      `${formatPercentRange(prices.rushPremiumPercent, 'en-US', words)} premium`,
    );
    for (const id of ['#price-factors', '#included', '#additional-costs', '#long-term-value'])
      await expect(page.locator(id)).toBeVisible();
  });

  test('/warranty gives coverage by application and the four-step claim process', async ({ page }) => {
    await page.goto('/warranty');
    const table = page.locator('#coverage table');
    const figures = claimTokens(business.claims, 'en');
    const terms = (name: string) =>
      [figures[`claims.${name}Materials`] ?? '', figures[`claims.${name}Workmanship`] ?? ''] as const;
    for (const [application, materials, workmanship] of [
      ['Residential garage', ...terms('residentialWarranty')],
      ['Commercial', ...terms('commercialWarranty')],
      ['Pool and outdoor', ...terms('outdoorWarranty')],
    ] as const) {
      const row = table.locator('tbody tr').filter({ hasText: application });
      // A warranty business.yaml leaves unset is not stated: its row is left out.
      if (!materials) {
        await expect(row).toHaveCount(0);
        continue;
      }
      await expect(row.locator('td').nth(0)).toHaveText(materials);
      await expect(row.locator('td').nth(1)).toHaveText(workmanship);
    }
    const claims = page.locator('#claims');
    await expect(claims.locator('li:has(h3)')).toHaveCount(4);
    for (const figure of ['30 days', '48 business hours', '5-7 business days', '2-3 weeks'])
      await expect(claims).toContainText(figure);
    await expect(page.locator('#exclusions')).toBeVisible();
    await expect(page.locator('#maintenance a[href="/resources/epoxy-floor-maintenance"]')).toBeVisible();
  });

  test('/florida-climate-guide covers four factors, four seasons, five mistakes and eight practices', async ({
    page,
  }) => {
    await page.goto('/florida-climate-guide');
    const factors = page.locator('#climate-factors > div > ul > li');
    await expect(factors).toHaveCount(4);
    for (const factor of ['Heat', 'Humidity and moisture', 'UV exposure', 'Salt air']) {
      const card = factors.filter({ has: page.getByRole('heading', { name: factor, exact: true }) });
      await expect(card).toContainText('The problem');
      await expect(card).toContainText('Our solution');
      await expect(card.locator('ul li')).not.toHaveCount(0);
    }
    const seasons = page.locator('#seasons tbody tr');
    await expect(seasons).toHaveCount(4);
    for (const season of ['Summer', 'Fall', 'Winter', 'Spring'])
      await expect(seasons.locator('th', { hasText: season })).toHaveCount(1);
    const mistakes = page.locator('#mistakes > div > ul > li');
    await expect(mistakes).toHaveCount(5);
    for (const mistake of await mistakes.all()) await expect(mistake).toContainText('True cost');
    await expect(page.locator('#best-practices li')).toHaveCount(8);
  });

  test('/materials compares four systems, brand tiers, three prep methods and ten questions', async ({
    page,
  }) => {
    await page.goto('/materials');
    const systems = page.locator('#systems > div > ul > li');
    await expect(systems).toHaveCount(4);
    for (const [name, cost] of [
      ['100% solids epoxy', '$8-15'],
      ['Water-based epoxy', '$2-4'],
      ['Polyaspartic', '$10-18'],
      ['Metallic epoxy', '$12-25'],
    ] as const)
      await expect(systems.filter({ has: page.getByRole('heading', { name, exact: true }) })).toContainText(
        cost,
      );
    await expect(systems.filter({ hasText: 'We use this' })).toHaveCount(3);
    await expect(page.locator('#epoxy-tiers > div > ul > li')).not.toHaveCount(0);
    await expect(page.locator('#topcoat-tiers > div > ul > li')).not.toHaveCount(0);
    const prep = page.locator('#surface-prep > div > ul > li');
    await expect(prep).toHaveCount(3);
    for (const method of ['Diamond grinding', 'Acid etching', 'Shot blasting'])
      await expect(prep.filter({ has: page.getByRole('heading', { name: method }) })).toContainText(
        'Profile',
      );
    await expect(prep.filter({ has: page.getByRole('heading', { name: 'Acid etching' }) })).toContainText(
      'Warning',
    );
    await expect(page.locator('#contractor-questions li')).toHaveCount(10);
  });
});
