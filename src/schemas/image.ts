/**
 * The named site images in src/assets/images/. What each one shows (its alt text) is data, in
 * src/data/images.ts; the names live here so content schemas can refer to them.
 */
import { z } from 'zod';

export const imageNames = [
  'hero-garage-floor',
  'garage-flake',
  'metallic-swirl',
  'commercial-solid',
  'pool-deck-quartz',
  'industrial-floor',
  'basement-floor',
  'repair-resurfaced',
  'street-miami',
  'street-miami-beach',
  'street-coral-gables',
  'street-hialeah',
  'street-doral',
  'street-kendall',
  'street-homestead',
] as const;

/** One of the site images by file name (without extension), e.g. "garage-flake". */
export const imageNameSchema = z.enum(imageNames);
export type ImageName = z.infer<typeof imageNameSchema>;

/**
 * How an image is drawn, so pages never repeat widths, sizes and quality:
 * - hero: full-bleed first screen (the LCP image), lighter on phones;
 * - card: a third of the container on desktop, full width on phones;
 * - half: half of the container on desktop;
 * - thumbnail: small previews;
 * - slider: the gallery's before/after photos, square crops for a 24rem-tall box one to three per row;
 * - pair: the same photos whole (4:3) in a project's dialog, side by side, stacked on phones.
 */
export const picturePresets = ['hero', 'card', 'half', 'thumbnail', 'slider', 'pair'] as const;
export type PicturePreset = (typeof picturePresets)[number];

/** A responsive image ready to draw: AVIF and WebP srcsets, a fallback and its intrinsic size. */
export interface PictureData {
  avifSrcset: string;
  webpSrcset: string;
  src: string;
  width: number;
  height: number;
  sizes: string;
  alt: string;
  /**
   * Art direction for narrow screens: a differently cropped version (a hero's portrait middle) used
   * when `media` matches, with its own srcsets and sizes.
   */
  narrow?: { media: string; avifSrcset: string; webpSrcset: string; sizes: string };
}
