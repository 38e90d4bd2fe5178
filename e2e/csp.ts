import { expect, test as base } from '@playwright/test';

/**
 * `test` whose page records every Content-Security-Policy violation (the browser's
 * `securitypolicyviolation` events and its "Refused to ..." console errors) and fails the test if
 * there was any. The site is served by nginx with its real CSP header (playwright.config.ts), so a
 * spec that uses this `test` checks each page it visits under that policy.
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

export { expect };
