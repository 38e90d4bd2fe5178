/**
 * Site photos: a file in src/assets/images/ (jpg, png or webp) and what it shows. Content names a
 * photo by its file name without the extension (`image`) and says what it shows beside it in the
 * file's language (`imageAlt`); the photos the site ships with may be named alone, their words kept
 * in src/data/images.ts. Whether the file exists is checked where content is loaded
 * (lib/content-checks.ts), with the content file's name.
 */
import { z } from 'zod';

/** A photo's file name in src/assets/images/ without its extension, e.g. "street-doral". */
const photoNameSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  message: 'write the file name in src/assets/images/ without its extension, e.g. "street-doral"',
});

/** A photo as content names it: its file name in src/assets/images/ without the extension. */
export const photoSchema = photoNameSchema.meta({
  title: 'Photo',
  description: 'The file name in src/assets/images/ without its extension, e.g. street-doral.',
});

/**
 * What a photo shows, in the file's language, written beside it as `imageAlt`. Needed for a new
 * photo; the photos the site ships with have their words in src/data/images.ts, which this replaces.
 */
export const photoAltSchema = z
  .string()
  .min(1)
  .optional()
  .meta({ title: 'Photo description', description: 'What the photo shows, for people who cannot see it.' });

/** The extensions a photo file may have, in the order they are looked for. */
export const photoExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

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
