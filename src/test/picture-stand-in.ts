/**
 * A stand-in for lib/picture.ts in the route-data tests: pictures go through astro:assets, which only
 * runs inside Astro, and the route data only passes them on. The alt text says which language asked.
 *   vi.mock('./picture.ts', () => import('#src/test/picture-stand-in.ts'));
 */
export function buildPicture(_image: unknown, _preset: string, locale = 'en') {
  return Promise.resolve({
    avifSrcset: '',
    webpSrcset: '',
    src: '/_astro/photo.webp',
    width: 1920,
    height: 1080,
    sizes: '',
    alt: `photo (${String(locale)})`,
  });
}
