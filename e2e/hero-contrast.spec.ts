import type { Page } from '@playwright/test';
import sharp from 'sharp';

import { sitemapPaths } from './sitemap.ts';
import { expect, test } from './sweep.ts';
import { desktop, phone } from './viewports.ts';

/**
 * Heroes put their words over a photo with only a partial wash, so the contrast checkers cannot see
 * what is behind the text (axe reports text over an image as "incomplete"). This test measures it:
 * it notes every run of hero text with its colour and size, hides the text, photographs the hero, and
 * compares the colour with the brightest pixels under each run (the 99th percentile, so a speck of
 * grain does not count), against WCAG AA: 4.5:1, or 3:1 for large text.
 */

/** The home page, every service and every city: one of each kind of hero photo, and all of them in use. */
const routes = sitemapPaths().filter((path) => path === '/' || /^\/(services|locations)\/[^/]+$/.test(path));

interface TextRun {
  text: string;
  colour: [number, number, number];
  large: boolean;
  rects: { x: number; y: number; width: number; height: number }[];
}

/** Relative luminance (WCAG) of an sRGB colour in 0-255. */
function luminance([r, g, b]: readonly number[]): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r ?? 0) + 0.7152 * lin(g ?? 0) + 0.0722 * lin(b ?? 0);
}

/** The hero's text runs that sit on the photo (not on a button's own solid background). */
async function heroText(page: Page): Promise<TextRun[]> {
  return page.locator('[data-slot="hero"]').evaluate((hero) => {
    const box = hero.getBoundingClientRect();
    const runs: TextRun[] = [];
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent) continue;
      // Skip text on an opaque background of its own (the orange quote button).
      let solid = false;
      for (let el: HTMLElement | null = parent; el && el !== hero; el = el.parentElement) {
        const alpha = /rgba?\(([^)]+)\)/.exec(getComputedStyle(el).backgroundColor)?.[1]?.split(',')[3];
        if (
          getComputedStyle(el).backgroundColor !== 'rgba(0, 0, 0, 0)' &&
          (alpha === undefined || Number(alpha) > 0.95)
        ) {
          solid = true;
          break;
        }
      }
      if (solid) continue;
      const style = getComputedStyle(parent);
      const rgb = style.color.match(/[\d.]+/g) ?? ['0', '0', '0'];
      const size = parseFloat(style.fontSize);
      const weight = Number(style.fontWeight);
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()]
        .filter((r) => r.width > 1 && r.height > 1)
        .map((r) => ({ x: r.x - box.x, y: r.y - box.y, width: r.width, height: r.height }));
      runs.push({
        text: text.slice(0, 40),
        colour: [Number(rgb[0]), Number(rgb[1]), Number(rgb[2])],
        large: size >= 24 || (size >= 18.66 && weight >= 700),
        rects,
      });
    }
    return runs;
  });
}

for (const [name, device] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`hero text over its photo at ${name} width`, () => {
    for (const path of routes) {
      test(`meets AA contrast on ${path}`, async ({ sweep }) => {
        // One page per width per worker (e2e/sweep.ts): the next address undoes this test's changes.
        const page = await sweep.page(device);
        await page.goto(path);
        const hero = page.locator('[data-slot="hero"]');
        const photo = hero.locator('img').first();
        await expect
          .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        // Text measured in its final font, so the runs sit where the capture shows them.
        await page.evaluate(() => document.fonts.ready);
        const runs = await heroText(page);
        expect(runs.length).toBeGreaterThan(2);
        // Through the CSSOM: the site's Content-Security-Policy allows no injected style sheet. The
        // sticky header and the phone's action bar are hidden: they are not what the text sits on.
        await hero.evaluate((el) => {
          for (const node of [el, ...el.querySelectorAll<HTMLElement | SVGElement>('*')]) {
            node.style.setProperty('color', 'transparent', 'important');
            node.style.setProperty('text-shadow', 'none', 'important');
          }
          for (const node of document.querySelectorAll<HTMLElement>('body *')) {
            const position = getComputedStyle(node).position;
            if (position === 'fixed' || position === 'sticky')
              node.style.setProperty('visibility', 'hidden', 'important');
          }
        });
        // A full-page capture clipped to the hero (a phone's hero is taller than the viewport), its
        // box in page coordinates read in one go, so a scroll in between cannot shift the clip.
        const clip = await hero.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
        });
        const shot = await page.screenshot({ fullPage: true, clip });
        const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
        const scaleX = info.width / clip.width;
        const scaleY = info.height / clip.height;
        const failures: string[] = [];
        for (const run of runs) {
          const lums: number[] = [];
          for (const r of run.rects) {
            for (
              let y = Math.max(0, Math.floor(r.y * scaleY));
              y < Math.min(info.height, Math.ceil((r.y + r.height) * scaleY));
              y++
            ) {
              for (
                let x = Math.max(0, Math.floor(r.x * scaleX));
                x < Math.min(info.width, Math.ceil((r.x + r.width) * scaleX));
                x++
              ) {
                const o = (y * info.width + x) * 3;
                lums.push(luminance([data[o]!, data[o + 1]!, data[o + 2]!]));
              }
            }
          }
          if (lums.length === 0) continue;
          lums.sort((a, b) => a - b);
          const text = luminance(run.colour);
          // The text is light on a darkened photo: its worst case is the brightest background.
          const background = lums[Math.floor(lums.length * 0.99)]!;
          const ratio = (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
          const needed = run.large ? 3 : 4.5;
          if (ratio < needed) failures.push(`"${run.text}": ${ratio.toFixed(2)}:1, needs ${needed}:1`);
        }
        expect(failures, `${path} at ${name} width`).toEqual([]);
      });
    }
  });
}
