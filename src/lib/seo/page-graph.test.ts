import { describe, expect, it } from 'vitest';

import { articlePageGraph } from './page-graph';

const site = 'https://www.example.com';
const base = {
  siteUrl: site,
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
