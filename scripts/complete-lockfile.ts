/**
 * Adds lock entries for platform-specific optional packages (other OSes and CPUs) that the npm
 * registry reachable from our machines does not carry at the locked version. `npm install` skips
 * such optional packages and leaves them out of package-lock.json, and then `npm ci` refuses the
 * lock as "out of sync". The entries written here say only what npm needs to skip them on this
 * platform (version, os, cpu, libc); on a machine of that platform npm fetches them normally.
 * Run after `npm install` changes the lock: node scripts/complete-lockfile.ts
 */
import { readFile, writeFile } from 'node:fs/promises';

interface Platform {
  cpu?: string[];
  os?: string[];
  libc?: string[];
}

interface LockEntry extends Platform {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}

const OSES = [
  'android',
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

/** Reads the platform a binary package is for from its name, e.g. "…-linux-arm64-musl". */
export function inferPlatform(name: string): Platform {
  const base = name.split('/').pop() ?? name;
  const has = (word: string) => new RegExp(`(^|[-_])${word}($|[-_])`).test(base);
  const cpu = base.includes('wasm32') ? 'wasm32' : CPUS.find(has);
  const os = OSES.find(has);
  const libc = base.includes('musl') ? 'musl' : os === 'linux' && base.includes('gnu') ? 'glibc' : undefined;
  return {
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(libc ? { libc: [libc] } : {}),
    ...(os ? { os: [os] } : {}),
  };
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(await readFile(path, 'utf8')) as { packages: Record<string, LockEntry> };
const added: string[] = [];
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = key ? `${key}/node_modules/${dep}` : `node_modules/${dep}`;
    const top = `node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[top]) continue;
    const version = range.replace(/^[\^~=]/, '');
    lock.packages[top] = { version, ...inferPlatform(dep), optional: true };
    added.push(`${dep}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0,
  ),
);
await writeFile(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length}: ${added.join(', ')}` : 'lock file already complete');
