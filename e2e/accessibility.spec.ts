import { axeViolations } from './axe.ts';
import { sitemapPaths } from './sitemap.ts';
import { expect, test } from './sweep.ts';
import { desktop, phone } from './viewports.ts';

/** Every page in the built sitemap, plus the error pages. */
function pagesToCheck(): string[] {
  return [...sitemapPaths(), '/404', '/500'];
}

for (const [width, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`axe at ${width} width`, () => {
    for (const path of pagesToCheck()) {
      test(`${path} has no WCAG 2.2 A/AA violations (accordions open) and does not scroll sideways`, async ({
        sweep,
      }) => {
        // Reduced motion: the counters show their final figures at once, so axe sees the settled page.
        const page = await sweep.page({ ...device, reducedMotion: 'reduce' });
        await page.goto(path);
        // Nothing scrolls sideways at this width.
        expect(
          await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          ),
        ).toBe(0);
        // Every accordion open: axe then sees every answer as well as every question, in one pass
        // (opening every item of a name group needs the name removed first: one open at a time).
        await page.evaluate(() =>
          document.querySelectorAll('details').forEach((d) => {
            d.removeAttribute('name');
            d.open = true;
          }),
        );
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
