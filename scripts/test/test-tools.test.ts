import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

import { chromiumArgsFor, findChromium } from './lib/chromium.ts';
import { installHint, onPath, systemOf, type Host } from './lib/host.ts';
import { renderNginxSite } from '#scripts/build/lib/nginx-site.ts';

import { findNginx, missingBrotli, nginxConfig, nginxLayout } from './nginx.ts';
import { plan, survey } from './setup-test-tools.ts';

const debianRelease = 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n';
const ubuntuRelease = 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n';
const debianNginxV =
  'nginx version: nginx/1.22.1\nconfigure arguments: --with-cc-opt=-ffile-prefix-map=/build/nginx=. ' +
  '--prefix=/usr/share/nginx --conf-path=/etc/nginx/nginx.conf --modules-path=/usr/lib/nginx/modules --with-compat';
const brewNginxV =
  'nginx version: nginx/1.27.4\nconfigure arguments: --prefix=/opt/homebrew/Cellar/nginx/1.27.4 ' +
  '--sbin-path=/opt/homebrew/Cellar/nginx/1.27.4/bin/nginx --conf-path=/opt/homebrew/etc/nginx/nginx.conf --with-compat';

/** Debian's tools where its packages put them, on root's PATH. */
const debianFiles = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-headless-shell',
  '/usr/sbin/nginx',
  '/etc/nginx/mime.types',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/bin/java',
  '/usr/bin/openssl',
  '/usr/bin/hunspell',
  '/usr/share/hunspell/es_ES.dic',
  '/usr/bin/apt-get',
];

interface Machine {
  platform?: NodeJS.Platform;
  uid?: number;
  path?: string;
  env?: Record<string, string>;
  files?: string[];
  osRelease?: string;
  nginxV?: string;
  sudo?: boolean;
  javaRuns?: boolean;
}

/** A made-up machine: only `files` exist, and only nginx -V, sudo -n and java -version answer. */
function machine(spec: Machine = {}): Host & { ran: string[] } {
  const files = new Set(spec.files ?? debianFiles);
  const ran: string[] = [];
  return {
    ran,
    platform: spec.platform ?? 'linux',
    uid: spec.uid ?? 0,
    env: { PATH: spec.path ?? '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', ...spec.env },
    isFile: (path) => files.has(path),
    readFile: (path) => (path === '/etc/os-release' ? (spec.osRelease ?? debianRelease) : undefined),
    run: (command, args) => {
      ran.push([command, ...args].join(' '));
      if (command.endsWith('nginx') && args[0] === '-V')
        return { status: 0, output: spec.nginxV ?? debianNginxV };
      if (command === 'sudo') return { status: spec.sudo ? 0 : 1, output: '' };
      if (command.endsWith('java')) return { status: spec.javaRuns === false ? 1 : 0, output: '' };
      return { status: null, output: '' };
    },
  };
}

const without = (...gone: string[]): string[] => debianFiles.filter((file) => !gone.includes(file));
/** Debian's two Chromium commands, the full browser and its headless shell. */
const debianBrowsers = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];
const playwrightChrome = '/home/ana/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';
const macChrome = '/Users/ana/Library/Caches/ms-playwright/chromium-1255/chrome-mac/Chromium.app';

describe('the machine', () => {
  it('finds a command on the PATH in PATH order', () => {
    const host = machine({ path: '/opt/bin:/usr/bin', files: ['/usr/bin/nginx', '/opt/bin/nginx'] });
    expect(onPath('nginx', host)).toBe('/opt/bin/nginx');
    expect(onPath('wrk', host)).toBeUndefined();
  });

  it('tells Debian, Ubuntu and their derivatives, macOS and Windows apart', () => {
    expect(systemOf(machine())).toBe('debian');
    expect(systemOf(machine({ osRelease: ubuntuRelease }))).toBe('ubuntu');
    expect(systemOf(machine({ osRelease: 'ID=linuxmint\nID_LIKE="ubuntu debian"\n' }))).toBe('ubuntu');
    expect(systemOf(machine({ osRelease: 'ID=raspbian\nID_LIKE=debian\n' }))).toBe('debian');
    expect(systemOf(machine({ osRelease: 'ID=fedora\n' }))).toBe('other');
    expect(systemOf(machine({ platform: 'darwin' }))).toBe('macos');
    expect(systemOf(machine({ platform: 'win32' }))).toBe('windows');
  });

  it('says how to install each tool there', () => {
    expect(installHint(['chromium', 'nginx', 'brotli', 'java'], 'debian')).toEqual([
      'sudo apt-get install chromium chromium-headless-shell nginx libnginx-mod-http-brotli-static default-jre-headless',
    ]);
    expect(installHint(['chromium', 'nginx'], 'ubuntu')).toEqual([
      'sudo apt-get install nginx',
      'npx playwright install --with-deps chromium',
    ]);
    const mac = installHint(['chromium', 'nginx', 'brotli', 'java'], 'macos');
    expect(mac.slice(0, 1)).toEqual(['brew install nginx openjdk']);
    expect(mac).toContain('npx playwright install chromium');
    expect(mac.join('\n')).toMatch(
      /Homebrew's nginx has no brotli module: without it only the brotli test .* build google\/ngx_brotli/,
    );
    expect(installHint(['nginx'], 'windows')[0]).toMatch(/WSL 2/);
  });
});

describe('Chromium', () => {
  it('takes CHROMIUM_PATH as given, even when nothing is there', () => {
    const host = machine({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' } });
    expect(findChromium(host, () => playwrightChrome)).toEqual({
      path: '/opt/chrome/chrome',
      source: 'CHROMIUM_PATH',
    });
  });

  it("prefers Debian's headless shell, then Debian's chromium on the PATH, else /usr/bin/chromium", () => {
    expect(findChromium(machine(), () => playwrightChrome)).toEqual({
      path: '/usr/bin/chromium-headless-shell',
      source: 'debian',
    });
    const fullOnly = machine({
      files: [...without('/usr/bin/chromium-headless-shell'), '/usr/local/bin/chromium'],
    });
    expect(findChromium(fullOnly, () => playwrightChrome)?.path).toBe('/usr/local/bin/chromium');
    const offPath = machine({ path: '/usr/local/bin', files: without('/usr/bin/chromium-headless-shell') });
    expect(findChromium(offPath, () => playwrightChrome)).toEqual({
      path: '/usr/bin/chromium',
      source: 'debian',
    });
  });

  it('gives Lighthouse the full browser when asked, even beside the shell', () => {
    expect(findChromium(machine(), () => playwrightChrome, { full: true })?.path).toBe('/usr/bin/chromium');
  });

  it("falls back to Playwright's own browser once it is installed, and to nothing", () => {
    const installed = machine({ files: [...without(...debianBrowsers), playwrightChrome] });
    expect(findChromium(installed, () => playwrightChrome)).toEqual({
      path: playwrightChrome,
      source: 'playwright',
    });
    expect(findChromium(machine({ files: without(...debianBrowsers) }), () => playwrightChrome)).toBe(
      undefined,
    );
  });

  it("gives Debian's launcher --disable-gpu against its GPU rasterization, and every Chromium no sandbox", () => {
    const debian = chromiumArgsFor({ path: '/usr/bin/chromium', source: 'debian' });
    const own = chromiumArgsFor({ path: playwrightChrome, source: 'playwright' });
    expect(debian).toContain('--disable-gpu');
    expect(own).not.toContain('--disable-gpu');
    expect(debian).not.toContain('--in-process-gpu');
    expect(chromiumArgsFor({ path: '/usr/bin/chromium-headless-shell', source: 'debian' })).toEqual(
      expect.arrayContaining(['--disable-gpu', '--in-process-gpu', '--disable-gpu-compositing']),
    );
    for (const args of [debian, own]) {
      expect(args).toEqual(expect.arrayContaining(['--no-sandbox', '--disable-background-networking']));
    }
  });
});

describe('nginx', () => {
  it("finds Debian's in /usr/sbin even when the PATH lacks it (a normal user's PATH)", () => {
    expect(findNginx(machine({ path: '/usr/local/bin:/usr/bin:/bin' }))).toBe('/usr/sbin/nginx');
  });

  it("finds Homebrew's on Apple silicon and Intel Macs, and the PATH's first", () => {
    const mac = (files: string[]) => machine({ platform: 'darwin', path: '/usr/bin:/bin', files });
    expect(findNginx(mac(['/opt/homebrew/bin/nginx']))).toBe('/opt/homebrew/bin/nginx');
    expect(findNginx(mac(['/usr/local/bin/nginx']))).toBe('/usr/local/bin/nginx');
    expect(findNginx(machine({ path: '/opt/nginx/sbin', files: ['/opt/nginx/sbin/nginx'] }))).toBe(
      '/opt/nginx/sbin/nginx',
    );
    expect(findNginx(machine({ files: without('/usr/sbin/nginx') }))).toBeUndefined();
  });

  it("reads Debian's module folder and mime.types from nginx -V", () => {
    expect(nginxLayout('/usr/sbin/nginx', machine())).toMatchObject({
      mimeTypes: '/etc/nginx/mime.types',
      brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    });
    const shareOnly = machine({
      files: [
        ...without('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
        '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
      ],
    });
    expect(nginxLayout('/usr/sbin/nginx', shareOnly).brotliModule).toBe(
      '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
    );
  });

  it("finds Homebrew's mime.types, and a brotli module put in Homebrew's lib folder", () => {
    const files = ['/opt/homebrew/bin/nginx', '/opt/homebrew/etc/nginx/mime.types'];
    const bare = machine({ platform: 'darwin', nginxV: brewNginxV, files });
    expect(nginxLayout('/opt/homebrew/bin/nginx', bare)).toMatchObject({
      mimeTypes: '/opt/homebrew/etc/nginx/mime.types',
      brotliModule: undefined,
    });
    expect(nginxLayout('/opt/homebrew/bin/nginx', bare).moduleDirs).toContain(
      '/opt/homebrew/Cellar/nginx/1.27.4/modules',
    );
    const module = '/opt/homebrew/lib/nginx/modules/ngx_http_brotli_static_module.so';
    const added = machine({ platform: 'darwin', nginxV: brewNginxV, files: [...files, module] });
    expect(nginxLayout('/opt/homebrew/bin/nginx', added).brotliModule).toBe(module);
  });

  it('says which module is missing, where it looked, and what installs it', () => {
    const host = machine({ files: without('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so') });
    const layout = nginxLayout('/usr/sbin/nginx', host);
    expect(missingBrotli(layout, 'debian')).toBe(
      '/usr/sbin/nginx has no brotli_static module (no ngx_http_brotli_static_module.so in ' +
        '/usr/lib/nginx/modules, /usr/share/nginx/modules, ' +
        '/opt/homebrew/lib/nginx/modules, /usr/local/lib/nginx/modules): ' +
        'sudo apt-get install libnginx-mod-http-brotli-static',
    );
    expect(missingBrotli(layout, 'macos')).toMatch(/build google\/ngx_brotli as a dynamic module/);
    expect(missingBrotli(nginxLayout('/usr/sbin/nginx', machine()), 'debian')).toBeUndefined();
  });

  it('loads the brotli module when there is one, and leaves brotli_static out when there is none', () => {
    const ports = { port: 5531, tlsPort: 6531, redirectPort: 7531 };
    const siteFile = renderNginxSite(
      readFileSync('deploy/nginx-site.template', 'utf8'),
      'https://www.example.com',
    );
    const withBrotli = nginxConfig(
      '/srv/dist',
      ports,
      nginxLayout('/usr/sbin/nginx', machine()),
      '/tmp/x',
      siteFile,
    );
    expect(withBrotli).toMatch(
      /^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m,
    );
    expect(withBrotli).toMatch(/^\s*brotli_static on;$/m);
    expect(withBrotli).toContain('include /etc/nginx/mime.types;');
    expect(withBrotli).toContain('listen 127.0.0.1:5531;');

    const host = machine({ files: without('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so') });
    const plain = nginxConfig('/srv/dist', ports, nginxLayout('/usr/sbin/nginx', host), '/tmp/x', siteFile);
    expect(plain).not.toMatch(/^\s*(brotli_static|load_module)/m);
    expect(plain).toMatch(/^\s*gzip_static on;$/m);
  });
});

describe('setting up the test tools', () => {
  it('does nothing on a machine that has everything, and runs nothing slow to find out', () => {
    const host = machine();
    expect(survey(host, () => '').missing).toEqual([]);
    expect(
      plan(
        host,
        survey(host, () => ''),
      ),
    ).toEqual({ kind: 'ready', notes: [] });
    expect(host.ran.filter((command) => !command.endsWith('nginx -V'))).toEqual([]);
  });

  it('installs what Debian lacks with apt-get as root, in one go', () => {
    const host = machine({ files: without('/usr/sbin/nginx', '/usr/bin/java', ...debianBrowsers) });
    const found = survey(host, () => '');
    expect(found.missing).toEqual(['chromium', 'nginx', 'brotli', 'java']);
    const apt = ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get'];
    expect(plan(host, found)).toEqual({
      kind: 'install',
      steps: [
        { command: [...apt, 'update', '-qq'] },
        {
          command: [
            ...apt,
            'install',
            '-y',
            '-qq',
            'chromium',
            'chromium-headless-shell',
            'nginx',
            'libnginx-mod-http-brotli-static',
            'default-jre-headless',
          ],
        },
      ],
    });
  });

  it('adds the headless shell beside a Debian Chromium without stopping on it', () => {
    const root = machine({ files: without('/usr/bin/chromium-headless-shell') });
    const found = survey(root, () => '');
    expect(found.missing).toEqual(['shell']);
    const result = plan(root, found);
    expect(
      result.kind === 'install' && result.steps.map((step) => [step.command.join(' '), step.optional]),
    ).toEqual([
      ['env DEBIAN_FRONTEND=noninteractive apt-get update -qq', undefined],
      ['env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', true],
    ]);
    const user = machine({ uid: 1000, sudo: false, files: without('/usr/bin/chromium-headless-shell') });
    const ready = plan(
      user,
      survey(user, () => ''),
    );
    expect(ready.kind).toBe('ready');
    expect(ready.kind === 'ready' && ready.notes.join('\n')).toMatch(
      /no Chromium's headless shell .*slower.*; sudo apt-get install chromium-headless-shell$/,
    );
  });

  it('installs hunspell and its Spanish dictionary when either is missing', () => {
    for (const gone of ['/usr/bin/hunspell', '/usr/share/hunspell/es_ES.dic']) {
      const host = machine({ files: without(gone) });
      const found = survey(host, () => '');
      expect(found.missing, gone).toEqual(['hunspell']);
      const result = plan(host, found);
      expect(result.kind === 'install' && result.steps.map((step) => step.command.join(' '))).toEqual([
        'env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
        'env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hunspell hunspell-es',
      ]);
    }
  });

  it('goes through sudo for a user with passwordless sudo', () => {
    const host = machine({ uid: 1000, sudo: true, files: [...without('/usr/bin/openssl'), '/usr/bin/sudo'] });
    const result = plan(
      host,
      survey(host, () => ''),
    );
    expect(result.kind === 'install' && result.steps.map((step) => step.command.join(' '))).toEqual([
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get update -qq',
      'sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openssl',
    ]);
  });

  it('stops with one message naming each missing tool and the apt-get line when it may not install', () => {
    const host = machine({
      uid: 1000,
      sudo: false,
      files: [...without('/usr/sbin/nginx', '/usr/bin/java'), '/usr/bin/sudo'],
    });
    expect(
      plan(
        host,
        survey(host, () => ''),
      ),
    ).toEqual({
      kind: 'stop',
      message: [
        'npm test needs tools that npm does not install, and this user is not root and has no passwordless sudo. ' +
          "Missing: nginx, nginx's brotli_static module, Java (for the Nu HTML checker).",
        'Install them, then run npm test again:',
        '  sudo apt-get install nginx libnginx-mod-http-brotli-static default-jre-headless',
      ].join('\n'),
    });
  });

  it("on Ubuntu, installs Playwright's Chromium and tries the brotli module on its own", () => {
    const host = machine({
      osRelease: ubuntuRelease,
      files: without(...debianBrowsers, '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'),
    });
    const result = plan(
      host,
      survey(host, () => playwrightChrome),
    );
    expect(result.kind === 'install' && result.steps).toEqual([
      { command: ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update', '-qq'] },
      {
        command: [
          'env',
          'DEBIAN_FRONTEND=noninteractive',
          'apt-get',
          'install',
          '-y',
          '-qq',
          'libnginx-mod-http-brotli-static',
        ],
        optional: true,
      },
      { command: ['npx', 'playwright', 'install', '--with-deps', 'chromium'] },
    ]);
  });

  it('on macOS, stops with the Homebrew and Playwright commands, and says what the brotli module costs', () => {
    const host = machine({
      platform: 'darwin',
      path: '/usr/bin:/bin',
      files: ['/usr/bin/java', '/usr/bin/openssl'],
      javaRuns: false,
    });
    const result = plan(
      host,
      survey(host, () => macChrome),
    );
    expect(result.kind).toBe('stop');
    const message = result.kind === 'stop' ? result.message : '';
    expect(message).toMatch(
      /^npm test needs tools that npm does not install, and this is macOS: install with Homebrew\./,
    );
    expect(message).toContain(
      "Missing: Chromium, nginx, nginx's brotli_static module, Java (for the Nu HTML checker), " +
        'hunspell with its Spanish dictionary (the spelling check of the Spanish pages).',
    );
    expect(message).toContain('  brew install nginx openjdk hunspell');
    expect(message).toContain('~/Library/Spelling');
    expect(message).toContain('  npx playwright install chromium');
    expect(message).toContain("  Homebrew's nginx has no brotli module");
    expect(message.split('\n').length).toBeLessThanOrEqual(8);
  });

  it('on Windows, points at WSL 2', () => {
    const host = machine({
      platform: 'win32',
      uid: undefined as unknown as number,
      path: 'C:\\Windows',
      files: [],
    });
    const result = plan(
      host,
      survey(host, () => ''),
    );
    expect(result.kind === 'stop' && result.message).toMatch(/on Windows run it inside WSL 2/);
  });

  it('runs the tests without the brotli module when it cannot install it, and says which test will fail', () => {
    const host = machine({
      platform: 'darwin',
      path: '/opt/homebrew/bin:/usr/bin',
      nginxV: brewNginxV,
      files: [
        '/opt/homebrew/bin/nginx',
        '/opt/homebrew/etc/nginx/mime.types',
        '/usr/bin/java',
        '/usr/bin/openssl',
        '/opt/homebrew/bin/hunspell',
        '/opt/homebrew/share/hunspell/es_ES.dic',
        macChrome,
      ],
    });
    const result = plan(
      host,
      survey(host, () => macChrome),
    );
    expect(result.kind).toBe('ready');
    expect(result.kind === 'ready' && result.notes.join('')).toMatch(
      /^setup-test-tools: the brotli test in e2e\/serving\.spec\.ts will fail: \/opt\/homebrew\/bin\/nginx has no brotli_static module/,
    );
  });

  it('names a CHROMIUM_PATH that points nowhere instead of installing another browser', () => {
    const host = machine({ env: { CHROMIUM_PATH: '/opt/chrome/chrome' } });
    const result = plan(
      host,
      survey(host, () => ''),
    );
    expect(result.kind === 'stop' && result.message).toContain(
      'CHROMIUM_PATH is /opt/chrome/chrome, which is not a file: fix or unset it.',
    );
  });

  it('elsewhere on Linux, names the tools and the Playwright command', () => {
    const host = machine({
      osRelease: 'ID=fedora\n',
      files: without('/usr/sbin/nginx', ...debianBrowsers),
    });
    const result = plan(
      host,
      survey(host, () => ''),
    );
    expect(result.kind === 'stop' && result.message.split('\n').slice(-2)).toEqual([
      "  install with your package manager: nginx, nginx's brotli_static module",
      '  npx playwright install --with-deps chromium',
    ]);
  });
});
