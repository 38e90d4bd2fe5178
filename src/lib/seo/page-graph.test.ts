import { describe, expect, it } from 'vitest';

import { galleryPageGraph } from './page-graph';

const photo = (src: string, alt: string) => ({ src, alt, width: 768, height: 768 });

describe('gallery page graph', () => {
  const [gallery] = galleryPageGraph(
    'https://x.com',
    { path: '/gallery', title: 'Gallery', description: 'Before and after floors.' },
    [
      {
        title: 'Pinecrest garage',
        location: 'Pinecrest, FL',
        before: photo('/_astro/before.abc.webp', 'Stained concrete'),
        after: photo('/_astro/after.abc.webp', 'Flake floor'),
      },
      {
        title: 'Doral warehouse',
        location: 'Doral, FL',
        before: photo('https://cdn.x.com/b.webp', 'Pitted concrete'),
        after: photo('/_astro/a.webp', 'Warehouse floor'),
      },
    ],
    { before: 'Before', after: 'After' },
  ) as unknown as [Record<string, unknown> & { image: Record<string, unknown>[] }];

  it('is an ImageGallery with a stable id, part of the page node', () => {
    expect(gallery['@type']).toBe('ImageGallery');
    expect(gallery['@id']).toBe('https://x.com/gallery#gallery');
    expect(gallery['isPartOf']).toEqual({ '@id': 'https://x.com/gallery#webpage' });
    expect(gallery['about']).toEqual({ '@id': 'https://x.com/#business' });
  });

  it('lists every before and after photo with absolute URLs and the alt text as caption', () => {
    expect(gallery.image.map((image) => image['contentUrl'])).toEqual([
      'https://x.com/_astro/before.abc.webp',
      'https://x.com/_astro/after.abc.webp',
      'https://cdn.x.com/b.webp',
      'https://x.com/_astro/a.webp',
    ]);
    expect(gallery.image.map((image) => image['caption'])).toEqual([
      'Stained concrete',
      'Flake floor',
      'Pitted concrete',
      'Warehouse floor',
    ]);
    expect(gallery.image[0]?.['name']).toBe('Pinecrest garage (Before)');
    expect(gallery.image[1]?.['name']).toBe('Pinecrest garage (After)');
    expect(gallery.image[2]?.['contentLocation']).toEqual({ '@type': 'Place', name: 'Doral, FL' });
  });
});
