/**
 * The renderer (generate.ts) must give the same bytes on every run, so regenerating
 * the photos never churns the repository and a reviewer can trust that the committed files are what
 * the code makes. Two renders of the same shots, each from a freshly built scene, must encode to the
 * same JPEG; and nothing under photo-renderer/lib/ may read the clock or an unseeded random source,
 * which would make two processes (or two days) disagree even when one process agrees with itself.
 * Shots are rendered small: the scenes and the code paths are the real ones, only the pixel count
 * is cut to keep the test to a few seconds of CPU.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { encodeJpeg } from './lib/core.ts';
import { renderAfter, renderPair } from './lib/render.ts';
import { PAIRS, QUALITY, SHOTS } from './lib/shots.ts';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function shot(name: string) {
  const found = SHOTS.find(([shotName]) => shotName === name);
  if (!found) throw new Error(`no shot named ${name}`);
  return found;
}

function pair(project: string) {
  const found = PAIRS.find(([name]) => name === project);
  if (!found) throw new Error(`no gallery pair named ${project}`);
  return found;
}

describe('photo renderer', () => {
  it('renders a named image to the same JPEG bytes twice', { timeout: 120_000 }, async () => {
    const [, scene, camera] = shot('industrial-floor');
    const render = () => encodeJpeg(renderAfter(scene(), 240, 135, camera), 240, 135, QUALITY);
    const first = await render();
    const second = await render();
    expect(first.length).toBeGreaterThan(1000);
    expect(sha(second)).toBe(sha(first));
  });

  it('renders a gallery pair to the same JPEG bytes twice', { timeout: 120_000 }, async () => {
    const [, scene, camera] = pair('coral-gables-metallic-living-room');
    const render = async () => {
      const { before, after } = renderPair(scene(), 200, 150, camera);
      return Promise.all([encodeJpeg(before, 200, 150, QUALITY), encodeJpeg(after, 200, 150, QUALITY)]);
    };
    const [before1, after1] = await render();
    const [before2, after2] = await render();
    expect(sha(before1)).not.toBe(sha(after1));
    expect(sha(before2)).toBe(sha(before1));
    expect(sha(after2)).toBe(sha(after1));
  });

  it('never reads the clock or an unseeded random source', () => {
    const dir = fileURLToPath(new URL('./lib', import.meta.url));
    const offenders = readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => {
        // Code only: the files' comments may say what they never call.
        const code = readFileSync(`${dir}/${file}`, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\/\/.*$/gm, '');
        return /Math\.random|Date\.now|new Date\b|performance\.now|randomUUID|randomBytes|getRandomValues/.test(
          code,
        );
      });
    expect(offenders).toEqual([]);
  });
});
