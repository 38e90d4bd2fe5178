/**
 * Reads back where the visit came from (recorded, already masked, by lib/attribution.ts on the
 * visit's first page) for the quote form to send with the request. Only the known keys, as short
 * strings, are taken: the entry is this tab's own, but anything else in it is left behind.
 */

/** The sessionStorage key lib/attribution.ts writes (attributionKey). */
const key = 'lead-source';

/** The fields a request carries about its visit. */
const leadSourceFields = [
  'landing_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
] as const;

/** The recorded source, or nothing when storage is refused, empty or not what was written. */
export function readLeadSource(storage: Pick<Storage, 'getItem'>): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    const found: Record<string, string> = {};
    for (const field of leadSourceFields) {
      const value = (parsed as Record<string, unknown>)[field];
      // The masking allows at most 100 characters a value, a click id 255; a referrer adds its origin.
      if (typeof value === 'string' && value !== '' && value.length <= 300) found[field] = value;
    }
    return found;
  } catch {
    return {};
  }
}
