import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { businessId } from './jsonld.ts';
import { companyPageGraph, galleryPageGraph, locationPageGraph, servicePageGraph } from './page-graph.ts';
import { serializeJsonLd } from './serialize.ts';

const siteUrl = 'https://www.example.com';
const faqs = [{ question: 'How long?', answer: 'Two to three days.' }];

describe('company page graph', () => {
  it('adds the FAQPage node built from the questions the page shows', () => {
    expect(companyPageGraph({ siteUrl, path: '/', faqs })).toEqual([
      {
        '@type': 'FAQPage',
        '@id': 'https://www.example.com/#faq',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'How long?',
            acceptedAnswer: { '@type': 'Answer', text: 'Two to three days.' },
          },
        ],
      },
    ]);
  });

  it('adds nothing for a page without questions', () => {
    expect(companyPageGraph({ siteUrl, path: '/about' })).toEqual([]);
    expect(companyPageGraph({ siteUrl, path: '/about', faqs: [] })).toEqual([]);
  });
});

describe('service page graph', () => {
  it('describes the Service with the business as provider, over its service area, plus its FAQ', () => {
    const [service, faq] = servicePageGraph({
      siteUrl,
      path: '/services/garage',
      faqs,
      name: 'Garage Floor Epoxy Coating',
      description: 'Flake floors.',
      serviceType: 'Garage floor epoxy coating',
      areaServed: ['Miami-Dade County', 'Broward County'],
    });
    expect(service).toEqual({
      '@type': 'Service',
      '@id': 'https://www.example.com/services/garage#service',
      name: 'Garage Floor Epoxy Coating',
      description: 'Flake floors.',
      serviceType: 'Garage floor epoxy coating',
      url: 'https://www.example.com/services/garage',
      provider: { '@id': 'https://www.example.com/#business' },
      areaServed: [
        { '@type': 'AdministrativeArea', name: 'Miami-Dade County' },
        { '@type': 'AdministrativeArea', name: 'Broward County' },
      ],
    });
    expect(faq).toMatchObject({ '@type': 'FAQPage', '@id': 'https://www.example.com/services/garage#faq' });
  });
});

describe('gallery page graph', () => {
  const photo = (src: string, alt: string) => ({ src, alt, width: 768, height: 768 });
  const [gallery, ...rest] = galleryPageGraph({
    siteUrl,
    path: '/gallery',
    name: 'Gallery',
    description: 'Before and after floors.',
    labels: { before: 'Before', after: 'After' },
    projects: [
      {
        title: 'Pinecrest garage',
        location: 'Pinecrest, FL',
        before: photo('/_astro/before.abc.webp', 'Stained concrete'),
        after: photo('/_astro/after.abc.webp', 'Flake floor'),
      },
      {
        title: 'Doral warehouse',
        location: 'Doral, FL',
        before: photo('https://cdn.example.com/b.webp', 'Pitted concrete'),
        after: photo('/_astro/a.webp', 'Warehouse floor'),
      },
    ],
  }) as [Record<string, unknown> & { image: Record<string, unknown>[] }, ...unknown[]];

  it('is an ImageGallery with a stable id, part of the page node, and nothing else without an FAQ', () => {
    expect(gallery['@type']).toBe('ImageGallery');
    expect(gallery['@id']).toBe('https://www.example.com/gallery#gallery');
    expect(gallery['name']).toBe('Gallery');
    expect(gallery['isPartOf']).toEqual({ '@id': 'https://www.example.com/gallery#webpage' });
    expect(gallery['about']).toEqual({ '@id': 'https://www.example.com/#business' });
    expect(rest).toEqual([]);
  });

  it('lists every before and after photo with absolute URLs and the alt text as caption', () => {
    expect(gallery.image.map((image) => image['contentUrl'])).toEqual([
      'https://www.example.com/_astro/before.abc.webp',
      'https://www.example.com/_astro/after.abc.webp',
      'https://cdn.example.com/b.webp',
      'https://www.example.com/_astro/a.webp',
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

const doralFaqs = [
  { question: 'How much does an epoxy floor cost in Doral?', answer: 'A two-car garage runs $2,400-4,500.' },
];

function doral(extra: { faqs?: typeof doralFaqs } = {}) {
  return locationPageGraph({
    siteUrl,
    path: '/locations/doral',
    business,
    city: 'Doral',
    county: 'Miami-Dade',
    areaServed: ['Airport West', 'Downtown Doral'],
    description: 'Warehouse and garage floors in Doral.',
    ...extra,
  });
}

type Node = Record<string, unknown>;

describe('city page graph', () => {
  it('describes a local business whose area served is the city, then the neighborhoods the page names', () => {
    const [local] = doral() as Node[];
    expect(local).toMatchObject({
      '@type': 'HomeAndConstructionBusiness',
      '@id': 'https://www.example.com/locations/doral#localbusiness',
      url: 'https://www.example.com/locations/doral',
      description: 'Warehouse and garage floors in Doral.',
    });
    expect(local!['name']).toContain(business.name);
    expect(local!['name']).toContain('Doral');
    expect(local!['areaServed']).toEqual([
      {
        '@type': 'City',
        name: 'Doral',
        containedInPlace: {
          '@type': 'AdministrativeArea',
          name: `Miami-Dade County, ${business.address.region}`,
        },
      },
      { '@type': 'Place', name: 'Airport West' },
      { '@type': 'Place', name: 'Downtown Doral' },
    ]);
  });

  it('points at the site-wide business node by @id instead of repeating it, and at its own page', () => {
    const [local] = doral() as Node[];
    expect(local!['parentOrganization']).toEqual({ '@id': businessId(siteUrl) });
    expect(local!['mainEntityOfPage']).toEqual({ '@id': 'https://www.example.com/locations/doral#webpage' });
  });

  it('carries the name, phone and postal address a local-business record needs, from the business facts', () => {
    const [local] = doral() as Node[];
    expect(local!['telephone']).toBe(business.phones.tollFree);
    expect(local!['address']).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: business.address.locality,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    });
    // The city page states its own prices; the site-wide range would contradict them.
    expect(local).not.toHaveProperty('priceRange');
  });

  it('adds an FAQPage node built from the questions the page shows, and none without them', () => {
    expect(doral()).toHaveLength(1);
    const withFaq = doral({ faqs: doralFaqs }) as Node[];
    expect(withFaq).toHaveLength(2);
    expect(withFaq[1]).toMatchObject({
      '@type': 'FAQPage',
      '@id': 'https://www.example.com/locations/doral#faq',
      mainEntity: [
        { '@type': 'Question', name: doralFaqs[0]!.question, acceptedAnswer: { text: doralFaqs[0]!.answer } },
      ],
    });
  });

  it('serializes to JSON that round-trips', () => {
    const graph = doral({ faqs: doralFaqs });
    expect(JSON.parse(serializeJsonLd({ '@context': 'https://schema.org', '@graph': graph }))).toEqual({
      '@context': 'https://schema.org',
      '@graph': JSON.parse(JSON.stringify(graph)),
    });
  });
});
