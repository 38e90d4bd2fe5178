import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { compress, PrecompressCache } from './precompress-cache.ts';

const dirs: string[] = [];
function cacheDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const page = Buffer.from(
  `<!doctype html><html lang="en"><body>${'<p>Garage floors in Kendall</p>'.repeat(200)}</body></html>`,
);

describe('the precompress cache', () => {
  it('gives the bytes a fresh compression gives, made once and then read back', async () => {
    const cache = new PrecompressCache(cacheDir());
    const fresh = await compress(page);
    const first = await cache.get(page);
    const second = await cache.get(Buffer.from(page));
    expect([cache.misses, cache.hits]).toEqual([1, 1]);
    for (const copy of [first, second]) {
      expect(copy.br.equals(fresh.br)).toBe(true);
      expect(copy.gz.equals(fresh.gz)).toBe(true);
    }
    expect(brotliDecompressSync(second.br).equals(page)).toBe(true);
    expect(gunzipSync(second.gz).equals(page)).toBe(true);
  });

  it('compresses a changed file anew: one byte changed is a miss with its own bytes', async () => {
    const cache = new PrecompressCache(cacheDir());
    await cache.get(page);
    const changed = Buffer.from(page.toString().replace('Kendall', 'Doral!'));
    const copy = await cache.get(changed);
    expect(cache.misses).toBe(2);
    expect(brotliDecompressSync(copy.br).equals(changed)).toBe(true);
  });

  it('a half-written entry (a stopped build) is made again, not served', async () => {
    const dir = cacheDir();
    const cache = new PrecompressCache(dir);
    await cache.get(page);
    const gzFile = readdirSync(dir).find((name) => name.endsWith('.gz'))!;
    rmSync(join(dir, gzFile));
    const copy = await cache.get(page);
    expect(cache.misses).toBe(2);
    expect(gunzipSync(copy.gz).equals(page)).toBe(true);
  });

  it('prune removes the entries unused for two weeks and keeps the rest and foreign files', async () => {
    const dir = cacheDir();
    const cache = new PrecompressCache(dir);
    await cache.get(page);
    const other = Buffer.from(page.toString().replace('Kendall', 'Hialeah'));
    await cache.get(other);
    writeFileSync(join(dir, 'README'), 'not an entry');
    const now = Date.now();
    const old = new Date(now - 15 * 86_400_000);
    const [stale] = readdirSync(dir).filter((name) => name.endsWith('.br'));
    const staleKey = stale!.slice(0, -3);
    for (const ext of ['br', 'gz']) utimesSync(join(dir, `${staleKey}.${ext}`), old, old);
    expect(await cache.prune(14, now)).toBe(2);
    const left = readdirSync(dir);
    expect(left).toContain('README');
    expect(left.filter((name) => name.startsWith(staleKey))).toEqual([]);
    expect(left.filter((name) => /\.(br|gz)$/.test(name))).toHaveLength(2);
  });
});
