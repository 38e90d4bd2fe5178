/**
 * Which Chromium this project starts, and with which flags: CHROMIUM_PATH, else Debian's
 * `chromium-headless-shell`, else Debian's `chromium` (CI and shared machines, where nothing may
 * download a browser), else Playwright's own once installed.
 *
 * The headless shell is the same Blink without the browser around it (Playwright's own default for
 * headless runs): the browser suite takes about a quarter less time on it than on `chromium --headless`
 * (docs/performance.md). Lighthouse asks for the full browser (`full`), as its figures were measured on it.
 */
import { chromium as playwrightChromium } from '@playwright/test';

import { onPath, realHost, type Host } from './host.ts';

export interface FoundChromium {
  path: string;
  source: 'CHROMIUM_PATH' | 'debian' | 'playwright';
}

const debianChromium = '/usr/bin/chromium';
export const debianShell = '/usr/bin/chromium-headless-shell';

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
  { full = false }: { full?: boolean } = {},
): FoundChromium | undefined {
  const chosen = host.env['CHROMIUM_PATH'];
  if (chosen) return { path: chosen, source: 'CHROMIUM_PATH' };
  const shell = full
    ? undefined
    : (onPath('chromium-headless-shell', host) ?? (host.isFile(debianShell) ? debianShell : undefined));
  if (shell) return { path: shell, source: 'debian' };
  const debian = onPath('chromium', host) ?? (host.isFile(debianChromium) ? debianChromium : undefined);
  if (debian) return { path: debian, source: 'debian' };
  const own = playwright();
  if (own && host.isFile(own)) return { path: own, source: 'playwright' };
  return undefined;
}

/**
 * Flags for a headless Chromium on a closed network: no background traffic, no sandbox (CI runs as root in
 * a container), --disable-gpu for Debian's launcher, which turns on GPU rasterization, and for the
 * headless shell no GPU process.
 */
export function chromiumArgsFor(found: FoundChromium | undefined): string[] {
  return [
    '--no-sandbox',
    ...(found?.source === 'playwright' ? [] : ['--disable-gpu']),
    // The shell composites in software anyway: in the browser process, without a GPU process to
    // talk to (the axe sweep 12% faster in one pair of runs, 4% in another).
    ...(found?.path.endsWith('chromium-headless-shell')
      ? ['--in-process-gpu', '--disable-gpu-compositing']
      : []),
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

/** The full browser, for Lighthouse. */
export function fullChromium(): { path: string; args: string[] } {
  const found = findChromium(realHost, playwrightPath, { full: true });
  return { path: found?.path ?? debianChromium, args: chromiumArgsFor(found) };
}
