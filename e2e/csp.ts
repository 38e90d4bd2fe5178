import { expect, test as base, type Page } from '@playwright/test';

/**
 * `test` whose page records every Content-Security-Policy violation (the browser's
 * `securitypolicyviolation` events and its "Refused to ..." console errors) and fails the test if
 * there was any. The site is served by nginx with its real CSP header (playwright.config.ts) and each
 * page's own <meta> policy, so a spec that uses this `test` checks each page it visits under both.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void })
            .__reportCspViolation;
          report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
        });
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
          violations.push(`${new URL(page.url()).pathname}: ${message.text()}`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The policy a page carries in its <meta> (the site's pages hold their own there, with their hashes; the
 * header adds only what a <meta> cannot carry): directive -> sources.
 */
export function metaPolicy(html: string): Map<string, string[]> {
  const content = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(html)?.[1] ?? '';
  return new Map(
    content
      .replace(/&#39;|&apos;/g, "'")
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The policy of the page open in `page`, from its <meta>. */
export async function pagePolicy(page: Page): Promise<Map<string, string[]>> {
  return metaPolicy(await page.content());
}

export { expect };
