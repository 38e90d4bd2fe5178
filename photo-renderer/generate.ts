/**
 * Synthesises the site's photography, since there are no stock photos and nothing may be downloaded:
 *   - src/assets/images/<name>.jpg: the named images pages choose (heroes, cards): finished floors in
 *     their rooms, and a street-level view of each city;
 *   - src/content/gallery/<project>/before.jpg and after.jpg: each gallery project's pair, the same room
 *     from the same camera with the same light and exposure, only the floor changed;
 *   - src/assets/generated-photos.json: the sha256 of every file written, so `npm run launch-check` can
 *     list the generated placeholders still in place.
 *
 * Scenes are ray cast analytically (lib/): floors painted in floor space and filtered by
 * each pixel's footprint, a coat that reflects the room with Fresnel weighting and blur, convex solids
 * (furniture, buildings, cars), palms, a cumulus sky and a photographic finish (exposure, bloom, filmic
 * curve, vignette, grain). Every random choice derives from fixed seeds and nothing reads the clock,
 * so a run is byte-for-byte reproducible.
 *
 * To use a real photo instead, drop it in place under the same file name and stop running this
 * renderer.
 *
 * Run: `npm run render` in this folder. Pass name prefixes to render only some, e.g.
 * `npm run render -- street gallery/doral` (gallery pairs are named gallery/<project>).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { saveJpeg } from './lib/core.ts';
import { renderAfter, renderPair } from './lib/render.ts';
import { HERO, PAIR, PAIRS, QUALITY, SHOTS } from './lib/shots.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const IMAGE_DIR = 'src/assets/images/';
const GALLERY_DIR = 'src/content/gallery/';
const MANIFEST = 'src/assets/generated-photos.json';

const only = process.argv.slice(2);
const wanted = (name: string) => only.length === 0 || only.some((prefix) => name.startsWith(prefix));
const written: string[] = [];
const started = performance.now();

async function save(pixels: Uint8Array, [w, h]: [number, number], file: string, t0: number): Promise<void> {
  const bytes = await saveJpeg(pixels, w, h, ROOT + file, QUALITY);
  written.push(file);
  console.log(
    `${file.padEnd(62)} ${w}x${h} ${(bytes / 1024).toFixed(0).padStart(4)} KB ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}

mkdirSync(ROOT + IMAGE_DIR, { recursive: true });
for (const [name, scene, camera] of SHOTS) {
  if (!wanted(name)) continue;
  const t0 = performance.now();
  await save(renderAfter(scene(), HERO[0], HERO[1], camera), HERO, `${IMAGE_DIR}${name}.jpg`, t0);
}
for (const [project, scene, camera] of PAIRS) {
  if (!wanted(`gallery/${project}`)) continue;
  const t0 = performance.now();
  const { before, after } = renderPair(scene(), PAIR[0], PAIR[1], camera);
  mkdirSync(`${ROOT}${GALLERY_DIR}${project}`, { recursive: true });
  await save(before, PAIR, `${GALLERY_DIR}${project}/before.jpg`, t0);
  await save(after, PAIR, `${GALLERY_DIR}${project}/after.jpg`, t0);
}

// The manifest keeps the hashes of every output, updated for those written now.
const manifest: Record<string, string> = existsSync(ROOT + MANIFEST)
  ? (JSON.parse(readFileSync(ROOT + MANIFEST, 'utf8')) as Record<string, string>)
  : {};
for (const file of written)
  manifest[file] = createHash('sha256')
    .update(readFileSync(ROOT + file))
    .digest('hex');
const sorted = Object.fromEntries(Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(ROOT + MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
