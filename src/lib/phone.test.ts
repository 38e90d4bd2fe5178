import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { formatPhone, mainNumber, phoneLink, smsHref, telHref } from './phone.ts';

describe('phone helpers', () => {
  it('formats a stored E.164 number the way visitors read it', () => {
    expect(formatPhone('+18885550142')).toBe('(888) 555-0142');
    expect(formatPhone('+13055550187')).toBe('(305) 555-0187');
  });

  it('derives tel: and sms: links from the same stored number', () => {
    expect(telHref('+18885550142')).toBe('tel:+18885550142');
    expect(smsHref('+13055550187')).toBe('sms:+13055550187');
    expect(phoneLink('+18885550142')).toEqual({ display: '(888) 555-0142', href: 'tel:+18885550142' });
  });

  it('accept the numbers stored in the business facts', () => {
    expect(phoneLink(mainNumber(business.phones)).href).toBe(`tel:${mainNumber(business.phones)}`);
    expect(() => formatPhone(business.phones.local)).not.toThrow();
  });

  it('refuses a number that is not stored in E.164 form', () => {
    expect(() => formatPhone('888-555-0142')).toThrow(/E\.164/);
    expect(() => telHref('(888) 555-0142')).toThrow();
  });
});
