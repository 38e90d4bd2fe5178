import { describe, expect, it } from 'vitest';

import { categorySlug, countFaqs, filterFaqs, groupFaqs, matchesFaq } from './faq-search.ts';

const entries = [
  { question: 'How much does it cost?', answer: 'Usually $8-12 per square foot.', category: 'Cost' },
  { question: 'Is it slippery?', answer: 'We add an anti-slip aggregate.', category: 'Durability' },
  { question: 'Do you finance?', answer: 'Yes, for projects under $15,000.', category: 'Cost' },
  { question: 'How long does it cure?', answer: 'Seven days for full cure.', category: 'Installation' },
] as const;
const order = ['General', 'Cost', 'Installation', 'Durability'] as const;

describe('groupFaqs', () => {
  it('groups entries by category in the given order and leaves out empty categories', () => {
    const groups = groupFaqs(entries, order);
    expect(groups.map((g) => g.category)).toEqual(['Cost', 'Installation', 'Durability']);
    expect(groups[0]?.items.map((i) => i.question)).toEqual(['How much does it cost?', 'Do you finance?']);
  });
});

describe('filterFaqs', () => {
  const groups = groupFaqs(entries, order);

  it('keeps every question when the search is empty or only spaces', () => {
    expect(countFaqs(filterFaqs(groups, ''))).toBe(4);
    expect(countFaqs(filterFaqs(groups, '   '))).toBe(4);
  });

  it('matches the question text, ignoring case', () => {
    const result = filterFaqs(groups, 'SLIPPERY');
    expect(result.map((g) => g.category)).toEqual(['Durability']);
    expect(countFaqs(result)).toBe(1);
  });

  it('matches the answer text too', () => {
    const result = filterFaqs(groups, '$15,000');
    expect(result).toEqual([
      {
        category: 'Cost',
        items: [{ question: 'Do you finance?', answer: 'Yes, for projects under $15,000.' }],
      },
    ]);
  });

  it('drops categories without a match and returns nothing when nothing matches', () => {
    expect(filterFaqs(groups, 'cure').map((g) => g.category)).toEqual(['Installation']);
    expect(filterFaqs(groups, 'terrazzo')).toEqual([]);
  });

  it('does not change the groups it was given', () => {
    filterFaqs(groups, 'cure');
    expect(countFaqs(groups)).toBe(4);
  });
});

describe('matchesFaq', () => {
  it('ignores surrounding spaces in the search', () => {
    expect(matchesFaq({ question: 'Is it slippery?', answer: 'No.' }, '  slip ')).toBe(true);
  });
});

describe('accents', () => {
  it('match with or without them, the way people type on a phone', () => {
    const item = { question: '¿Qué cubre la garantía?', answer: 'Cubre el desprendimiento.' };
    expect(matchesFaq(item, 'garantia')).toBe(true);
    expect(matchesFaq(item, 'GARANTÍA')).toBe(true);
    expect(matchesFaq(item, 'que cubre')).toBe(true);
    expect(matchesFaq(item, 'garage')).toBe(false);
  });

  it('find "protección" from "proteccion" and "PROTECCION", in the question or the answer', () => {
    const items = [
      { question: '¿Qué protección da la capa final?', answer: 'Resiste los rayos UV.' },
      { question: '¿Sirve en la piscina?', answer: 'Sí, con protección antideslizante.' },
      { question: '¿Cuánto cuesta?', answer: 'Depende del tamaño.' },
    ];
    for (const query of ['proteccion', 'PROTECCION', 'Protección']) {
      expect(items.filter((item) => matchesFaq(item, query)).map((item) => item.question)).toEqual([
        '¿Qué protección da la capa final?',
        '¿Sirve en la piscina?',
      ]);
    }
  });
});

describe('categorySlug', () => {
  it('makes ids from category names', () => {
    expect(categorySlug('Cost & Pricing')).toBe('cost-pricing');
    expect(categorySlug('Florida-Specific Questions')).toBe('florida-specific-questions');
  });
});
