/**
 * Makes the brand typeface: Source Sans 3 subset to tools/lib/brand-font.ts's characters, as one woff2
 * (budget: 40 KB), and its CSS with metric-matched fallbacks, so text set before it arrives takes the same
 * space. Run `npm run font` after changing the characters or the package, and commit both outputs.
 */
import { readFile, writeFile } from 'node:fs/promises';

import { fromBuffer } from '@capsizecss/unpack';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

import {
  brandCharacters,
  brandFeatures,
  renderFontCss,
  type FallbackFamily,
  type FontMetrics,
} from './lib/brand-font.ts';

export const source =
  'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2';
export const fontFile = 'src/assets/fonts/source-sans-3.woff2';
export const cssFile = 'src/styles/brand-font.css';
export const budget = 40 * 1024;
/** The weights the site sets (400 body to 800 figures); the file keeps the whole axis at no extra cost. */
const weights = { min: 200, max: 900 };

/** The fallbacks' metrics, measured with @capsizecss/unpack (as the brand is, below). */
const fallbacks: FallbackFamily[] = [
  {
    family: 'Source Sans 3 Fallback Arial',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
    bold: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
      'Arimo-Bold',
    ],
    metrics: {
      regular: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 },
      bold: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 },
    },
  },
  {
    family: 'Source Sans 3 Fallback Roboto',
    regular: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
    bold: ['Roboto Bold', 'Roboto-Bold'],
    metrics: {
      regular: { ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 911 },
      bold: { ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 926 },
    },
  },
  {
    family: 'Source Sans 3 Fallback DejaVu',
    regular: ['DejaVu Sans', 'DejaVuSans'],
    bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    metrics: {
      regular: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 },
      bold: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1176 },
    },
  },
];

export async function makeBrandFont(): Promise<{ font: Uint8Array; css: string }> {
  const original = await readFile(source);
  const font = await subsetFont(original, brandCharacters, {
    targetFormat: 'woff2',
    keepFeatures: [...brandFeatures],
  });
  if (font.length > budget) {
    throw new Error(`${fontFile} would be ${font.length} bytes, over the ${budget}-byte budget`);
  }

  /** The brand's metrics at one weight: the axis pinned there, measured like the fallbacks. */
  const brandMetrics = async (weight: number): Promise<FontMetrics> => {
    const instance = await subsetFont(original, brandCharacters, {
      targetFormat: 'sfnt',
      variationAxes: { wght: weight },
    });
    const { ascent, descent, lineGap, unitsPerEm, xWidthAvg } = await fromBuffer(instance);
    return { ascent, descent, lineGap, unitsPerEm, xWidthAvg };
  };

  const rules = renderFontCss({
    family: 'Source Sans 3',
    src: '../assets/fonts/source-sans-3.woff2',
    weights,
    brand: { regular: await brandMetrics(400), bold: await brandMetrics(700) },
    fallbacks,
  });
  const header = '/* Written by tools/brand-font.ts (npm run font): do not edit by hand. */\n';
  const css = await format(header + rules, { ...(await resolveConfig(cssFile)), filepath: cssFile });
  return { font, css };
}

if (import.meta.main) {
  const { font, css } = await makeBrandFont();
  await writeFile(fontFile, font);
  await writeFile(cssFile, css);
  console.log(`${fontFile}: ${font.length} bytes; ${cssFile} written`);
}
