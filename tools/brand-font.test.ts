import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { create } from 'fontkitten';
import { describe, expect, it } from 'vitest';

import { budget, cssFile, fontFile, makeBrandFont } from './brand-font.ts';
import { brandCharacters, fallbackOverrides, missingCharacters, type FontMetrics } from './lib/brand-font.ts';

const arial: FontMetrics = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('fallbackOverrides', () => {
  it('changes nothing for a fallback with the brand’s own metrics', () => {
    expect(fallbackOverrides(arial, arial)).toEqual({
      sizeAdjust: 1,
      ascentOverride: 1854 / 2048,
      descentOverride: 434 / 2048,
      lineGapOverride: 67 / 2048,
    });
  });

  it('scales a wider fallback down to the brand’s average width, keeping the brand’s line box', () => {
    const brand: FontMetrics = { ascent: 1024, descent: -400, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 420 };
    const wide: FontMetrics = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1050 };
    const overrides = fallbackOverrides(brand, wide);
    // The fallback's average character, scaled, is exactly as wide as the brand's.
    expect((wide.xWidthAvg / wide.unitsPerEm) * overrides.sizeAdjust).toBeCloseTo(0.42, 10);
    // Ascent and descent, applied to the scaled font, give the brand's 1.024 em and 0.4 em.
    expect(overrides.ascentOverride * overrides.sizeAdjust).toBeCloseTo(1.024, 10);
    expect(overrides.descentOverride * overrides.sizeAdjust).toBeCloseTo(0.4, 10);
    expect(overrides.lineGapOverride).toBe(0);
  });
});

describe('the committed brand font', () => {
  const font = readFileSync(fontFile);

  it('is one woff2 file within the 40 KB budget', () => {
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(font.length).toBeLessThanOrEqual(budget);
  });

  it('has a glyph for every character it promises, the Spanish ones included', () => {
    const face = create(font);
    if (face.isCollection) throw new Error(`${fontFile} is a font collection, not one font`);
    const missing = [...brandCharacters].filter(
      (character) => !face.hasGlyphForCodePoint(character.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
    for (const character of 'áéíóúüñÁÉÍÓÚÜÑ¿¡') expect(brandCharacters).toContain(character);
  });

  it('covers every character of the site’s copy and interface words', () => {
    const text = [
      ...filesUnder('src/content', /\.(ya?ml|mdx)$/),
      ...filesUnder('src/data', /\.(ts|yaml)$/).filter((file) => !file.endsWith('.test.ts')),
    ]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(missingCharacters(text)).toEqual([]);
  });

  // Subsetting and measuring in WebAssembly takes a few seconds.
  it(
    'and its CSS are exactly what `npm run font` makes (regenerate after a change)',
    { timeout: 60_000 },
    async () => {
      const made = await makeBrandFont();
      expect(Buffer.from(made.font).equals(font)).toBe(true);
      expect(made.css).toBe(readFileSync(cssFile, 'utf8'));
    },
  );
});
