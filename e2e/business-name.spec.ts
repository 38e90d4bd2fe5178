/**
 * The company name in the header wordmark, for the owner's name and for the names a rename must
 * survive (src/test/business-names.ts): the Logo component is rendered with each name and put in
 * place of the built page's logo, so the site's real CSS lays it out. Every word shows (no "…", no
 * clipped line), the logo stays inside the 64 px bar and leaves the links on one line, on a 390 px
 * phone and on 1024 and 1280 px laptops.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from '@playwright/test';

import { Logo } from '#src/components/layout/logo.tsx';
import { business } from '#src/data/business.ts';
import { hardNames } from '#src/test/business-names.ts';
import { desktop, phone } from './viewports.ts';

const names = [business.name, ...hardNames];

// 1024 px: the links join the bar and leave the logo as little room as a phone does.
for (const [device, viewport] of [
  ['390 px phone', phone],
  ['1024 px laptop', { ...desktop, viewport: { width: 1024, height: 768 } }],
  ['1280 px laptop', desktop],
] as const) {
  test.describe(`the header wordmark on a ${device}`, () => {
    test.use(viewport);

    for (const path of ['/', '/es']) {
      test(`shows each name whole on ${path}`, async ({ page }) => {
        await page.goto(path);
        for (const name of names) {
          const markup = renderToStaticMarkup(createElement(Logo, { name, href: '/' }));
          const shown = await page.locator('header').evaluate((header, html) => {
            header.querySelector('a')?.replaceWith(document.createRange().createContextualFragment(html));
            const logo = header.querySelector('a');
            const lines = [...(logo?.querySelectorAll<HTMLElement>(':scope > span > span') ?? [])];
            const bar = header.firstElementChild?.getBoundingClientRect();
            const box = logo?.getBoundingClientRect();
            return {
              text: lines.map((line) => line.textContent.trim()).join(' '),
              // A line that needs more room than it has is cut: "…", or a hidden line (more than half a
              // line of height beyond the box: the brand face's ascent and descent alone overhang a
              // tight line box by a pixel, which clips nothing).
              cut: lines
                .filter(
                  (line) =>
                    line.scrollWidth > line.clientWidth ||
                    line.scrollHeight - line.clientHeight > parseFloat(getComputedStyle(line).lineHeight) / 2,
                )
                .map((line) => line.textContent),
              inBar: Boolean(bar && box && box.top >= bar.top && box.bottom <= bar.bottom),
              overflow:
                (header.firstElementChild?.scrollWidth ?? 0) > (header.firstElementChild?.clientWidth ?? 0),
              // From 1024 px the links sit in the bar: a wider logo must not push one onto two lines.
              wrappedLinks: [...header.querySelectorAll<HTMLElement>('nav a')]
                .filter((link, _, links) => link.offsetHeight > Math.min(...links.map((l) => l.offsetHeight)))
                .map((link) => link.textContent),
            };
          }, markup);
          expect.soft(shown, name).toEqual({
            text: name,
            cut: [],
            inBar: true,
            overflow: false,
            wrappedLinks: [],
          });
        }
      });
    }
  });
}
