/**
 * Copy that follows the configuration. Whether a page offers a form depends on the build's settings
 * (docs/owner.md "Build settings"), so page copy never names one outright: it writes
 * {sendYourProject}, {sendProjectLabel} or {requestEstimate}, and the build fills them with the
 * words of ui.<locale>.reach: `form` where the page's language shows a form, `direct` (call, text
 * or email, with the number and the address) where it does not.
 */
import type { UiStrings } from '#src/data/ui.ts';

import { fillText, type Tokens } from './facts.ts';
import type { Locale } from './routes.ts';

/** The form settings of the build (src/data/business.ts). */
interface FormSettings {
  /** The site's own quote form (PUBLIC_QUOTE_FORM_ACTION): both languages. */
  quoteAction?: string | undefined;
  /** The third-party estimate form of the English pages (PUBLIC_ESTIMATE_FORM_URL). */
  iframeUrl?: string | undefined;
  /** Its Spanish version (PUBLIC_ESTIMATE_FORM_URL_ES); without it Spanish pages show no form. */
  iframeUrlEs?: string | undefined;
}

/** Whether pages in `locale` show a form, as the estimate block decides (components/blocks/EstimateBlock.astro). */
export function showsForm(settings: FormSettings, locale: Locale): boolean {
  if (settings.quoteAction) return true;
  return Boolean(locale === 'es' ? settings.iframeUrlEs : settings.iframeUrl);
}

/**
 * The reach tokens for a page: the `form` or `direct` words of its language, with the fact tokens
 * they name ({localPhone}, {email}) filled from `facts`.
 */
export function reachTokens(words: UiStrings['reach'], form: boolean, facts: Tokens): Record<string, string> {
  const variant = form ? words.form : words.direct;
  // In running text a phone number must not break: "(305)" or "(305) 555-" at a line's end is hard
  // to read and to dial. A no-break space, and a word joiner after the hyphen (Chrome breaks there).
  const unbroken = Object.fromEntries(
    Object.entries(facts).map(([name, value]) => [
      name,
      /phone/i.test(name) && value !== null ? value.replace(' ', '\u00a0').replace('-', '-\u2060') : value,
    ]),
  );
  return Object.fromEntries(Object.entries(variant).map(([name, text]) => [name, fillText(text, unbroken)]));
}
