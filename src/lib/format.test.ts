import { describe, expect, it } from 'vitest';

import { format, plural } from './format.ts';

describe('format', () => {
  it('fills every placeholder it has a value for', () => {
    expect(format('{count} of {total} projects', { count: 2, total: 6 })).toBe('2 of 6 projects');
  });

  it('leaves a placeholder without a value as written, for a second fill', () => {
    const once = format('{kind}, {finish} finish', { kind: 'Garage floor' });
    expect(once).toBe('Garage floor, {finish} finish');
    expect(format(once, { finish: 'standard' })).toBe('Garage floor, standard finish');
  });
});

describe('plural', () => {
  const forms = { one: '{count} article', other: '{count} articles' };

  it('picks the singular for exactly one and the plural otherwise, in English and Spanish', () => {
    expect(plural(1, forms)).toBe('1 article');
    expect(plural(0, forms)).toBe('0 articles');
    expect(plural(7, forms)).toBe('7 articles');
    expect(plural(1, { one: '{count} pregunta', other: '{count} preguntas' }, 'es-US')).toBe('1 pregunta');
    expect(plural(2, { one: '{count} pregunta', other: '{count} preguntas' }, 'es-US')).toBe('2 preguntas');
  });

  it('shows a formatted count when one is given, and fills other placeholders', () => {
    expect(plural(1000, { one: '{count} day', other: '{count} days' }, 'en-US', { count: '1,000' })).toBe(
      '1,000 days',
    );
    expect(
      plural(1, { one: 'Found {count} result for {query}', other: '' }, 'en-US', { query: 'cost' }),
    ).toBe('Found 1 result for cost');
  });
});
