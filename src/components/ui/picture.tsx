import { cn } from '#src/lib/cn.ts';
import type { PictureData } from '#src/schemas/image.ts';

export interface PictureProps {
  image: PictureData;
  /** The largest image above the fold: fetched first and never lazy. */
  priority?: boolean;
  className?: string;
  /** Overrides the stored description, or "" for a purely decorative use. */
  alt?: string;
}

/**
 * A responsive image resolved at build by lib/picture.ts: <picture> with AVIF and WebP sources (first a
 * narrow-screen crop when the image has one); width and height always set so nothing shifts.
 */
export function Picture({ image, priority, className, alt }: PictureProps) {
  return (
    <picture>
      {image.narrow ? (
        <>
          <source
            type="image/avif"
            media={image.narrow.media}
            srcSet={image.narrow.avifSrcset}
            sizes={image.narrow.sizes}
          />
          <source
            type="image/webp"
            media={image.narrow.media}
            srcSet={image.narrow.webpSrcset}
            sizes={image.narrow.sizes}
          />
        </>
      ) : null}
      <source type="image/avif" srcSet={image.avifSrcset} sizes={image.sizes} />
      <source type="image/webp" srcSet={image.webpSrcset} sizes={image.sizes} />
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        sizes={image.sizes}
        srcSet={image.webpSrcset}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={cn('h-auto w-full object-cover', className)}
      />
    </picture>
  );
}
