/**
 * Every build setting the docs document for the owner (docs/owner.md's table of environment variables,
 * SITE_URL aside), each with a plausible value, so one list drives the builds that prove they all
 * work: the browser tests' configured site (playwright.config.ts, served from dist-configured/)
 * and `npm run build:settings` (scripts/build/build-settings.ts: each alone, then all together).
 * scripts/build/lib/configured-settings.test.ts fails when the docs document a setting this list lacks.
 */

/** The stand-in (or example) form provider and analytics collector. */
export interface ThirdParties {
  /** The estimate form's host, e.g. https://forms.example.com. */
  form: string;
  /** The text the form provider posts to the page when its form is ready. */
  readyMessage: string;
  /** The analytics collector's host. */
  collector: string;
}

/** Every documented setting, switched on. */
export function configuredSettings({ form, readyMessage, collector }: ThirdParties): Record<string, string> {
  return {
    PUBLIC_ESTIMATE_FORM_URL: `${form}/estimate-form`,
    PUBLIC_ESTIMATE_FORM_SCRIPT: `${form}/estimate-loader.js`,
    PUBLIC_ESTIMATE_FORM_READY_MESSAGE: readyMessage,
    PUBLIC_ESTIMATE_FORM_PREFILL: 'kind=entry.1,area=entry.2,estimate=entry.6',
    PUBLIC_ESTIMATE_FORM_URL_ES: `${form}/estimate-form-es`,
    PUBLIC_ANALYTICS_ENDPOINT: `${collector}/collect`,
    CMS_REPO: 'coralcoast/website',
    CMS_AUTH_URL: 'https://sveltia-cms-auth.coralcoast.workers.dev',
    CMS_BRANCH: 'main',
  };
}

/** The quote build's hosts: the quote endpoint, and the analytics site id it reports under. */
export interface QuoteSiteHosts extends Omit<ThirdParties, 'readyMessage'> {
  /** The endpoint the site's own quote form posts to. */
  quote: string;
  /** The Plausible site id (a domain) of this build's analytics. */
  siteId: string;
}

/**
 * The settings the all-settings build cannot carry beside the third-party form, because the site's
 * own quote form wins over it site-wide: the quote build's (e2e/quote-site.ts), with the third-party
 * form set too (so the build says which wins), analytics in Plausible's format, the form's access
 * key and the booking page the form's thank-you offers.
 */
export function quoteSiteSettings({
  quote,
  form,
  collector,
  siteId,
}: QuoteSiteHosts): Record<string, string> {
  return {
    PUBLIC_QUOTE_FORM_ACTION: quote,
    PUBLIC_QUOTE_FORM_KEY: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    PUBLIC_BOOKING_URL: 'https://clienthub.getjobber.com/booking/coral-coast-epoxy',
    PUBLIC_ESTIMATE_FORM_URL: `${form}/estimate-form`,
    PUBLIC_ESTIMATE_FORM_SCRIPT: `${form}/estimate-loader.js`,
    PUBLIC_ANALYTICS_PROVIDER: 'plausible',
    PUBLIC_ANALYTICS_ENDPOINT: collector,
    PUBLIC_ANALYTICS_SITE_ID: siteId,
  };
}
