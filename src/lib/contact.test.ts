import { afterEach, describe, expect, it, vi } from 'vitest';

import { business, type Business } from '#src/data/business.ts';

import { allNumbers, formatPhone, mainNumber, secondNumber } from './phone.ts';

/** lib/contact.ts as it reads a business.yaml with these phones. */
async function contactWith(phones: Business['phones']) {
  vi.resetModules();
  vi.doMock('#src/data/business.ts', () => ({ business: { ...business, phones } }));
  return import('./contact.ts');
}

afterEach(() => {
  vi.doUnmock('#src/data/business.ts');
  vi.resetModules();
});

describe('one phone number', () => {
  const local = business.phones.local;

  it('is the main number, shown once, and never called toll-free', async () => {
    const contact = await contactWith({ local });
    expect(contact.primaryPhone.display).toBe(formatPhone(local));
    expect(contact.localPhone.display).toBe(formatPhone(local));
    expect(contact.secondPhone).toBeUndefined();
    expect(contact.mainIsTollFree).toBe(false);
    expect(allNumbers({ local })).toEqual([local]);
  });

  it('with a toll-free line, leads with it and offers the local one second', async () => {
    const contact = await contactWith({ local, tollFree: '+18885550142' });
    expect(contact.primaryPhone.display).toBe('(888) 555-0142');
    expect(contact.secondPhone?.display).toBe(formatPhone(local));
    expect(contact.mainIsTollFree).toBe(true);
    expect(mainNumber({ local, tollFree: '+18885550142' })).toBe('+18885550142');
    expect(secondNumber({ local, tollFree: '+18885550142' })).toBe(local);
  });

  it('the same number written on both lines still shows once', () => {
    expect(secondNumber({ local, tollFree: local })).toBeUndefined();
  });
});
