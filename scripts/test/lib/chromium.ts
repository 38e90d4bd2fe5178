/**
 * Which Chromium this project starts, and with which flags: CHROMIUM_PATH, else Debian's `chromium` (CI and
 * shared machines, where nothing may download a browser), else Playwright's own once installed.
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

/** The Chromium to start; CHROMIUM_PATH is taken as given, so a wrong one is reported, not replaced. */
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
 * Flags for a headless Chromium on a closed network: no background traffic, no sandbox (CI runs as root in
 * a container), and --disable-gpu for Debian's launcher, which turns on GPU rasterization.
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
/** With no Chromium at all, Debian's path, so launching fails naming it. */
export const chromiumPath = chromium?.path ?? debianChromium;
export const chromiumArgs = chromiumArgsFor(chromium);
