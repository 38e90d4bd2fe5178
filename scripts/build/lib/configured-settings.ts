/**
 * Every build setting docs/owner.md documents, each with a plausible value, so one list drives the builds
 * that prove they all work; configured-settings.test.ts fails when the docs name a setting this lacks.
 */

/** The stand-in (or example) form provider and analytics collector. */
export interface ThirdParties {
  form: string;
  /** The text the form provider posts to the page when its form is ready. */
  readyMessage: string;
  collector: string;
}

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
  quote: string;
  /** The Plausible site id (a domain) of this build's analytics. */
  siteId: string;
}

/**
 * The settings the all-settings build cannot carry beside the third-party form (the site's own quote form
 * wins site-wide): the quote build's, with the third-party form set too so the build says which wins.
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
