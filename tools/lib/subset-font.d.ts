/** Types for the options of subset-font that tools/brand-font.ts uses (the package ships none). */
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2';
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string | undefined,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
