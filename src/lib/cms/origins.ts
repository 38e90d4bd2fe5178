/**
 * The origins the editor at /admin talks to, for its Content-Security-Policy. The site's own pages
 * keep their stricter policy; only /admin gets these. The header module (one source of HTTP headers
 * per path) imports `adminCsp` / `adminCspDirectives` from here.
 *
 * - GitHub's REST and GraphQL APIs (api.github.com) carry every read and every save (a commit);
 * - the status page (www.githubstatus.com) is polled so the editor can warn of a GitHub outage;
 * - avatars.githubusercontent.com draws the signed-in user's picture;
 * - the auth base URL (CMS_AUTH_URL: the sveltia-cms-auth worker, or Netlify's api.netlify.com) is
 *   the pop-up window that exchanges the GitHub sign-in for a token.
 * Images the owner uploads are previewed as blob: URLs; Svelte injects component styles inline.
 * Sveltia fetches code-highlighting and map libraries from unpkg.com only for `code` and `map`
 * fields, which this site's config does not use, so unpkg.com stays blocked on purpose, all but one
 * file: the editor's hourly update check reads the latest version number from its package.json (and,
 * self-hosted and pinned as it is here, only logs that a newer version exists). Without that one URL
 * every visit to /admin would log a CSP violation.
 */

/** The one unpkg.com address the editor may fetch: the version number for its update check. */
const sveltiaUpdateCheck = 'https://unpkg.com/@sveltia/cms/package.json';

/** The auth origin used when CMS_AUTH_URL is not set: Netlify's own OAuth provider. */
const netlifyAuthOrigin = 'https://api.netlify.com';

/** CSP directives for /admin, given the auth base URL (an origin or URL; undefined = Netlify). */
export function adminCspDirectives(authUrl?: string): Record<string, string[]> {
  const auth = authUrl ? new URL(authUrl).origin : netlifyAuthOrigin;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    // data: — the editor fetches its own inline SVG images.
    'connect-src': [
      "'self'",
      'blob:',
      'data:',
      'https://api.github.com',
      'https://www.githubstatus.com',
      sveltiaUpdateCheck,
      auth,
    ],
    'frame-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", auth],
    'frame-ancestors': ["'none'"],
  };
}

/** The /admin Content-Security-Policy header value. */
export function adminCsp(authUrl?: string): string {
  return Object.entries(adminCspDirectives(authUrl))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Every header /admin needs beyond the site's own: its CSP, and noindex for crawlers that never read
 * the page's robots meta (the editor is also left out of the sitemap).
 */
export function adminHeaders(authUrl?: string): Record<string, string> {
  return { 'Content-Security-Policy': adminCsp(authUrl), 'X-Robots-Tag': 'noindex, nofollow' };
}
