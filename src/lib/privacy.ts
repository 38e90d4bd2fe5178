/**
 * The facts the privacy policy states that follow the build's configuration, as content tokens, each
 * a sentence in the page's language: which service receives the quote form ({formService}, from
 * PUBLIC_QUOTE_FORM_ACTION), what the site's own form sends beyond its fields ({formDetails}), which
 * analytics tool counts visits ({analyticsService}, PUBLIC_ANALYTICS_*), the booking service
 * ({bookingService}, PUBLIC_BOOKING_URL) and WhatsApp ({whatsappService}, business.yaml `whatsapp`).
 * A token whose setting is off is empty, and its paragraph is left out. The policy's other words
 * are the owner's, in its content file.
 */
import type { Business } from '#src/data/business.ts';
import type { UiStrings } from '#src/data/ui.ts';

import { format } from './format.ts';
import { quoteProvider } from './quote-form.ts';

/** The host of an address, for the sentences that name an endpoint of the owner's own. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The configured form service and analytics tool, as sentences for the privacy policy. */
export function privacyTokens(words: UiStrings['privacy'], business: Business): Record<string, string> {
  const action = business.quoteForm.action;
  const { iframeUrl } = business.estimateForm;
  const formService = action
    ? format(words.form[quoteProvider(action)], { host: hostOf(action) })
    : iframeUrl
      ? format(words.form.embedded, { host: hostOf(iframeUrl) })
      : words.form.none;
  const { provider, endpoint } = business.analytics;
  const analyticsService = !endpoint
    ? words.analytics.none
    : format(words.analytics[provider ?? 'generic'], { host: hostOf(endpoint) });
  return {
    formService,
    formDetails: action ? words.formDetails : '',
    analyticsService,
    bookingService: business.bookingUrl ? format(words.booking, { host: hostOf(business.bookingUrl) }) : '',
    whatsappService: business.whatsapp ? words.whatsapp : '',
  };
}
