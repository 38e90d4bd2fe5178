import { describe, expect, it } from 'vitest';

import { wordmark } from './wordmark.ts';

describe('wordmark', () => {
  it('puts the first half of the name on the main line, its last word accented, the rest beneath', () => {
    expect(wordmark('Coral Coast Epoxy Floors')).toEqual({
      lead: 'Coral',
      accent: 'Coast',
      sub: 'Epoxy Floors',
    });
  });

  it('keeps a one-word name whole', () => {
    expect(wordmark('Sunrise')).toEqual({ lead: 'Sunrise', accent: '', sub: '' });
  });

  it('keeps a two-word name on one line', () => {
    expect(wordmark('Sunrise Shield')).toEqual({ lead: 'Sunrise', accent: 'Shield', sub: '' });
  });

  it('balances a five-word name over two lines', () => {
    expect(wordmark("Bob's Epoxy & Coatings LLC")).toEqual({
      lead: "Bob's",
      accent: 'Epoxy',
      sub: '& Coatings LLC',
    });
    expect(wordmark('Sunrise Shield Floor Coatings Inc')).toEqual({
      lead: 'Sunrise Shield',
      accent: 'Floor',
      sub: 'Coatings Inc',
    });
  });
});
