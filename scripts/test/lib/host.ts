/**
 * The machine as the test tools see it, behind one interface so the discovery in chromium.ts and nginx.ts
 * and setup-test-tools.ts's plan are unit-tested against made-up machines.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface Host {
  platform: NodeJS.Platform;
  /** The user id, 0 for root; undefined where there is none (Windows). */
  uid: number | undefined;
  env: Readonly<Record<string, string | undefined>>;
  isFile(path: string): boolean;
  readFile(path: string): string | undefined;
  /** Runs a short command to its end; status null when it could not start at all. */
  run(command: string, args: readonly string[]): { status: number | null; output: string };
}

export const realHost: Host = {
  platform: process.platform,
  uid: process.getuid?.(),
  env: process.env,
  isFile: (path) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  },
  readFile: (path) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return undefined;
    }
  },
  run: (command, args) => {
    const result = spawnSync(command, args, { encoding: 'utf8', timeout: 10_000 });
    return {
      status: result.error ? null : result.status,
      output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
    };
  },
};

export function onPath(name: string, host: Host): string | undefined {
  const windows = host.platform === 'win32';
  const dirs = (host.env['PATH'] ?? '').split(windows ? ';' : ':').filter(Boolean);
  const names = windows ? [`${name}.exe`, `${name}.cmd`] : [name];
  return dirs.flatMap((dir) => names.map((file) => join(dir, file))).find((path) => host.isFile(path));
}

/** Which install instructions apply: Debian and Ubuntu (by ID_LIKE too), macOS (Homebrew), or none. */
export type System = 'debian' | 'ubuntu' | 'macos' | 'windows' | 'other';

export function systemOf(host: Host): System {
  if (host.platform === 'win32') return 'windows';
  if (host.platform === 'darwin') return 'macos';
  if (host.platform !== 'linux') return 'other';
  const release = host.readFile('/etc/os-release') ?? '';
  const field = (key: string): string[] =>
    (new RegExp(`^${key}="?([^"\\n]*)"?$`, 'm').exec(release)?.[1] ?? '').split(/\s+/).filter(Boolean);
  const ids = [...field('ID'), ...field('ID_LIKE')];
  // Ubuntu first: its derivatives (Mint, Pop!_OS) also say "debian" in ID_LIKE but use Ubuntu's archive.
  if (ids.includes('ubuntu')) return 'ubuntu';
  if (ids.includes('debian')) return 'debian';
  return 'other';
}

export type Tool = 'chromium' | 'shell' | 'nginx' | 'brotli' | 'java' | 'openssl' | 'hunspell';

/** Tools whose absence does not stop the tests: one test fails without brotli, the browser tests run slower without the shell. */
export const optionalTools: readonly Tool[] = ['brotli', 'shell'];

export const toolNames: Record<Tool, string> = {
  chromium: 'Chromium',
  shell:
    "Chromium's headless shell (the browser tests run on the full Chromium without it, about a quarter slower)",
  nginx: 'nginx',
  brotli: "nginx's brotli_static module",
  java: 'Java (for the Nu HTML checker)',
  openssl: 'openssl',
  hunspell: 'hunspell with its Spanish dictionary (the spelling check of the Spanish pages)',
};

/** Where hunspell finds the es_ES dictionary: Debian's hunspell-es, then Homebrew's and macOS folders. */
export function spanishDictionaries(host: Pick<Host, 'env'>): string[] {
  return [
    '/usr/share/hunspell/es_ES.dic',
    '/opt/homebrew/share/hunspell/es_ES.dic',
    '/usr/local/share/hunspell/es_ES.dic',
    ...(host.env['HOME'] ? [join(host.env['HOME'], 'Library/Spelling/es_ES.dic')] : []),
  ];
}

/**
 * The apt package of each tool on Debian. Ubuntu has no Chromium outside snap, which a container or CI
 * runner cannot run, so there the browser is Playwright's (see chromium.ts).
 */
export const aptPackages: Record<Tool, readonly string[]> = {
  chromium: ['chromium', 'chromium-headless-shell'],
  shell: ['chromium-headless-shell'],
  nginx: ['nginx'],
  brotli: ['libnginx-mod-http-brotli-static'],
  java: ['default-jre-headless'],
  openssl: ['openssl'],
  hunspell: ['hunspell', 'hunspell-es'],
};

/** Homebrew's formula of each tool; Chromium comes from Playwright, brotli has none. */
const brewPackages: Partial<Record<Tool, string>> = {
  nginx: 'nginx',
  java: 'openjdk',
  openssl: 'openssl',
  hunspell: 'hunspell',
};

/** Downloads Playwright's own Chromium (and, on Linux, the libraries it needs). */
const playwrightInstall = (system: System): string =>
  system === 'debian' || system === 'ubuntu' || system === 'other'
    ? 'npx playwright install --with-deps chromium'
    : 'npx playwright install chromium';

/** How the brotli module gets onto a system that has no package for it (Homebrew's nginx). */
export const brotliByHand =
  'build google/ngx_brotli as a dynamic module for this nginx (./configure --with-compat ' +
  '--add-dynamic-module=ngx_brotli, at the version `nginx -v` prints) and put ' +
  'ngx_http_brotli_static_module.so in /opt/homebrew/lib/nginx/modules (/usr/local/lib/nginx/modules on Intel)';

export function installHint(tools: readonly Tool[], system: System): string[] {
  if (tools.length === 0) return [];
  if (system === 'windows')
    return [
      'npm test runs on Linux or macOS: on Windows run it inside WSL 2 ' +
        '(`wsl --install -d Debian`, then `npm ci && npm test` there as root or with sudo).',
    ];
  const lines: string[] = [];
  if (system === 'debian' || system === 'ubuntu') {
    const apt = tools
      .filter((tool) => system === 'debian' || (tool !== 'chromium' && tool !== 'shell'))
      .flatMap((t) => aptPackages[t]);
    if (apt.length > 0) lines.push(`sudo apt-get install ${apt.join(' ')}`);
    if (system === 'ubuntu' && tools.includes('chromium')) lines.push(playwrightInstall(system));
    return lines;
  }
  if (system === 'macos') {
    const brew = tools.flatMap((tool) => brewPackages[tool] ?? []);
    if (brew.length > 0) lines.push(`brew install ${brew.join(' ')}`);
    if (tools.includes('java'))
      lines.push(
        "then put Homebrew's Java on the PATH as `brew info openjdk` says (macOS's own `java` is a stub)",
      );
    if (tools.includes('hunspell'))
      lines.push(
        `then put a Spanish dictionary (es_ES.dic and es_ES.aff, e.g. from LibreOffice's dictionaries) in ~/Library/Spelling`,
      );
    if (tools.includes('chromium')) lines.push(playwrightInstall(system));
    if (tools.includes('brotli'))
      lines.push(
        "Homebrew's nginx has no brotli module: without it only the brotli test in " +
          `e2e/serving.spec.ts fails; to add it, ${brotliByHand}`,
      );
    return lines;
  }
  const named = tools
    .filter((tool) => tool !== 'chromium' && tool !== 'shell')
    .map((tool) => toolNames[tool]);
  if (named.length > 0) lines.push(`install with your package manager: ${named.join(', ')}`);
  if (tools.includes('chromium')) lines.push(playwrightInstall(system));
  return lines;
}
