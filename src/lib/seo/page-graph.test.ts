import { describe, expect, it } from 'vitest';

import { companyPageGraph, servicePageGraph } from './page-graph.ts';

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
