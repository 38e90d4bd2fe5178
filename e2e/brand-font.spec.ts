import { expect, test, type Page } from '@playwright/test';

import { phone } from './viewports.ts';

import { fullChromium } from '#scripts/test/lib/chromium.ts';

// Text laid out as a visitor's Chrome lays it out: the headless shell the other specs run on
// positions glyphs differently (its 400-weight Arial fallback measured 3.4% wider than the brand
// face), so this spec runs on the full browser, as Lighthouse does.
const browser = fullChromium();
test.use({ launchOptions: { executablePath: browser.path, args: browser.args } });

/**
 * The brand typeface (tools/brand-font.ts): one self-hosted woff2, preloaded, and local fallbacks
 * scaled to its metrics, so the page takes the same space with or without it and never shifts.
 */

/** The sum of the page's layout shifts so far (the CLS of a page nobody has touched). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the next task.
        setTimeout(() => resolve(total), 0);
      }),
  );
}

test('each page asks for one font file, the preloaded woff2 of 40 KB or less, and uses it', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const preload = await page.locator('link[rel="preload"][as="font"]').getAttribute('href');
  expect(preload).toMatch(/^\/_astro\/source-sans-3\.[\w-]+\.woff2$/);
  expect(fonts).toEqual([new URL(preload!, page.url()).href]);
  const response = await page.request.get(preload!);
  expect(response.headers()['content-type']).toBe('font/woff2');
  expect((await response.body()).length).toBeLessThanOrEqual(40 * 1024);
  const used = await page.evaluate(() =>
    [...document.fonts].some((face) => face.family === '"Source Sans 3"' || face.family === 'Source Sans 3'),
  );
  expect(used).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('700 40px "Source Sans 3"'))).toBe(true);
});

test('each local fallback on this machine takes the brand face’s width and line height', async ({ page }) => {
  await page.goto('/');
  const text = (await page.locator('main p').first().textContent())!;
  const measured = await page.evaluate(async (sample) => {
    // The brand face is font-display: optional, so a page whose woff2 came later than 100 ms after
    // its first text (a loaded machine) keeps its fallback for good, and a span set in the face is
    // drawn in monospace. The brand is measured in a copy of the site's own @font-face (same file,
    // same metric overrides) that blocks until it has loaded.
    const rule = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .find(
        (found): found is CSSFontFaceRule =>
          found instanceof CSSFontFaceRule &&
          found.style.getPropertyValue('font-family').replace(/["']/g, '').trim() === 'Source Sans 3',
      )!;
    const descriptor = (name: string) => rule.style.getPropertyValue(name) || undefined;
    const probe = new FontFace('Source Sans 3 Probe', rule.style.getPropertyValue('src'), {
      weight: descriptor('font-weight') ?? '400',
      style: descriptor('font-style') ?? 'normal',
      ascentOverride: descriptor('ascent-override') ?? 'normal',
      descentOverride: descriptor('descent-override') ?? 'normal',
      lineGapOverride: descriptor('line-gap-override') ?? 'normal',
      display: 'block',
    });
    document.fonts.add(await probe.load());
    const families = [
      'Source Sans 3 Probe',
      'Source Sans 3 Fallback Arial',
      'Source Sans 3 Fallback Roboto',
      'Source Sans 3 Fallback DejaVu',
      'DejaVu Sans',
    ];
    const result: Record<string, { width: number; height: number } | null> = {};
    for (const weight of [400, 700]) {
      for (const family of families) {
        // A fallback whose local font this machine lacks fails to load: it is left out.
        const loaded = await document.fonts.load(`${weight} 20px "${family}"`).catch(() => []);
        if (family.startsWith('Source Sans 3') && loaded.length === 0) {
          result[`${weight} ${family}`] = null;
          continue;
        }
        const span = document.createElement('span');
        span.textContent = sample;
        Object.assign(span.style, {
          fontFamily: `"${family}", monospace`,
          fontWeight: String(weight),
          fontSize: '20px',
          lineHeight: 'normal',
          whiteSpace: 'nowrap',
          position: 'absolute',
        });
        document.body.append(span);
        // A local face can report loaded before its first layout uses it: wait for the fonts and a
        // frame, so the box is measured in the face itself.
        await document.fonts.ready;
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        const box = span.getBoundingClientRect();
        result[`${weight} ${family}`] = { width: box.width, height: box.height };
        span.remove();
      }
    }
    return result;
  }, text);

  for (const weight of [400, 700]) {
    const brand = measured[`${weight} Source Sans 3 Probe`]!;
    const fallbacks = ['Arial', 'Roboto', 'DejaVu']
      .map((name) => [name, measured[`${weight} Source Sans 3 Fallback ${name}`]] as const)
      .filter(([, box]) => box !== null);
    // Debian's Chromium brings DejaVu Sans: at least that fallback is checked.
    expect(fallbacks.map(([name]) => name)).toContain('DejaVu');
    for (const [name, box] of fallbacks) {
      expect(Math.abs(box!.width / brand.width - 1), `${weight} ${name} width`).toBeLessThan(0.02);
      expect(box!.height, `${weight} ${name} line height`).toBe(brand.height);
    }
    // Unscaled, the widest fallback would not fit the brand's lines at all.
    expect(measured[`${weight} DejaVu Sans`]!.width / brand.width).toBeGreaterThan(1.1);
  }
});

test.describe('on a phone', () => {
  test.use(phone);

  test('nothing shifts when the font arrives too late for the first paint', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/source-sans-3\.[\w-]+\.woff2$/, async (route) => {
      await released;
      await route.continue();
    });
    const loading = page.goto('/', { waitUntil: 'commit' });
    await loading;
    // The page paints without the font (font-display: optional waits at most 100 ms for it).
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    release();
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShift(page)).toBe(0);
  });

  test('nothing shifts when the font is there for the first paint', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(await layoutShift(page)).toBe(0);
  });
});
