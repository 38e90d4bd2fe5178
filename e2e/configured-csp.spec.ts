import { readFileSync } from 'node:fs';

import { builtFile, cspSweepPages } from '#scripts/test/lib/csp-sweep.ts';
import { configuredBaseUrl, formHostOrigin, thirdPartyOrigin } from './configured-site.ts';
import { expect, test } from './csp.ts';
import { sitemapPaths } from './sitemap.ts';

/**
 * The pages of the build with the estimate form and analytics switched on whose HTML the settings
 * change, and one page for each kind of island (scripts/test/lib/csp-sweep.ts picks them), scrolled top
 * to bottom so every island wakes and the form's frame and script load, under that build's own
 * Content-Security-Policy header: the `test` of e2e/csp.ts fails on any violation. Every other page is
 * the default build's page byte for byte, loaded under the same policy by the default build's tests.
 *
 * The stand-in third parties answer from the browser's side here (Playwright routes them), so this
 * sweep neither counts towards the collector's payloads nor depends on the form host's mode, which
 * e2e/configured.spec.ts sets. The browser checks the policy before a request reaches any route.
 */
test.use({ baseURL: configuredBaseUrl });

// The configured build makes the same pages as dist/ (the settings change what a page carries, not
// which pages exist). The pages are picked when the test runs, once the configured build exists (the
// web server makes it), so `playwright test --list` needs one build only.
const pages = [...sitemapPaths(), '/404'];
const formPage = '<!doctype html><html lang="en"><title>Estimate</title><p>Estimate form</p></html>';
const configuredDir = 'dist-configured';

// Two halves, so both workers share the sweep.
for (const half of [0, 1]) {
  test(`the changed pages and one per island kind, half ${half + 1} of 2, break no rule of their policy`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const picked = cspSweepPages('dist', configuredDir, pages);
    // The settings must change some page (the form's pages at least), or the sweep tests nothing new.
    expect(picked.filter((entry) => entry.reason === 'differs').length).toBeGreaterThan(0);
    const batch = picked.filter((_, index) => index % 2 === half).map((entry) => entry.path);
    test.info().annotations.push({ type: 'pages', description: batch.join(' ') });
    const thirdParty: string[] = [];
    await page.route(`${thirdPartyOrigin}/**`, (route) => {
      thirdParty.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await page.route(`${formHostOrigin}/**`, (route) => {
      thirdParty.push(route.request().url());
      return route.request().url().endsWith('.js')
        ? route.fulfill({ contentType: 'text/javascript', body: '' })
        : route.fulfill({ contentType: 'text/html', body: formPage });
    });
    const pageViews = () => thirdParty.filter((url) => url.startsWith(`${thirdPartyOrigin}/collect`)).length;
    for (const path of batch) {
      const viewsBefore = pageViews();
      await page.goto(path);
      // Down the page a screen at a time, as a visitor scrolls: islands hydrate when seen.
      // Each step waits for a frame (so observers see the new screen), but at most a second, and never
      // steps by zero: on a loaded CI machine the sweep once spent its two minutes inside this loop on
      // /services/pool-deck, which has no island. The polls below wait for what must have happened.
      await page.evaluate(async () => {
        const step = Math.max(innerHeight, 400);
        for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
          window.scrollTo(0, y);
          await new Promise((done) => {
            requestAnimationFrame(() => setTimeout(done, 30));
            setTimeout(done, 1000);
          });
        }
      });
      // Its page view has gone out; where islands woke, whatever they fetch (the form's frame and
      // script among it) has too. A page without islands fetches nothing more once it has loaded.
      await expect.poll(pageViews).toBeGreaterThan(viewsBefore);
      if ((await page.locator('astro-island').count()) > 0) await page.waitForLoadState('networkidle');
    }
    // The sweep did reach the stand-ins: the page views, and the form on the pages that have it.
    expect(thirdParty.some((url) => url.startsWith(`${thirdPartyOrigin}/collect`))).toBe(true);
    const embedsForm = batch.some((path) =>
      readFileSync(builtFile(configuredDir, path)!, 'utf8').includes(`${formHostOrigin}/estimate-form`),
    );
    if (embedsForm)
      expect(thirdParty.some((url) => url.startsWith(`${formHostOrigin}/estimate-form`))).toBe(true);
  });
}
