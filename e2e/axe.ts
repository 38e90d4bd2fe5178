import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * axe-core's minified build (654 kB, against 1.48 MB for the `axe.source` the package exports): the
 * same rules, sent to and compiled by each page in less time (about 20 ms a page).
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 level A and AA, the site's bar. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's WCAG 2.2 A/AA violations on the page as it is now, one line each ("rule: selectors"), so a
 * failing test names what to fix.
 *
 * axe-core runs in the page itself, evaluated once per document. Only violations are collected in
 * full (passes cost as much again). Frames are left out: the only frame the site ever shows is the
 * estimate form's, a third party's page on another origin; axe still checks the frame's own
 * element (its title) in the page. On a page reused from test to test (e2e/sweep.ts) the renderer
 * has compiled axe before, which is what makes a sweep of every page cheap.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  type WithAxe = Window & { axe?: typeof axe };
  if (!(await page.evaluate(() => Boolean((window as WithAxe).axe)))) await page.evaluate(axeSource);
  return page.evaluate(async (values) => {
    const run = (window as WithAxe).axe?.run;
    if (!run) throw new Error('axe-core did not load in the page');
    const { violations } = await run(document, {
      runOnly: { type: 'tag', values },
      resultTypes: ['violations'],
      iframes: false,
    });
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, wcagTags);
}
