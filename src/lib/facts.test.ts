import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { factTokens, fillFacts, fillText } from './facts.ts';
import { formatPhone } from './phone.ts';

const tokens = factTokens(business);

describe('fact tokens', () => {
  it('fill the company name, phones and founding year from the business facts', () => {
    expect(fillText('Call {company} at {phone} or text {localPhone}; since {foundingYear}.', tokens)).toBe(
      `Call ${business.name} at ${formatPhone(business.phones.tollFree)} or text ${formatPhone(business.phones.local)}; since ${business.foundingYear}.`,
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
