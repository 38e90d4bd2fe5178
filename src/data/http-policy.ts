/**
 * THE single source of the HTTP response policy: security headers, the Content-Security-Policy,
 * caching rules. scripts/build/serve-config.ts turns it (after `astro build`) into dist/_headers and
 * dist/_redirects for static hosts (Netlify, Cloudflare Pages) and dist/_nginx.conf, the include
 * that dist/_nginx-site.conf loads; nothing else writes a header by hand.
 *
 * The script-src and style-src hashes come from Astro (`security.csp` in astro.config.ts computes
 * them for its own inline scripts and styles); serve-config writes each page's policy, with that page's
 * own hashes, into its <meta>, and sends in the header only what a <meta> cannot carry (frame-ancestors).
 * The origins of the estimate form and the analytics collector come from the build's settings in
 * src/data/business.ts.
 */
import { business } from './business.ts';
import { netlifyQuoteAction } from './quote-form.ts';

/** A CSP as directive -> sources; an empty list writes the bare directive. */
export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/** The origin of a configured third-party URL, or nothing when the setting is off. */
function originOf(url: string | undefined): string[] {
  return url ? [new URL(url).origin] : [];
}

const formOrigins = originOf(business.estimateForm.iframeUrl);
const formScriptOrigins = originOf(business.estimateForm.scriptUrl);
const analyticsOrigins = originOf(business.analytics.endpoint);
// The quote form posts to its endpoint (a plain POST without JavaScript, fetch with it); Netlify
// Forms take it at the site itself.
const quoteAction = business.quoteForm.action;
const quoteOrigins = quoteAction === netlifyQuoteAction ? [] : originOf(quoteAction);

/**
 * The site's policy. serve-config adds each page's own script and style hashes to script-src and
 * style-src, and the hashes of its style="" attributes to style-src-attr ('unsafe-hashes'): keep the
 * HTML free of style="" (an SVG fill, a class, or a style set from script through the CSSOM instead).
 */
export const contentSecurityPolicy: CspDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'self'", ...formScriptOrigins],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'manifest-src': ["'self'"],
  // The estimate form is probed with fetch before it is framed; analytics posts with sendBeacon.
  'connect-src': ["'self'", ...new Set([...formOrigins, ...analyticsOrigins, ...quoteOrigins])],
  ...(formOrigins.length > 0 ? { 'frame-src': formOrigins } : {}),
  'form-action': ["'self'", ...quoteOrigins],
  'base-uri': ["'none'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * Paths (a prefix ending in "/" or an exact path) with a policy of their own, replacing the site's
 * directives they name. The /admin editor's policy (src/lib/cms/origins.ts) is added to these by
 * scripts/build/serve-config.ts.
 */
export const pathPolicies: readonly { path: string; csp: CspDirectives }[] = [];

/** Headers every response carries. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Caching: hashed build assets never change; pages revalidate (ETag) on every visit. */
export const cacheControl = {
  /** Files under /_astro/, whose names carry a content hash. */
  hashedAssets: 'public, max-age=31536000, immutable',
  /** HTML pages. */
  pages: 'no-cache',
  /** Everything else (icons, sitemap, robots.txt): a day, then revalidate. */
  other: 'public, max-age=86400',
  /**
   * Redirects nginx makes (a trailing slash, an old path): revalidated on every use, as Netlify and
   * Cloudflare send theirs, so a redirect corrected later is not stuck in browsers for a day.
   */
  redirects: 'no-cache',
  /** Errors nginx makes itself (400, 404, 405, 414, 416 ...): never stored, never "immutable". */
  errors: 'no-store',
} as const;

/** The folder of hashed build assets. */
export const hashedAssetsPath = '/_astro/';
