import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 level A and AA, the site's bar. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's WCAG 2.2 A/AA violations on the page as it is now, one line each ("rule: selectors"), so a
 * failing test names what to fix. Only violations are collected in full (passes cost as much
 * again), and axe runs in the page itself (legacy mode) instead of finishing in a second blank page:
 * about three times faster. Legacy mode skips cross-origin frames, which are third parties' pages.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // options() replaces what withTags() sets, so it comes first.
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(wcagTags)
    .setLegacyMode()
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
