import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

/**
 * A `test` for the sweeps that visit every page (axe at two widths, ...): each worker keeps one
 * page per set of context options and every test of the sweep navigates that same page to its own
 * address, instead of opening a fresh context (and renderer) for each of a hundred-odd pages.
 *
 * Every address is still a fresh document, loaded from the server. The site keeps nothing in
 * cookies or storage (no `localStorage`, `sessionStorage` or cookie anywhere in src/), so nothing
 * carries over from one page to the next; the cookies are cleared before each test all the same.
 * In a renderer that has already compiled the page's scripts and axe-core, a page costs about a
 * quarter of the CPU time a fresh context costs (measured: 0.7 s against 2.9 s of CPU per page for
 * axe, on the 2-core machine), and the browser suite is bound by CPU.
 *
 * As with e2e/csp.ts, each test fails on any Content-Security-Policy violation during it.
 */
export interface Sweep {
  /** The worker's page for these options (with the project's baseURL), made the first time they are asked for. */
  page(options: BrowserContextOptions): Promise<Page>;
  /** CSP violations reported since the current test began. */
  violations: string[];
}

export const test = base.extend<{ cspClean: void }, { sweep: Sweep }>({
  sweep: [
    async ({ browser }, use, workerInfo) => {
      // The project's own context settings (base URL, user agent...), then the sweep's.
      const { baseURL, userAgent, screen, deviceScaleFactor, locale, timezoneId } = workerInfo.project.use;
      const defaults: BrowserContextOptions = Object.fromEntries(
        Object.entries({ baseURL, userAgent, screen, deviceScaleFactor, locale, timezoneId }).filter(
          ([, value]) => value !== undefined,
        ),
      );
      const contexts = new Map<string, { context: BrowserContext; page: Page }>();
      const violations: string[] = [];
      const sweep: Sweep = {
        violations,
        async page(options) {
          const key = JSON.stringify(options);
          const open = contexts.get(key);
          if (open) {
            await open.context.clearCookies();
            return open.page;
          }
          const context = await browser.newContext({ ...defaults, ...options });
          await context.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
          await context.addInitScript(() => {
            document.addEventListener('securitypolicyviolation', (event) => {
              const report = (window as unknown as { __reportCspViolation: (text: string) => void })
                .__reportCspViolation;
              report(
                `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
              );
            });
          });
          const page = await context.newPage();
          page.on('console', (message) => {
            if (message.type() === 'error' && /Content Security Policy/.test(message.text())) {
              violations.push(`${new URL(page.url()).pathname}: ${message.text()}`);
            }
          });
          contexts.set(key, { context, page });
          return page;
        },
      };
      await use(sweep);
      for (const { context } of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
  cspClean: [
    async ({ sweep }, use) => {
      sweep.violations.length = 0;
      await use();
      expect(sweep.violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
