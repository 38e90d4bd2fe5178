/**
 * The accessibility statement's sentences that follow the build's configuration, as content tokens:
 * {accessTasks} (what the keyboard audit went through: the quote form only where the site has its
 * own), {accessFormNote} (what that form does for a screen reader), {accessFormService} and
 * {accessBooking} (the third-party pages the site hands over to, named as known limits). A token a
 * setting leaves empty leaves its paragraph out. The statement's other words are the owner's, in
 * src/content/pages/accessibility.yaml and its Spanish twin.
 */
import type { Business } from '#src/data/business.ts';
import type { UiStrings } from '#src/data/ui.ts';

import { format } from './format.ts';
import type { Locale } from './routes.ts';

/** The host of an address, as the sentences name a service. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The statement's configured sentences for a page in `locale`. */
export function accessibilityTokens(
  words: UiStrings['accessibility'],
  business: Pick<Business, 'quoteForm' | 'estimateForm' | 'bookingUrl'>,
  locale: Locale,
): Record<string, string> {
  const ownForm = Boolean(business.quoteForm.action);
  // The site's own form wins over an embedded one (src/data/business.ts drops the embed then).
  const embedded = ownForm
    ? undefined
    : locale === 'es'
      ? business.estimateForm.iframeUrlEs
      : business.estimateForm.iframeUrl;
  return {
    accessTasks: ownForm ? words.tasks.form : words.tasks.direct,
    accessFormNote: ownForm ? words.formNote : '',
    accessFormService: embedded ? format(words.formService, { host: hostOf(embedded) }) : '',
    accessBooking: business.bookingUrl ? format(words.booking, { host: hostOf(business.bookingUrl) }) : '',
  };
}
