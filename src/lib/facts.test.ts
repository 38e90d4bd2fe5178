import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { claimTokens, factTokens, fillFacts, fillText, yearsInBusiness } from './facts.ts';
import { formatPhone, mainNumber } from './phone.ts';

const tokens = factTokens(business);

describe('fact tokens', () => {
  it('fill the company name, phones and founding year from the business facts', () => {
    expect(fillText('Call {company} at {phone} or text {localPhone}; since {foundingYear}.', tokens)).toBe(
      `Call ${business.name} at ${formatPhone(mainNumber(business.phones))} or text ${formatPhone(business.phones.local)}; since ${business.foundingYear}.`,
    );
  });

  it('follow a renamed business', () => {
    const renamed = factTokens({ ...business, name: 'Sunrise Shield Floor Coatings' });
    expect(fillText('{company} install', renamed)).toBe('Sunrise Shield Floor Coatings install');
  });

  it('fill every string of nested content and leave other values alone', () => {
    const filled = fillFacts({ a: ['{company}', 3, true], b: { c: 'x {email}' } }, tokens);
    expect(filled).toEqual({ a: [business.name, 3, true], b: { c: `x ${business.email}` } });
  });

  it('stop the build on an unknown token instead of printing it', () => {
    expect(() => fillText('Call {phnoe}', tokens)).toThrow(/Unknown fact token \{phnoe\}/);
  });

  it('fill price tokens only when they are given, so a figure is never printed unfilled', () => {
    expect(() => fillText('Rush jobs carry a {rushPremium} premium', tokens)).toThrow(/\{rushPremium\}/);
    expect(fillText('Rush jobs carry a {rushPremium} premium', { ...tokens, rushPremium: '15-30%' })).toBe(
      'Rush jobs carry a 15-30% premium',
    );
  });
});

describe('license fact tokens', () => {
  it('fill the license number and the state verification address from the business facts', () => {
    expect(
      fillFacts({ href: '{licenseVerifyUrl}', text: 'License {licenseNumber}' }, factTokens(business)),
    ).toEqual({
      href: business.license.verifyUrl,
      text: `License ${business.license.number}`,
    });
  });
});

describe('an unset fact leaves out the words that state it, never half of them', () => {
  const tokens = { company: 'Gulfstream', 'claims.crewSize': null, rating: '4.6', reviewCount: null };

  it('drops a bracketed part, else its sentence', () => {
    expect(fillText('Licensed and insured[[, with {claims.crewSize} employees]].', tokens)).toBe(
      'Licensed and insured.',
    );
    expect(fillText('We are {company}. Our {claims.crewSize} employees install. Call us.', tokens)).toBe(
      'We are Gulfstream. Call us.',
    );
    expect(fillText('Rated[[ {rating}/5]] by neighbors', tokens)).toBe('Rated 4.6/5 by neighbors');
  });

  it('drops the list item (a stat, a bullet) whose words state only it', () => {
    const stats = {
      kind: 'stats',
      title: 'By the numbers',
      items: [
        { value: '{claims.crewSize}', label: 'Full-time employees' },
        { value: '{rating}/5', label: 'Rating', detail: 'From {reviewCount} reviews' },
        { value: '24h', label: 'Quotes' },
      ],
      trust: ['Licensed', '{claims.crewSize} employees'],
    };
    expect(fillFacts(stats, tokens)).toEqual({
      kind: 'stats',
      title: 'By the numbers',
      items: [{ value: '24h', label: 'Quotes' }],
      trust: ['Licensed'],
    });
  });

  it('drops a table row whole, so its cells stay in their columns', () => {
    const rows = [
      { label: 'Track record', cells: ['{claims.crewSize} crews', 'None'] },
      { label: 'Warranty', cells: ['Written', 'None'] },
    ];
    expect(fillFacts(rows, tokens)).toEqual([{ label: 'Warranty', cells: ['Written', 'None'] }]);
  });

  it('in a page section, drops only the field', () => {
    expect(
      fillFacts({ kind: 'reviews', panelTitle: '{reviewCount} reviews', title: 'Reviews' }, tokens),
    ).toEqual({ kind: 'reviews', title: 'Reviews' });
  });

  it('still stops the build on a token no one knows', () => {
    expect(() => fillFacts(['{claims.crewSise}'], tokens)).toThrow(/Unknown fact token \{claims\.crewSise\}/);
  });
});

describe('claims', () => {
  it('are the values of business.yaml, in each language, and unset when deleted', () => {
    const figure = (name: string, locale: 'en' | 'es' = 'en') =>
      claimTokens(business.claims, locale)[`claims.${name}`];
    for (const name of Object.keys(business.claims))
      expect(figure(name) ?? figure(`${name}Materials`), name).toBeTruthy();
    expect(claimTokens({}, 'en')['claims.crewSize']).toBeNull();
    const claims = {
      projectsCompleted: { value: 1247 },
      liabilityCover: { value: 2_000_000 },
      onTimePercent: { value: 98 },
      crewLeaders: { value: 4 },
    };
    expect(claimTokens(claims, 'en')).toMatchObject({
      'claims.projectsCompleted': '1,247',
      'claims.projectsCompletedRounded': '1,200',
      'claims.projectsCompletedRoughly': '1,000',
      'claims.liabilityCover': '$2M',
      'claims.liabilityCoverWords': '$2 million',
      'claims.onTimePercent': '98%',
      'claims.crewLeadersWord': 'four',
    });
    expect(claimTokens(claims, 'es')).toMatchObject({
      'claims.liabilityCoverWords': '$2 millones',
      'claims.crewLeadersWord': 'cuatro',
    });
    expect(claimTokens({ liabilityCover: { value: 1_000_000 } }, 'es')['claims.liabilityCoverWords']).toBe(
      '$1 millón',
    );
    const warranty = { residentialWarranty: { materials: { min: 10, max: 15 }, workmanship: 1 } };
    expect(claimTokens(warranty, 'en')).toMatchObject({
      'claims.residentialWarrantyMaterials': '10-15 years',
      'claims.residentialWarrantyWorkmanship': '1 year',
    });
    expect(claimTokens(warranty, 'es')).toMatchObject({
      'claims.residentialWarrantyMaterials': '10–15 años',
      'claims.residentialWarrantyMaterialsText': 'de 10 a 15 años',
      'claims.residentialWarrantyWorkmanship': '1 año',
    });
  });

  it('leave every unset claim out of the tokens the pages fill', () => {
    const tokens = factTokens({ ...business, claims: {} });
    const names = Object.keys(tokens).filter((name) => name.startsWith('claims.'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(tokens[name], name).toBeNull();
  });
});

describe('years in business', () => {
  it('count from business.yaml at the build date, and none in the first year', () => {
    const thisYear = new Date().getFullYear();
    expect(factTokens(business).yearsInBusiness).toBe(yearsInBusiness(business.foundingYear));
    expect(factTokens({ ...business, foundingYear: thisYear }).yearsInBusiness).toBeNull();
    expect(yearsInBusiness(2012, new Date('2026-06-01T12:00:00Z'))).toBe('10+');
    expect(yearsInBusiness(2018, new Date('2026-06-01T12:00:00Z'))).toBe('8');
  });
});
