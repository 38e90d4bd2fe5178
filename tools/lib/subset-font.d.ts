/** Types for subset-font (https://github.com/papandreou/subset-font), which ships none. */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    preserveNameIds?: number[];
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepAllGlyphs?: boolean;
    noLayoutClosure?: boolean;
    glyphNames?: boolean;
    noHinting?: boolean;
    dropTables?: string[];
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string | undefined,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
