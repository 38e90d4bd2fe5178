/**
 * Which Chromium this project starts, and with which flags. Shared by Playwright, Lighthouse, the
 * bench and the screenshot script. In order:
 *   1. CHROMIUM_PATH, when set;
 *   2. Debian's package: `chromium` on the PATH, or /usr/bin/chromium (CI and the shared machines,
 *      where nothing may download a browser);
 *   3. Playwright's own browser, once `npx playwright install chromium` has put it in its cache
 *      (a contributor's macOS or Ubuntu).
 */
import { chromium as playwrightChromium } from '@playwright/test';

import { onPath, realHost, type Host } from './host.ts';

export interface FoundChromium {
  path: string;
  source: 'CHROMIUM_PATH' | 'debian' | 'playwright';
}

const debianChromium = '/usr/bin/chromium';

/** Where Playwright keeps its browser; '' when it cannot say. */
function playwrightPath(): string {
  try {
    return playwrightChromium.executablePath();
  } catch {
    return '';
  }
}

/**
 * The Chromium to start, or undefined when there is none. CHROMIUM_PATH is taken as given, even
 * when nothing is there: the caller reports it rather than silently starting another browser.
 */
export function findChromium(
  host: Host,
  playwright: () => string = playwrightPath,
): FoundChromium | undefined {
  const chosen = host.env['CHROMIUM_PATH'];
  if (chosen) return { path: chosen, source: 'CHROMIUM_PATH' };
  const debian = onPath('chromium', host) ?? (host.isFile(debianChromium) ? debianChromium : undefined);
  if (debian) return { path: debian, source: 'debian' };
  const own = playwright();
  if (own && host.isFile(own)) return { path: own, source: 'playwright' };
  return undefined;
}

/**
 * Flags for a headless Chromium on a machine with a closed network: no background requests, no
 * component or sync traffic, no QUIC, no first-run work, and no sandbox (CI runs as root in a
 * container, where Chromium's sandbox cannot start). Debian's launcher also turns on GPU
 * rasterization (/etc/chromium.d/default-flags), which a machine without a GPU cannot honour, so
 * its binary gets --disable-gpu as well.
 */
export function chromiumArgsFor(found: FoundChromium | undefined): string[] {
  return [
    '--no-sandbox',
    ...(found?.source === 'playwright' ? [] : ['--disable-gpu']),
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ];
}

const chromium = findChromium(realHost);
/**
 * With no Chromium at all, Debian's path: launching then fails naming it (`npm test` has stopped
 * earlier with the install commands, scripts/test/setup-test-tools.ts).
 */
export const chromiumPath = chromium?.path ?? debianChromium;
export const chromiumArgs = chromiumArgsFor(chromium);
