/**
 * Build-time image pipeline (astro:assets). Turns a named site image, or an image a collection
 * resolved, into the plain data a React <Picture> needs: AVIF and WebP srcsets, a fallback src and
 * the intrinsic size, so every image has width and height and no component needs Astro.
 * Pages name a preset ("hero", "card"...) instead of repeating widths, sizes and quality.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

import { photoAlts } from '#src/data/images.ts';
import type { Locale } from './routes.ts';
import type { PictureData, PicturePreset } from '#src/schemas/image.ts';

// The same endings as photoExtensions (src/schemas/image.ts), written out: import.meta.glob takes literals only.
const files = import.meta.glob<{ default: ImageMetadata }>('/src/assets/images/*.{jpg,jpeg,png,webp}', {
  eager: true,
});

function source(name: string): ImageMetadata {
  const entry = Object.entries(files).find(
    ([path]) =>
      path
        .split('/')
        .pop()
        ?.replace(/\.\w+$/, '') === name,
  );
  if (!entry) throw new Error(`No photo src/assets/images/${name}.jpg (or .png, .webp): add the file`);
  return entry[1].default;
}

interface PresetOptions {
  /** Widths to generate, in pixels. Few widths keep the build fast. */
  widths: number[];
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Width/height ratio to crop to; the source's own ratio when missing. */
  aspectRatio?: number;
  /** Output quality, 1-100. */
  quality: number;
  /** A second crop for screens matching `media` (art direction). */
  narrow?: { media: string; widths: number[]; sizes: string; aspectRatio: number; quality: number };
}

/** The presets. The container is 76rem (1216 px) wide with 1.25-2 rem gutters. */
const presets: Record<PicturePreset, PresetOptions> = {
  // A phone's hero is a tall box the photo covers: it gets the photo's portrait middle (9:16) instead
  // of a landscape frame scaled up to the box's height, so it stays sharp. Under the phone's ink
  // wash quality 25 looks the same as 45 and weighs 11-14 kB instead of 30-57: on a phone the
  // hero photo is the largest paint, and at 45 it cost 150-375 ms of Lighthouse's mobile LCP.
  hero: {
    widths: [768, 1080, 1440, 1920],
    sizes: '100vw',
    quality: 45,
    narrow: {
      media: '(max-width: 767px)',
      widths: [400, 600],
      sizes: '100vw',
      aspectRatio: 9 / 16,
      quality: 25,
    },
  },
  card: {
    widths: [400, 560, 720],
    sizes: '(min-width: 1216px) 368px, (min-width: 768px) 30vw, calc(100vw - 2.5rem)',
    aspectRatio: 3 / 2,
    quality: 50,
  },
  half: {
    widths: [480, 720, 960],
    sizes: '(min-width: 1216px) 576px, (min-width: 768px) 48vw, calc(100vw - 2.5rem)',
    aspectRatio: 4 / 3,
    quality: 55,
  },
  thumbnail: { widths: [160, 320], sizes: '160px', aspectRatio: 1, quality: 55 },
  // The box is 24rem (384 px) tall and 340-470 px wide, and the photo covers it: a square crop drawn
  // 384 px wide fills it everywhere but two-column tablets, where cards are up to 470 px wide.
  slider: {
    widths: [384, 576, 768],
    sizes: '(min-width: 768px) and (max-width: 1023px) 470px, 384px',
    aspectRatio: 1,
    quality: 50,
  },
  // The dialog is 42rem wide with 2rem padding from md (1.5rem below): two photos a column each from
  // sm, one above the other on phones.
  pair: {
    widths: [400, 640],
    sizes: '(min-width: 768px) 296px, (min-width: 640px) calc(50vw - 3rem), calc(100vw - 5rem)',
    aspectRatio: 4 / 3,
    quality: 50,
  },
};

/** A photo's alt text: the words content gives beside it, else the shipped photo's (src/data/images.ts). */
function altOf(name: string, locale: Locale, alt: string | undefined): string {
  const words = alt ?? photoAlts[name]?.[locale];
  if (words === undefined)
    throw new Error(`Photo "${name}" needs its words: write imageAlt beside image: ${name}`);
  return words;
}

/**
 * Resolves an image to responsive AVIF/WebP sources. A site photo is named by content, with the
 * words written beside it (`imageAlt`) or else the shipped photo's (src/data/images.ts); a
 * collection image comes with its alt text.
 */
export async function buildPicture(
  image: string | { src: ImageMetadata; alt: string },
  preset: PicturePreset,
  locale: Locale = 'en',
  alt?: string,
): Promise<PictureData> {
  const options = presets[preset];
  const src = typeof image === 'string' ? source(image) : image.src;
  const ratio = options.aspectRatio ?? src.width / src.height;
  const width = Math.min(Math.max(...options.widths), src.width);
  const height = Math.round(width / ratio);
  const common = {
    src,
    widths: options.widths.filter((w) => w <= src.width),
    width,
    height,
    fit: 'cover' as const,
    quality: options.quality,
  };
  const [avif, webp] = await Promise.all([
    getImage({ ...common, format: 'avif' }),
    getImage({ ...common, format: 'webp' }),
  ]);
  const picture: PictureData = {
    avifSrcset: avif.srcSet.attribute,
    webpSrcset: webp.srcSet.attribute,
    src: webp.src,
    width,
    height,
    sizes: options.sizes,
    alt: typeof image === 'string' ? altOf(image, locale, alt) : image.alt,
  };
  const narrow = options.narrow;
  if (!narrow) return picture;
  // The middle of the photo at the narrow ratio, as tall as the source allows.
  const narrowWidth = Math.min(Math.max(...narrow.widths), Math.floor(src.height * narrow.aspectRatio));
  const narrowCommon = {
    src,
    widths: narrow.widths.filter((w) => w <= narrowWidth),
    width: narrowWidth,
    height: Math.round(narrowWidth / narrow.aspectRatio),
    fit: 'cover' as const,
    quality: narrow.quality,
  };
  const [narrowAvif, narrowWebp] = await Promise.all([
    getImage({ ...narrowCommon, format: 'avif' }),
    getImage({ ...narrowCommon, format: 'webp' }),
  ]);
  return {
    ...picture,
    narrow: {
      media: narrow.media,
      avifSrcset: narrowAvif.srcSet.attribute,
      webpSrcset: narrowWebp.srcSet.attribute,
      sizes: narrow.sizes,
    },
  };
}
