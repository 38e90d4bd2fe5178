import { describe, expect, it } from 'vitest';

import { hardNames } from '#src/test/business-names.ts';
import { emWidth, LOGO_ROOM, wordmark } from './wordmark.ts';

/** The name as the logo's lines read it, joined again. */
const joined = ({ lead, accent, sub }: ReturnType<typeof wordmark>) =>
  [lead, accent, sub].filter(Boolean).join(' ');

describe('wordmark', () => {
  it('puts the name over two lines, the last word of the main line accented', () => {
    expect(wordmark('Coral Coast Epoxy Floors')).toEqual({
      lead: 'Coral',
      accent: 'Coast',
      sub: 'Epoxy Floors',
      size: 'base',
    });
  });

  it('keeps a one-word name whole, and a short two-word name on one line', () => {
    expect(wordmark('Sunrise')).toEqual({ lead: 'Sunrise', accent: '', sub: '', size: 'base' });
    expect(wordmark('Coral Coast')).toEqual({ lead: 'Coral', accent: 'Coast', sub: '', size: 'base' });
  });

  it('moves a word to the small line when the main line would be wider than a phone allows', () => {
    expect(wordmark('Sunrise Shield')).toEqual({ lead: 'Sunrise', accent: '', sub: 'Shield', size: 'base' });
    expect(wordmark('Sunrise Shield Floor Coatings Inc')).toEqual({
      lead: 'Sunrise',
      accent: '',
      sub: 'Shield Floor Coatings Inc',
      size: 'base',
    });
  });

  it('never ends the main line on "&", "of" or "and"', () => {
    expect(wordmark('Bo & Al Floors')).toEqual({ lead: 'Bo &', accent: 'Al', sub: 'Floors', size: 'base' });
    expect(wordmark('Coral & Sons Epoxy')).toEqual({
      lead: 'Coral',
      accent: '',
      sub: '& Sons Epoxy',
      size: 'base',
    });
    expect(wordmark('Smith & Sons Floors')).toEqual({
      lead: 'Smith',
      accent: '',
      sub: '& Sons Floors',
      size: 'base',
    });
  });

  it('sets a 40-character name in the compact size, the small line on two lines', () => {
    expect(wordmark("José's Floor & Coatings of South Florida")).toEqual({
      lead: "José's",
      accent: 'Floor',
      sub: '& Coatings of South Florida',
      size: 'compact',
    });
  });

  it('measures letters by their widths: an "m" is wider than an "i", an accent adds nothing', () => {
    expect(emWidth('mmmm', 'main')).toBeGreaterThan(3 * emWidth('iiii', 'main'));
    expect(emWidth('José', 'main')).toBe(emWidth('Jose', 'main'));
    expect(emWidth('é', 'sub')).toBe(emWidth('E', 'sub'));
  });

  it.each(hardNames)('keeps every word of "%s", in order, with a main line that fits a phone', (name) => {
    const mark = wordmark(name);
    expect(joined(mark)).toBe(name);
    const mainPx = mark.size === 'compact' ? 15.2 : 16.8;
    expect(emWidth([mark.lead, mark.accent].filter(Boolean).join(' '), 'main') * mainPx).toBeLessThanOrEqual(
      LOGO_ROOM,
    );
    expect(mark.lead.split(' ').at(-1)).not.toBe('of');
  });
});
