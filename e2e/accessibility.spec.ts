import { axeViolations } from './axe.ts';
import { sitemapPaths } from './sitemap.ts';
import { expect, test } from './sweep.ts';
import { desktop, phone } from './viewports.ts';

/** Every page in the built sitemap, plus the error pages. */
function pagesToCheck(): string[] {
  return [...sitemapPaths(), '/403', '/404', '/500'];
}

/**
 * The template a page is built from: a service, city or article page shares its kind's template
 * ("/services/*"), a Spanish page its English twin's; every other page has its own.
 */
function templateOf(path: string): string {
  const english = path.replace(/^\/es(?=\/|$)/, '') || '/';
  return english.replace(/^\/(services|locations|resources)\/[^/]+$/, '/$1/*');
}

/** The first page of each template: the sweep's phone width (each layout reflows per template, not per page). */
function onePerTemplate(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => !seen.has(templateOf(path)) && Boolean(seen.add(templateOf(path))));
}

// Every page at desktop width; one page per template at phone width.
for (const [width, device, paths] of [
  ['phone', phone, onePerTemplate(pagesToCheck())],
  ['desktop', desktop, pagesToCheck()],
] as const) {
  test.describe(`axe at ${width} width`, () => {
    for (const path of paths) {
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

test('the sweep sees what axe reports: a photo without alt, a nameless button and faint text, planted in a page', async ({
  sweep,
}) => {
  const page = await sweep.page({ ...desktop, reducedMotion: 'reduce' });
  await page.goto('/about');
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const photo = Object.assign(document.createElement('img'), {
      src: '/favicon.svg',
      width: 40,
      height: 40,
    });
    const button = document.createElement('button');
    button.id = 'planted-button';
    const faint = Object.assign(document.createElement('p'), { textContent: 'Call us today' });
    faint.style.color = '#c8c8c8';
    faint.style.background = '#ffffff';
    main?.prepend(photo, button, faint);
  });
  const rules = (await axeViolations(page)).map((line) => line.split(':')[0]);
  expect(rules).toEqual(expect.arrayContaining(['image-alt', 'button-name', 'color-contrast']));
});
