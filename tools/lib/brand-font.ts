/**
 * The brand typeface's rules, pure so they are tested: which characters the subset keeps, the
 * metric-matched fallback faces, and the CSS that declares them (tools/brand-font.ts writes it).
 */

/** What the fallback maths needs from a font, in font units (as @capsizecss/unpack reports them). */
export interface FontMetrics {
  ascent: number;
  /** Negative, below the baseline. */
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average advance width of Latin text, weighted by letter frequency (Capsize's `xWidthAvg`). */
  xWidthAvg: number;
}

const range = (from: number, to: number): string =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** The characters the subset keeps; anything else falls back, glyph by glyph, to a metric-matched font. */
export const brandCharacters =
  range(0x20, 0x7e) + 'áéíóúüñÁÉÍÓÚÜÑ¿¡' + '\u00a0\u2013\u2014\u2018\u2019\u201c\u201d\u2026\u2022·©®™°×²€';

/** OpenType features kept: kerning and the standard ligatures (fi, fl). The default figures are already tabular. */
export const brandFeatures = ['kern', 'liga'] as const;

export interface FallbackFamily {
  family: string;
  regular: readonly string[];
  bold: readonly string[];
  metrics: { regular: FontMetrics; bold: FontMetrics };
}

/** The overrides that make `fallback` take the brand's space: the same average width and line box. */
export interface FallbackOverrides {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * Capsize's method (createFontStack): scale the fallback to the brand's average width, then express the
 * brand's ascent, descent and line gap in its em, so line boxes and baselines match.
 */
export function fallbackOverrides(brand: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = brand.xWidthAvg / brand.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = brand.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: brand.ascent / em,
    descentOverride: Math.abs(brand.descent) / em,
    lineGapOverride: brand.lineGap / em,
  };
}

const percent = (value: number): string => `${Number((value * 100).toFixed(2))}%`;

/** The @font-face rules: the brand face (its own line metrics pinned) and each fallback's two faces. */
export function renderFontCss(options: {
  family: string;
  src: string;
  weights: { min: number; max: number };
  brand: { regular: FontMetrics; bold: FontMetrics };
  fallbacks: readonly FallbackFamily[];
}): string {
  const { family, src, weights, brand, fallbacks } = options;
  const face = (declarations: Record<string, string>): string =>
    `@font-face {\n${Object.entries(declarations)
      .map(([name, value]) => `  ${name}: ${value};`)
      .join('\n')}\n}\n`;
  const local = (names: readonly string[]): string => names.map((name) => `local('${name}')`).join(', ');
  const rules = [
    face({
      'font-family': `'${family}'`,
      src: `url('${src}') format('woff2')`,
      'font-weight': `${weights.min} ${weights.max}`,
      'font-style': 'normal',
      // Only if ready for the first paint; otherwise the fallback stays, so text never reflows.
      'font-display': 'optional',
      // The same line box on every platform (Windows would otherwise read other OS/2 metrics).
      'ascent-override': percent(brand.regular.ascent / brand.regular.unitsPerEm),
      'descent-override': percent(Math.abs(brand.regular.descent) / brand.regular.unitsPerEm),
      'line-gap-override': percent(brand.regular.lineGap / brand.regular.unitsPerEm),
    }),
  ];
  for (const fallback of fallbacks) {
    for (const [weight, names, own, target] of [
      [400, fallback.regular, fallback.metrics.regular, brand.regular],
      [700, fallback.bold, fallback.metrics.bold, brand.bold],
    ] as const) {
      const overrides = fallbackOverrides(target, own);
      rules.push(
        face({
          'font-family': `'${fallback.family}'`,
          src: local(names),
          'font-weight': String(weight),
          'font-style': 'normal',
          'size-adjust': percent(overrides.sizeAdjust),
          'ascent-override': percent(overrides.ascentOverride),
          'descent-override': percent(overrides.descentOverride),
          'line-gap-override': percent(overrides.lineGapOverride),
        }),
      );
    }
  }
  return rules.join('\n');
}

export function missingCharacters(text: string, kept: string = brandCharacters): string[] {
  const have = new Set(kept);
  const missing = new Set<string>();
  for (const character of text) {
    if (/\s/.test(character) && character !== '\u00a0') continue;
    if (!have.has(character)) missing.add(character);
  }
  return [...missing];
}
