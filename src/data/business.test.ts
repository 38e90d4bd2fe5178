import { describe, expect, it } from 'vitest';

import { business, businessSchema } from './business.ts';

describe('business facts', () => {
  it('hold the default facts from the design brief', () => {
    expect(business.name).toBe('Coral Coast Epoxy Floors');
    expect(business.phones).toEqual({ tollFree: '+18885550142', local: '+13055550187' });
    expect(business.hours.map((h) => [h.label, h.opens, h.closes])).toEqual([
      ['Monday-Friday', '07:00', '19:00'],
      ['Saturday', '08:00', '17:00'],
      ['Sunday', '09:00', '16:00'],
    ]);
    expect(business.counties).toEqual(['Miami-Dade County', 'Broward County']);
  });

  it('keep the site URL without a trailing slash', () => {
    expect(business.siteUrl.endsWith('/')).toBe(false);
    expect(businessSchema.parse({ ...business, siteUrl: 'https://example.com/' }).siteUrl).toBe(
      'https://example.com',
    );
  });

  it('reject a phone number typed in display form', () => {
    const broken = { ...business, phones: { ...business.phones, tollFree: '(888) 555-0142' } };
    expect(() => businessSchema.parse(broken)).toThrow();
  });
});
