import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import type { Block } from '#src/schemas/blocks.ts';
import { mainNumber } from '#src/lib/phone.ts';
import { buildWebPageNode, businessId } from './jsonld.ts';
import {
  articlePageGraph,
  buildHowToNode,
  companyPageGraph,
  galleryPageGraph,
  locationPageGraph,
  publishedHowTo,
  servicePageGraph,
} from './page-graph.ts';
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
    expect(local!['telephone']).toBe(mainNumber(business.phones));
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

const base = {
  siteUrl,
  path: '/resources/epoxy-floor-maintenance',
  headline: 'How to Clean and Maintain Epoxy Floors',
  description: 'Daily, weekly and monthly care.',
  published: new Date('2025-01-15'),
  modified: new Date('2025-01-15'),
  section: 'Maintenance',
};

describe('articlePageGraph', () => {
  it('describes the article with its headline, description and dates', () => {
    const [article] = articlePageGraph(base);
    expect(article).toMatchObject({
      '@type': 'Article',
      '@id': 'https://www.example.com/resources/epoxy-floor-maintenance#article',
      headline: 'How to Clean and Maintain Epoxy Floors',
      description: 'Daily, weekly and monthly care.',
      datePublished: '2025-01-15',
      dateModified: '2025-01-15',
      url: 'https://www.example.com/resources/epoxy-floor-maintenance',
      mainEntityOfPage: { '@id': 'https://www.example.com/resources/epoxy-floor-maintenance#webpage' },
      publisher: { '@id': 'https://www.example.com/#business' },
    });
  });

  it('names the author and an absolute image only where the article gives them', () => {
    const [bare] = articlePageGraph(base);
    expect(bare).not.toHaveProperty('author');
    expect(bare).not.toHaveProperty('image');

    const [full] = articlePageGraph({
      ...base,
      author: 'Installation Team',
      imageUrl: '/_astro/garage-flake.webp',
    });
    expect(full).toMatchObject({
      author: { '@type': 'Organization', name: 'Installation Team' },
      image: 'https://www.example.com/_astro/garage-flake.webp',
    });
  });

  it('adds an FAQPage node built from the questions the article shows', () => {
    const graph = articlePageGraph({
      ...base,
      faqs: [{ question: 'Is vinegar safe?', answer: 'Diluted, yes: 1 cup per gallon.' }],
    });
    expect(graph).toHaveLength(2);
    expect(graph[1]).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Is vinegar safe?',
          acceptedAnswer: { text: 'Diluted, yes: 1 cup per gallon.' },
        },
      ],
    });
  });

  it('emits only the Article node when the article has no FAQ section', () => {
    expect(articlePageGraph({ ...base, faqs: [] })).toHaveLength(1);
  });
});

const steps = [
  { title: 'Consultation', text: 'We measure and test the slab.', duration: '1 hour' },
  { title: 'Surface preparation', text: 'We diamond-grind the concrete.', duration: '4-8 hours' },
];

function stepsBlock(howTo: boolean): Block {
  return { kind: 'steps', heading: { title: 'The process' }, items: steps, howTo };
}
const hero: Block = {
  kind: 'hero',
  title: 'Our process',
  lead: 'Ten steps.',
  image: 'garage-flake',
  size: 'page',
  showRating: false,
};
const seo = { title: 'Our 10-Step Process', description: 'Every step we follow on every floor.' };

describe('HowTo node', () => {
  it('repeats the visible steps in order, with positions, names and texts', () => {
    expect(
      buildHowToNode(siteUrl, '/our-process', { name: 'How we do it', description: 'Ten steps.', steps }),
    ).toEqual({
      '@type': 'HowTo',
      '@id': 'https://www.example.com/our-process#howto',
      name: 'How we do it',
      description: 'Ten steps.',
      url: 'https://www.example.com/our-process',
      step: [
        { '@type': 'HowToStep', position: 1, name: 'Consultation', text: 'We measure and test the slab.' },
        {
          '@type': 'HowToStep',
          position: 2,
          name: 'Surface preparation',
          text: 'We diamond-grind the concrete.',
        },
      ],
    });
  });
});

describe('published HowTo', () => {
  it('comes from the steps block marked howTo, named and described by the page', () => {
    expect(publishedHowTo({ seo, blocks: [hero, stepsBlock(true)] })).toEqual({
      name: 'Our 10-Step Process',
      description: 'Every step we follow on every floor.',
      steps,
    });
  });

  it('is undefined when no steps block is marked howTo', () => {
    expect(publishedHowTo({ seo, blocks: [hero, stepsBlock(false)] })).toBeUndefined();
    expect(publishedHowTo({ seo, blocks: [hero] })).toBeUndefined();
  });
});

describe('company page graph with a process', () => {
  it('adds the HowTo and the FAQ when the page has them', () => {
    const nodes = companyPageGraph({
      siteUrl,
      path: '/our-process',
      faqs: [{ question: 'How long?', answer: 'Two to three days for most garages.' }],
      howTo: { name: 'n', description: 'd', steps },
    });
    expect(nodes.map((node) => (node as { '@type': string })['@type'])).toEqual(['HowTo', 'FAQPage']);
  });
});

describe('page node types of the company pages', () => {
  it.each(['AboutPage', 'ContactPage', 'CollectionPage'] as const)(
    '%s is declared on the page node',
    (type) => {
      const node = buildWebPageNode(siteUrl, {
        path: '/about',
        title: 'About',
        description: 'About us.',
        type,
      });
      expect(node).toMatchObject({ '@type': type, '@id': 'https://www.example.com/about#webpage' });
    },
  );
});
