import { expect, test, type Locator, type Page } from '@playwright/test';

import { ui } from '#src/data/ui.ts';
import { localPhone, primaryPhone } from '#src/lib/contact.ts';
import { phoneTextPattern } from './phone-text.ts';
import { desktop, phone } from './viewports.ts';

/**
 * Layouts that hold whatever font the visitor's system falls back to. DejaVu Sans (what Linux
 * desktops show) is the widest common one, so it is forced here on every element, through a
 * constructed style sheet (an inline <style> would break the page's Content-Security-Policy).
 */
async function forceFont(page: Page, family: string): Promise<void> {
  await page.evaluate((font) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`*, *::before, *::after { font-family: '${font}' !important; }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, family);
  // The test means nothing if the font is missing and the browser's default stands in for it.
  const differs = await page.evaluate((font) => {
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (family: string) => {
      context.font = `16px ${family}`;
      return context.measureText('Epoxy Floors (888) 555-0142').width;
    };
    return width(`'${font}'`) !== width('serif');
  }, family);
  expect(differs, `${family} must be installed (Debian: fonts-dejavu-core)`).toBe(true);
}

/** How many lines the element's text (not its icons) runs over. */
function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 0 && rect.height > 0)
      .filter((rect) => {
        // Icons are SVG: only text rects count.
        const svgs = [...element.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect());
        return !svgs.some(
          (svg) => svg.top === rect.top && svg.left === rect.left && svg.width === rect.width,
        );
      })
      .map((rect) => Math.round(rect.top + rect.height / 2));
    // Rects of one line share a middle within a few pixels.
    const lines: number[] = [];
    for (const middle of tops.sort((a, b) => a - b)) {
      if (!lines.some((line) => Math.abs(line - middle) <= 4)) lines.push(middle);
    }
    return lines.length;
  });
}

/** Every place a phone number is split over two lines, as "text: n lines". */
function splitPhoneNumbers(page: Page, numbers: readonly string[]): Promise<string[]> {
  const patterns = numbers.map(phoneTextPattern);
  return page.evaluate(
    ([displays, patterns]) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const display of displays) {
          // A number in running text may carry a no-break space and a word joiner (e2e/phone-text.ts).
          const match = new RegExp(patterns[displays.indexOf(display)] ?? display).exec(text);
          if (!match) continue;
          const start = match.index;
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, start + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (rects.length === 0) continue;
          const tops = new Set(rects.map((rect) => Math.round(rect.top)));
          if (tops.size > 1)
            split.push(`${node.parentElement?.textContent?.trim() ?? text}: ${tops.size} lines`);
        }
      }
      return split;
    },
    [numbers, patterns] as const,
  );
}

const numbers = [primaryPhone.display, localPhone.display];

test.describe('the header at 1280 px in the widest fallback font', () => {
  test.use(desktop);

  for (const path of ['/', '/es']) {
    test(`${path}: the wordmark is whole, the links sit on one line and nothing overflows`, async ({
      page,
    }) => {
      await page.goto(path);
      await forceFont(page, 'DejaVu Sans');
      const header = page.getByRole('banner');
      const nav = header.getByRole('navigation');
      await expect(nav).toBeVisible();
      await expect(header.getByRole('button', { name: /Men/ })).toBeHidden();

      const wordmark = header.locator('a').first().locator('span span');
      for (const line of await wordmark.all()) {
        const { scroll, client } = await line.evaluate((el) => ({
          scroll: el.scrollWidth,
          client: el.clientWidth,
        }));
        expect(scroll, `wordmark line "${await line.textContent()}" is cut`).toBeLessThanOrEqual(client);
      }
      for (const link of await nav.getByRole('link').all()) {
        expect(await textLines(link), `nav link "${await link.textContent()}"`).toBe(1);
      }
      const call = header.locator('a[href^="tel:"]');
      expect(await textLines(call)).toBe(1);

      // The three groups sit side by side inside the bar: none overflows into the next.
      const row = header.locator(':scope > div');
      const overflow = await row.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const [logoBox, navBox, actionsBox] = await Promise.all([
        header.locator('a').first().boundingBox(),
        nav.boundingBox(),
        call.boundingBox(),
      ]);
      expect(logoBox!.x + logoBox!.width).toBeLessThanOrEqual(navBox!.x);
      expect(navBox!.x + navBox!.width).toBeLessThanOrEqual(actionsBox!.x);
      expect((await header.boundingBox())!.height).toBeLessThanOrEqual(65);
    });
  }

  test('just below 1280 px the links wait in the menu, and the wordmark stays whole', async ({ page }) => {
    await page.setViewportSize({ width: 1279, height: 800 });
    await page.goto('/');
    await forceFont(page, 'DejaVu Sans');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation')).toBeHidden();
    await expect(header.getByRole('button', { name: ui.en.menu })).toBeVisible();
    const cut = await header
      .locator('a')
      .first()
      .locator('span span')
      .evaluateAll((lines) => lines.filter((el) => el.scrollWidth > el.clientWidth).length);
    expect(cut).toBe(0);
  });

  test('the header links to the price estimator, as does the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: ui.en.nav.pricing })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: ui.en.nav.pricing, exact: true }),
    ).toHaveAttribute('href', '/pricing');
  });
});

test.describe('on a phone', () => {
  test.use(phone);

  test('the wordmark stays whole at 390 px in the widest fallback font', async ({ page }) => {
    for (const path of ['/', '/es']) {
      await page.goto(path);
      await forceFont(page, 'DejaVu Sans');
      const header = page.getByRole('banner');
      const cut = await header
        .locator('a')
        .first()
        .locator('span span')
        .evaluateAll((lines) => lines.filter((el) => el.scrollWidth > el.clientWidth).length);
      expect(cut, path).toBe(0);
      expect(await header.locator(':scope > div').evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    }
  });

  for (const path of ['/pricing', '/why-choose-us', '/resources/epoxy-flooring-cost-guide']) {
    test(`${path}: every table wider than the screen shows that it scrolls, until its end is in view`, async ({
      page,
    }) => {
      await page.goto(path);
      const boxes = page.locator('.table-scroll');
      let wide = 0;
      for (const box of await boxes.all()) {
        await box.scrollIntoViewIfNeeded();
        const hidden = await box.evaluate((el) => el.scrollWidth - el.clientWidth);
        if (hidden <= 1) continue;
        wide += 1;
        const frame = box.locator('xpath=ancestor::div[contains(@class, "table-scroll-frame")][1]');
        const hint = frame.locator('[data-slot="table-scroll-hint"]');
        await expect(hint, 'a table that scrolls says so').toBeVisible();
        await expect(hint).toHaveCSS('opacity', '1');
        // Above the table, not over it: the hint covers no cell.
        const [hintBox, tableBox] = await Promise.all([hint.boundingBox(), box.boundingBox()]);
        expect((hintBox?.y ?? 0) + (hintBox?.height ?? 0)).toBeLessThanOrEqual(tableBox?.y ?? 0);
        await box.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        await expect(hint).toHaveCSS('opacity', '0');
      }
      expect(wide, 'the page has a table wider than the phone').toBeGreaterThan(0);
    });
  }

  for (const path of ['/es', '/es/contact']) {
    test(`${path}: each quote button keeps its label on one line`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const card = page.locator('[aria-labelledby="estimate-fallback-title"]');
      const buttons = card.locator('a[href^="tel:"], a[href^="sms:"], a[href^="mailto:"][href*="subject="]');
      await expect(buttons).toHaveCount(3);
      for (const button of await buttons.all()) {
        expect(await textLines(button), (await button.textContent()) ?? '').toBe(1);
      }
    });
  }

  for (const path of ['/', '/es', '/contact', '/es/contact', '/gallery']) {
    test(`${path}: no phone number breaks over two lines, in the site's font or the widest fallback`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      expect(await splitPhoneNumbers(page, numbers)).toEqual([]);
      await forceFont(page, 'DejaVu Sans');
      expect(await splitPhoneNumbers(page, numbers)).toEqual([]);
    });
  }

  test('the home page links to the price estimator in its content, in both languages', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main a[href="/pricing"]').first()).toBeVisible();
    await page.goto('/es');
    await expect(page.locator('main a[href="/es/pricing"]').first()).toBeVisible();
  });
});
