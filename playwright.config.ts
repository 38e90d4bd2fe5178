import { join } from 'node:path';

import { defineConfig, devices } from '@playwright/test';

import { configuredPort, thirdPartyOrigin } from './e2e/configured-site.ts';
import { chromiumArgs, chromiumPath } from './scripts/test/lib/chromium.ts';
import { brotliProblem, nginxDir, portsFromEnv } from './scripts/test/nginx.ts';

/**
 * Browser tests run against the built site (`npm run build` first), served by nginx (Debian's or
 * Homebrew's) with the site file the build wrote, dist/_nginx-site.conf (scripts/test/nginx.ts), so every page is tested
 * under the real headers and Content-Security-Policy, in the Chromium scripts/test/lib/chromium.ts picks
 * (CHROMIUM_PATH, else Debian's, else Playwright's own): the test tools download no browser.
 * A second server builds and serves the site with the estimate form and analytics configured.
 */
// PORT (and CONFIGURED_PORT) let several checkouts run their browser tests side by side; nginx
// also listens on TLS_PORT (https, self-signed) and REDIRECT_PORT (http -> https), see scripts/test/nginx.ts.
const port = Number(process.env['PORT'] ?? 4321);
const { tlsPort, redirectPort } = portsFromEnv(port);
// For e2e/serving.spec.ts (workers inherit this environment).
process.env['TLS_PORT'] = String(tlsPort);
process.env['REDIRECT_PORT'] = String(redirectPort);
process.env['NGINX_CERT'] = join(nginxDir(port), 'cert.pem');
// For its brotli test: why this machine's nginx cannot serve .br files, and what to install ('' if it can).
process.env['NGINX_BROTLI_PROBLEM'] = brotliProblem() ?? '';
const node = process.execPath;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  // No retry, in CI either: a test that passes on a second try is a flake to fix, not to hide.
  retries: 0,
  reporter: [['list'], ...(process.env['CI'] ? [] : [['html', { open: 'never' }] as const])],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about as much as the test itself on a 2-core machine, so a trace is
    // taken only when a failed test is run again (--retries 1 by hand). Locally: --trace on.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // One browser; specs that need a phone say so with `test.use(phone)` from e2e/viewports.ts.
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [
    {
      // Real servers on other origins for the analytics collector and the estimate form's host.
      command: 'node e2e/third-party-server.ts',
      url: `${thirdPartyOrigin}/collected`,
      reuseExistingServer: !process.env['CI'],
      timeout: 10_000,
    },
    {
      command: `${node} scripts/test/nginx.ts dist ${port}`,
      url: `http://127.0.0.1:${port}/`,
      env: { TLS_PORT: String(tlsPort), REDIRECT_PORT: String(redirectPort) },
      reuseExistingServer: !process.env['CI'],
      timeout: 60_000,
    },
    {
      // A second build with every documented setting on (scripts/build/lib/configured-settings.ts: the form,
      // its Spanish twin, loader, ready message and prefill, analytics, the CMS), pointing at the
      // stand-in third parties (e2e/third-party-server.ts), made by `npm run build` itself so it passes
      // the same checks and budgets as a deployed build. `npm test` has made it already (a job of
      // scripts/test/run-checks.ts); e2e/test-builds.ts makes it here only when it is stale.
      command: `${node} e2e/test-builds.ts --if-stale configured && ${node} scripts/test/nginx.ts dist-configured ${configuredPort}`,
      url: `http://127.0.0.1:${configuredPort}/`,
      env: { TLS_PORT: String(tlsPort + 1), REDIRECT_PORT: String(redirectPort + 1) },
      reuseExistingServer: !process.env['CI'],
      timeout: 300_000,
    },
  ],
});
