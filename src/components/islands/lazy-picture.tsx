import type { PictureData } from '#src/schemas/image.ts';

export interface LazyPictureProps {
  image: PictureData;
  alt: string;
  className: string;
  /** False for an image the visitor drags across (the before/after slider). */
  draggable?: boolean;
}

/**
 * A lazy AVIF/WebP <picture> of one processed image, for the gallery's islands (the slider and the
 * project dialog): plain markup instead of ui/picture, so their bundle does not carry the
 * class-merging helper. Lazy, because the gallery grid starts below the hero and a closed dialog
 * draws nothing, so the browser fetches a dialog's photos only when it opens.
 */
export function LazyPicture({ image, alt, className, draggable }: LazyPictureProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcset} sizes={image.sizes} />
      <source type="image/webp" srcSet={image.webpSrcset} sizes={image.sizes} />
      <img
        src={image.src}
        srcSet={image.webpSrcset}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading="lazy"
        decoding="async"
        draggable={draggable}
        className={className}
      />
    </picture>
  );
}
