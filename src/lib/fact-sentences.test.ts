import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';

import { yearsInBusiness } from './facts.ts';
import { hoursSentence } from './hours.ts';
import { reviewPlatformsPhrase } from './rating.ts';

describe('years in business are never more than the truth', () => {
  it.each([
    [2009, '2026-11-28', '15+'],
    [2012, '2026-11-28', '10+'],
    [2018, '2026-11-28', '8'],
    [2006, '2026-01-02', '20+'],
  ])('founded %i, on %s: %s', (founded, day, shown) => {
    expect(yearsInBusiness(founded, new Date(`${day}T12:00:00Z`))).toBe(shown);
  });

  it('reads the founding year from business.yaml', async () => {
    const { factTokens } = await import('./facts.ts');
    expect(factTokens(business).yearsInBusiness).toBe(yearsInBusiness(business.foundingYear));
  });
});

describe('the hours sentence follows business.yaml in each language', () => {
  const week = [
    {
      label: 'Monday-Friday',
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { label: 'Saturday', days: ['Saturday'], opens: '09:00', closes: '13:30' },
  ];

  it('in English, with the owner labels', () => {
    expect(hoursSentence(week, 'en')).toBe('Monday-Friday 8am-6pm and Saturday 9am-1:30pm');
  });

  it('in Spanish, worded as a sentence', () => {
    expect(hoursSentence(week, 'es')).toBe(
      'de lunes a viernes de 8 a. m. a 6 p. m. y los sábados de 9 a. m. a 1:30 p. m.',
    );
  });

  it('a weekend row reads "los sábados y domingos"', () => {
    const weekend = [{ label: 'Weekends', days: ['Saturday', 'Sunday'], opens: '10:00', closes: '14:00' }];
    expect(hoursSentence(weekend, 'es')).toBe('los sábados y domingos de 10 a. m. a 2 p. m.');
  });

  it('names every row the owner set', () => {
    const sentence = hoursSentence(business.hours, 'en');
    for (const row of business.hours) expect(sentence).toContain(row.label);
  });
});

describe('the count of review platforms', () => {
  it.each([
    [5, 'en', 'five review platforms'],
    [1, 'en', 'one review platform'],
    [5, 'es', 'cinco plataformas de reseñas'],
    [1, 'es', 'una plataforma de reseñas'],
  ] as const)('%i in %s: %s', (count, locale, phrase) => {
    expect(reviewPlatformsPhrase(count, locale)).toBe(phrase);
  });
});
