import { readFileSync } from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './csp.ts';

import { desktop, phone } from './viewports.ts';

/** Every page in the built sitemap, plus the error pages. */
function pagesToCheck(): string[] {
  const xml = readFileSync('dist/sitemap-0.xml', 'utf8');
  return [...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname), '/404', '/500'];
}

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const [width, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`axe at ${width} width`, () => {
    test.use(device);

    for (const path of pagesToCheck()) {
      test(`${path} has no WCAG 2.2 A/AA violations, with its accordions closed and open`, async ({
        page,
      }) => {
        await page.goto(path);
        // Nothing scrolls sideways (WCAG 1.4.10 reflow at 320 CSS px is tested at 390 and 1280).
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
        // Let the counters finish so axe sees the page as a visitor does.
        await page.waitForTimeout(200);
        const summary = async () =>
          (await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        expect(await summary()).toEqual([]);
        const accordions = await page.evaluate(() => {
          const all = document.querySelectorAll('details');
          all.forEach((d) => {
            // Opening every item of a name group needs the name removed first (one open at a time).
            d.removeAttribute('name');
            d.open = true;
          });
          return all.length;
        });
        if (accordions > 0) expect(await summary()).toEqual([]);
      });
    }
  });
}
