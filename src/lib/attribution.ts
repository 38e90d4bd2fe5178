/**
 * Where a quote request came from, without tracking: the first page of the visit, the referring
 * site, the campaign (`utm_*`) and an ad click id, read once when the visit lands and kept in
 * sessionStorage, which belongs to this tab and ends with it (no cookie, nothing that outlives the
 * tab, nothing sent anywhere). The quote form reads it and sends it only inside the visitor's own
 * request. Every value passes the analytics masking first (lib/analytics.ts): an email address,
 * a phone number or markup in a campaign value is dropped, and a path segment holding one is
 * "[redacted]"; a click id is kept only as the platforms write one (isClickId), whole however
 * many digits or characters it has.
 *
 * The layout's one site-wide script records it on every page (lib/site-client.ts), so the landing
 * page is known whichever page the visit starts on. The quote form reads it back with
 * lib/lead-source.ts, which shares no code with this module: an island importing the analytics
 * masking would split it out of the site-wide script into a chunk of its own, and cost every page.
 */
import { isClickId, isReportable, maskedPath, reportedReferrer } from './analytics.ts';

/** The sessionStorage key the visit's source is kept under. */
export const attributionKey = 'lead-source';

/** The campaign keys that are kept. */
const campaignKeys = /^utm_(source|medium|campaign|term|content)$/;
/** The ad click ids (Google, Google iOS, Meta, Microsoft) that are kept. */
const clickIdKeys = /^(gclid|gbraid|wbraid|fbclid|msclkid)$/;

/** What a request carries about its visit: `landing_page`, `referrer`, `utm_*` and a click id. */
export type Attribution = Record<string, string>;

/**
 * The source of a visit landing on `location` from `referrer`: the masked landing path, the
 * referrer's origin and masked path when it is another site, and the reportable campaign values
 * and click ids.
 */
export function landingAttribution(
  location: Pick<Location, 'pathname' | 'search' | 'origin'>,
  referrer: string,
): Attribution {
  const found: Attribution = { landing_page: maskedPath(location.pathname) };
  const from = reportedReferrer(referrer);
  if (from && !from.startsWith(`${location.origin}/`)) found.referrer = from;
  for (const [key, value] of new URLSearchParams(location.search)) {
    if (clickIdKeys.test(key) ? isClickId(value) : campaignKeys.test(key) && isReportable(value))
      found[key] = value;
  }
  return found;
}

/**
 * Records the visit's source once per tab: the first page wins, later pages of the same visit
 * change nothing. Storage that is full or refused (private modes) records nothing.
 */
export function recordLanding(
  // A getter: reading sessionStorage itself throws where storage is refused.
  tabStorage: () => Pick<Storage, 'getItem' | 'setItem'>,
  location: Pick<Location, 'pathname' | 'search' | 'origin'>,
  referrer: string,
): void {
  try {
    const storage = tabStorage();
    if (storage.getItem(attributionKey) === null)
      storage.setItem(attributionKey, JSON.stringify(landingAttribution(location, referrer)));
  } catch {
    // No storage: the request goes without its source.
  }
}
