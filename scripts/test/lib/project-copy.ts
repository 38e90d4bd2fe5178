/**
 * A working copy of the project in a temporary folder, for the checks that change and build one: no builds,
 * caches or git; node_modules linked, optimized images and precompressed files carried over (keyed by what made them).
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
  'dist-configured.log',
  'dist-quote.log',
  'test-results',
  'playwright-report',
]);

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
  // The build caches, both keyed by what they were made from: optimized images and precompressed files.
  for (const cache of ['.astro/cache/assets', '.astro/cache/precompress']) {
    const from = join(root, cache);
    if (existsSync(from)) cpSync(from, join(work, cache), { recursive: true });
  }
  return work;
}
