import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

/**
 * Browser tests run against the built site (`npm run build` first), served by `astro preview`,
 * in Debian's Chromium: no browser is downloaded. CHROMIUM_PATH overrides the binary.
 */
const port = 4321;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // One browser; specs that need a phone say so with `test.use(phone)` from e2e/viewports.ts.
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: `npx astro preview --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});
