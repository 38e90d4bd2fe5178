import { describe, expect, it } from 'vitest';

import type { Block } from '../../schemas/blocks.ts';
import { buildWebPageNode } from './jsonld.ts';
import { buildHowToNode, companyPageGraph, publishedHowTo } from './page-graph.ts';

const siteUrl = 'https://www.example.com';
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

describe('company page graph', () => {
  it('adds the HowTo and the FAQ when the page has them', () => {
    const nodes = companyPageGraph({
      siteUrl,
      path: '/our-process',
      faqs: [{ question: 'How long?', answer: 'Two to three days for most garages.' }],
      howTo: { name: 'n', description: 'd', steps },
    });
    expect(nodes.map((node) => (node as { '@type': string })['@type'])).toEqual(['HowTo', 'FAQPage']);
  });

  it('adds nothing for a page with neither', () => {
    expect(companyPageGraph({ siteUrl, path: '/about' })).toEqual([]);
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
