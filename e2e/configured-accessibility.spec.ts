import type { Page } from '@playwright/test';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';

import { axeViolations } from './axe.ts';
import { configuredBaseUrl, formHostOrigin, formReadyMessage, thirdPartyOrigin } from './configured-site.ts';
import { expect, test } from './csp.ts';
import { desktop, phone } from './viewports.ts';

/**
 * axe (WCAG 2.2 A/AA, as e2e/accessibility.spec.ts) on the pages whose markup the settings change:
 * the build with every setting on (dist-configured/), with the estimate form shown, its details on
 * /contact, and the estimator's send links. The rest of that build's pages are the default build's
 * plus the analytics script, which e2e/accessibility.spec.ts already checks.
 *
 * The stand-in third parties answer from the browser's side (Playwright routes them), as in
 * e2e/configured-csp.spec.ts: the form's page posts its ready message, so the form is shown.
 */
test.use({ baseURL: configuredBaseUrl, reducedMotion: 'reduce' });

const formPage =
  '<!doctype html><html lang="en"><title>Estimate</title><form><label>Your name <input name="name"></label></form>' +
  `<script>parent.postMessage(${JSON.stringify(formReadyMessage)}, '*');</script></html>`;

/** Each page that differs, and the section that holds what differs. */
const pages = [
  { path: '/', section: '#contact', form: business.estimateForm.title.en },
  { path: '/es', section: '#contact', form: business.estimateForm.title.es },
  { path: '/contact', section: '#estimate', form: business.estimateForm.title.en },
  {
    path: '/contact?kind=garage&area=450&finish=standard&condition=good&timeline=standard#estimate',
    section: '#estimate',
    form: business.estimateForm.title.en,
  },
  { path: '/es/contact', section: '#estimate', form: business.estimateForm.title.es },
  { path: '/pricing?kind=garage&area=450#estimate', section: '#estimate', send: ui.en.estimator.sendForm },
  { path: '/es/pricing?kind=garage&area=450#estimate', section: '#estimate', send: ui.es.estimator.sendForm },
];

async function routeThirdParties(page: Page, formAnswers: boolean) {
  await page.route(`${thirdPartyOrigin}/**`, (route) => route.fulfill({ status: 204 }));
  await page.route(`${formHostOrigin}/**`, (route) => {
    // Never answering keeps the form loading: the call / text / email card over the hidden frame.
    if (!formAnswers) return undefined;
    return route.request().url().endsWith('.js')
      ? route.fulfill({ contentType: 'text/javascript', body: '' })
      : route.fulfill({ contentType: 'text/html', body: formPage });
  });
}

for (const [width, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`the configured build, axe at ${width} width`, () => {
    test.use(device);

    for (const { path, section, form, send } of pages) {
      test(`${path} has no WCAG 2.2 A/AA violations with every setting on`, async ({ page }) => {
        await routeThirdParties(page, true);
        await page.goto(path);
        await page.locator(section).scrollIntoViewIfNeeded();
        if (form) await expect(page.locator(`iframe[title="${form}"]`)).toHaveCSS('opacity', '1');
        // The estimator's send links, the form's among them (PUBLIC_ESTIMATE_FORM_PREFILL).
        if (send)
          await expect(
            page.locator(section).getByRole('link', { name: new RegExp(`^${send}`) }),
          ).toBeVisible();
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test('/contact has no WCAG 2.2 A/AA violations while the form loads behind the card', async ({
      page,
    }) => {
      await routeThirdParties(page, false);
      await page.goto('/contact');
      await page.locator('#estimate').scrollIntoViewIfNeeded();
      await expect(page.getByRole('group', { name: ui.en.estimate.title }).getByRole('status')).toHaveText(
        ui.en.estimate.loading,
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
