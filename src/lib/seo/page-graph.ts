/**
 * JSON-LD graph builders, one per page kind: each returns the nodes a page adds to the site-wide
 * business, website, page and breadcrumb nodes.
 */
import type { ImageGallery, ImageObject } from 'schema-dts';

import { absoluteUrl } from '../routes.ts';
import { businessId } from './jsonld.ts';

/** One photo as the page shows it: its file URL (site-relative or absolute), alt text and size. */
export interface GalleryPhoto {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** One gallery project, as much of it as the structured data names. */
export interface GalleryGraphProject {
  title: string;
  location: string;
  before: GalleryPhoto;
  after: GalleryPhoto;
}

function photoNode(siteUrl: string, photo: GalleryPhoto, name: string, location: string): ImageObject {
  return {
    '@type': 'ImageObject',
    contentUrl: new URL(photo.src, `${siteUrl}/`).href,
    name,
    caption: photo.alt,
    width: { '@type': 'QuantitativeValue', value: photo.width, unitCode: 'E37' },
    height: { '@type': 'QuantitativeValue', value: photo.height, unitCode: 'E37' },
    contentLocation: { '@type': 'Place', name: location },
    creator: { '@id': businessId(siteUrl) },
  };
}

/**
 * The /gallery page's ImageGallery: every project's before and after photo, named after the
 * project, captioned with the same alt text the page shows, part of the page node.
 */
export function galleryPageGraph(
  siteUrl: string,
  page: { path: string; title: string; description: string },
  projects: readonly GalleryGraphProject[],
  labels: { before: string; after: string },
): ImageGallery[] {
  const url = absoluteUrl(siteUrl, page.path);
  return [
    {
      '@type': 'ImageGallery',
      '@id': `${url}#gallery`,
      url,
      name: page.title,
      description: page.description,
      isPartOf: { '@id': `${url}#webpage` },
      about: { '@id': businessId(siteUrl) },
      image: projects.flatMap((project) => [
        photoNode(siteUrl, project.before, `${project.title} (${labels.before})`, project.location),
        photoNode(siteUrl, project.after, `${project.title} (${labels.after})`, project.location),
      ]),
    },
  ];
}
