/**
 * Gives every package-lock.json entry the `resolved` URL and `integrity` hash `npm ci` verifies (npm never
 * adds them); optional binaries the registry lacks get version and platform only. `npm run lockfile`
 */
import { readFile, writeFile } from 'node:fs/promises';

import {
  missingOptionalDependencies,
  optionalEntry,
  sortPackages,
  unverifiedEntries,
  nameOfKey,
  withDist,
  type Lock,
  type RegistryVersion,
} from './lib/lockfile.ts';

const registry = (process.env.npm_config_registry ?? 'https://registry.npmjs.org/').replace(/\/?$/, '/');
const packuments = new Map<string, Promise<Record<string, RegistryVersion>>>();

/** The registry's versions of a package (abbreviated metadata, as npm itself fetches it). */
function versionsOf(name: string): Promise<Record<string, RegistryVersion>> {
  const pending =
    packuments.get(name) ??
    fetch(`${registry}${name.replace('/', '%2f')}`, {
      headers: { accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8' },
    }).then(async (response) => {
      if (response.status === 404) return {};
      if (!response.ok) throw new Error(`${name}: the registry answered ${response.status}`);
      return ((await response.json()) as { versions?: Record<string, RegistryVersion> }).versions ?? {};
    });
  packuments.set(name, pending);
  return pending;
}

async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(await readFile(path, 'utf8')) as Lock;
const added: string[] = [];
const filled: string[] = [];
const unserved = new Set<string>();

await eachLimited(missingOptionalDependencies(lock), 8, async ({ key, name, version }) => {
  const found = (await versionsOf(name))[version];
  lock.packages[key] = optionalEntry(name, version, found);
  added.push(`${name}@${version}`);
  if (!found) unserved.add(`${name}@${version}`);
});

const problems: string[] = [];
await eachLimited(unverifiedEntries(lock), 8, async ([key, entry]) => {
  const name = nameOfKey(key);
  const found = entry.version ? (await versionsOf(name))[entry.version] : undefined;
  if (found) {
    lock.packages[key] = withDist(key, entry, found);
    filled.push(key);
  } else if (entry.optional && (entry.os || entry.cpu)) {
    unserved.add(`${name}@${entry.version ?? '?'}`);
  } else {
    problems.push(`${key}: the registry does not serve ${name}@${entry.version ?? '?'}`);
  }
});
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

lock.packages = sortPackages(lock.packages);
await writeFile(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `added ${added.length}: ${added.sort().join(', ')}` : 'no optional binary was missing',
);
console.log(`filled resolved and integrity for ${filled.length}`);
if (unserved.size) {
  console.log(
    `not served by ${registry}, locked by version only (other platforms): ${[...unserved].sort().join(', ')}`,
  );
}
