/**
 * Interface text, one table per language: src/data/ui/en.ts and src/data/ui/es.ts. Components
 * receive these strings as props; copy about the business lives in src/content/. A language's table
 * is typed against `UiStrings` (the English shape), so a missing string is a compile error. Templates
 * with `{name}` placeholders are filled by lib/format.ts.
 */
import type { Locale } from '#src/schemas/content-manifest.ts';

import { en, type UiStrings } from './ui/en.ts';
import { es } from './ui/es.ts';

export type { UiStrings };

/** English pages are the default: unprefixed, and the x-default of every hreflang set. */
export const defaultLocale: Locale = 'en';

/** The Intl locale each language formats numbers, dollars and percents with. */
export const intlLocales: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Every interface string, by language. */
export const ui: Record<Locale, UiStrings> = { en, es };

/** The words around the estimate form and its call / text / email alternative. */
export type EstimateCopy = UiStrings['estimate'];
/** The site's own quote form: fields, errors, thank-you and failure. */
export type QuoteFormCopy = UiStrings['quoteForm'];
/** The words of the /faq search box, its result count and its empty state. */
export type FaqSearchCopy = UiStrings['faqSearch'];
/** The price estimator's words (fields, errors, result, assumptions, message). */
export type EstimatorCopy = UiStrings['estimator'];
/** The gallery's filters, cards, slider and dialog labels. */
export type GalleryCopy = UiStrings['gallery'];
