/**
 * How this project starts Chromium: Debian's package (no tool may download a browser) with the flags
 * headless Chromium needs on a machine with a closed network. Shared by Playwright, Lighthouse and
 * the screenshot script.
 */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
