/**
 * Screenshots pages of the built site at phone and laptop widths, for looking at before calling a
 * page done. Needs `npm run preview` running. Usage: node tools/screenshot.ts / /404 ...
 */
import { mkdir } from 'node:fs/promises';

import { chromium } from 'playwright-core';

import { chromiumArgs, chromiumPath } from '#scripts/test/lib/chromium.ts';

const base = process.env['BASE_URL'] ?? 'http://127.0.0.1:4321';
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
await mkdir('test-results/screenshots', { recursive: true });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 } });
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // Scroll through so lazy images load and counters finish, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(2800);
    const name = path === '/' ? 'home' : path.replace(/\//g, '_').replace(/^_/, '');
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
