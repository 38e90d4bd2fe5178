/**
 * The word PUBLIC_QUOTE_FORM_ACTION takes for Netlify Forms (src/data/business.ts validates the
 * setting): the quote form then posts to the site itself. Plain, with no zod, so the quote form's
 * island can import it without the schema library.
 */
export const netlifyQuoteAction = 'netlify';
