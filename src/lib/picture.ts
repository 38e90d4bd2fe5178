/**
 * Build-time image pipeline (astro:assets). Turns an image name into the plain data a React
 * <Picture> needs: AVIF and WebP srcsets, a fallback src and the intrinsic size, so every image has
 * width and height and no component needs Astro. Only .astro pages call this.
 */
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

import { imageAlts, type ImageName } from '@/data/images';
import type { PictureData } from '@/components/ui/picture';

const files = import.meta.glob<{ default: ImageMetadata }>('/src/assets/images/*.{jpg,jpeg,png,webp,avif}', {
  eager: true,
});

function source(name: ImageName): ImageMetadata {
  const entry = Object.entries(files).find(
    ([path]) =>
      path
        .split('/')
        .pop()
        ?.replace(/\.\w+$/, '') === name,
  );
  if (!entry) throw new Error(`No image named "${name}" in src/assets/images/`);
  return entry[1].default;
}

export interface PictureOptions {
  /** Widths to generate, in pixels. */
  widths: number[];
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Width/height ratio to crop to; the source's own ratio when missing. */
  aspectRatio?: number;
  /** Output quality, 1-100. */
  quality?: number;
}

/** Resolves an image name to responsive AVIF/WebP sources with its alt text. */
export async function buildPicture(name: ImageName, options: PictureOptions): Promise<PictureData> {
  const src = source(name);
  const ratio = options.aspectRatio ?? src.width / src.height;
  const largest = Math.max(...options.widths);
  const width = Math.min(largest, src.width);
  const height = Math.round(width / ratio);
  const common = {
    src,
    widths: options.widths,
    width,
    height,
    fit: 'cover' as const,
    quality: options.quality ?? 60,
  };
  const [avif, webp] = await Promise.all([
    getImage({ ...common, format: 'avif' }),
    getImage({ ...common, format: 'webp' }),
  ]);
  return {
    avifSrcset: avif.srcSet.attribute,
    webpSrcset: webp.srcSet.attribute,
    src: webp.src,
    width,
    height,
    sizes: options.sizes,
    alt: imageAlts[name],
  };
}
