/**
 * A working copy of the project in a temporary folder, for the checks that change a copy and build it
 * (scripts/test/lib/rename.ts, scripts/test/lib/new-page.ts): the sources without builds, caches or git,
 * this checkout's node_modules linked in, and its optimized images carried over (they are keyed by
 * their source and options). The content store is not carried over: the copy's build reads its own
 * collections (astro.config.ts keeps it in .astro/cache, out of the shared node_modules).
 */
import { cpSync, existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const skip = new Set([
  'node_modules',
  '.git',
  '.astro',
  'dist',
  'dist-configured',
  'dist-quote',
  'test-results',
  'playwright-report',
]);

/** Copies the project into a new temporary folder named after `prefix`; returns the folder. */
export function copyProject(prefix: string): string {
  const work = mkdtempSync(join(tmpdir(), `${prefix}-`));
  cpSync(root, work, {
    recursive: true,
    // photo-renderer/ comes along (the docs name its files) without its own node_modules.
    filter: (src) => {
      const [top = '', next] = src.slice(root.length + 1).split('/');
      return !skip.has(top) && !(top === 'photo-renderer' && next === 'node_modules');
    },
  });
  symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'));
  const images = join(root, '.astro/cache/assets');
  if (existsSync(images)) cpSync(images, join(work, '.astro/cache/assets'), { recursive: true });
  return work;
}
