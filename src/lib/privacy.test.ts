import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { ui } from '#src/data/ui.ts';
import { privacyTokens } from './privacy.ts';

const withForm = (action: string) => ({ ...business, quoteForm: { ...business.quoteForm, action } });

describe('the privacy policy', () => {
  it('says the site sends nothing, and not what a form would send, when no form is on', () => {
    const tokens = privacyTokens(ui.en.privacy, withForm(''));
    expect(tokens['formService']).toBe(ui.en.privacy.form.none);
    expect(tokens['formDetails']).toBe('');
  });

  it('names the service and says what the site’s own form sends, in the page’s language', () => {
    for (const locale of ['en', 'es'] as const) {
      const tokens = privacyTokens(ui[locale].privacy, withForm('https://formspree.io/f/abc'));
      expect(tokens['formService']).toBe(ui[locale].privacy.form.formspree);
      expect(tokens['formDetails']).toBe(ui[locale].privacy.formDetails);
      expect(tokens['formDetails']).toMatch(/utm_source/);
    }
  });

  it('names the booking service by its host and WhatsApp only when they are set, in both languages', () => {
    for (const locale of ['en', 'es'] as const) {
      const words = ui[locale].privacy;
      const off = privacyTokens(words, { ...business, bookingUrl: undefined, whatsapp: undefined });
      expect(off['bookingService']).toBe('');
      expect(off['whatsappService']).toBe('');
      const on = privacyTokens(words, {
        ...business,
        bookingUrl: 'https://clienthub.getjobber.com/booking/abc',
        whatsapp: '+13055550187',
      });
      expect(on['bookingService']).toContain('clienthub.getjobber.com');
      expect(on['whatsappService']).toContain('WhatsApp');
    }
  });
});
