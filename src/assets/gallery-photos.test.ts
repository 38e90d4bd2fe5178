/**
 * The gallery's photos prove the work only if each before and after show the same place: the
 * generated pairs (photo-renderer/generate.ts) are checked to be one scene (same size, the same walls,
 * ceiling or sky above the floor) with a different floor, and every project's before photo is its own.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const dir = 'src/content/gallery';
const projects = readdirSync(dir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const generated = new Set(
  Object.values(JSON.parse(readFileSync('src/assets/generated-photos.json', 'utf8')) as Record<string, string>),
);
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** Mean absolute difference (0-255) of two photos' grey levels over a band of rows, at 160 px wide. */
async function difference(a: string, b: string, from: number, to: number): Promise<number> {
  const grey = (file: string) => sharp(file).resize(160, 120, { fit: 'fill' }).greyscale().raw().toBuffer();
  const [pa, pb] = await Promise.all([grey(a), grey(b)]);
  let sum = 0;
  let count = 0;
  for (let y = Math.floor(from * 120); y < Math.floor(to * 120); y++) {
    for (let x = 0; x < 160; x++) {
      sum += Math.abs(pa[y * 160 + x]! - pb[y * 160 + x]!);
      count++;
    }
  }
  return sum / count;
}

describe('gallery photos', () => {
  it('give every project a before photo of its own, never reused as an after', () => {
    const befores = projects.map((p) => sha(`${dir}/${p}/before.jpg`));
    const afters = projects.map((p) => sha(`${dir}/${p}/after.jpg`));
    expect(new Set(befores).size).toBe(projects.length);
    expect(befores.filter((hash) => afters.includes(hash))).toEqual([]);
  });

  const pairs = projects.filter(
    (p) => generated.has(sha(`${dir}/${p}/before.jpg`)) && generated.has(sha(`${dir}/${p}/after.jpg`)),
  );

  // Only the generated pairs are checked: a pair the owner replaced is their own photos.
  it.each(pairs)('%s: before and after are one scene, from one camera, with a new floor', async (project) => {
    const before = `${dir}/${project}/before.jpg`;
    const after = `${dir}/${project}/after.jpg`;
    const [mb, ma] = await Promise.all([sharp(before).metadata(), sharp(after).metadata()]);
    expect([mb.width, mb.height]).toEqual([ma.width, ma.height]);
    // The top of the frame (walls, ceiling, sky) matches; the bottom (the floor) does not.
    expect(await difference(before, after, 0, 0.25)).toBeLessThan(2);
    expect(await difference(before, after, 0.75, 1)).toBeGreaterThan(12);
  });
});
