import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';

import { redirects } from '#src/lib/routes.ts';
import { expect, test } from './csp.ts';

// The site as deploy/nginx.conf serves it: playwright.config.ts runs nginx with it on PORT, https on
// TLS_PORT and the http -> https redirect on REDIRECT_PORT, and sets NGINX_CERT to its certificate.
const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (playwright.config.ts sets it)`);
  return value;
};

/** The header blocks of the generated dist/_headers, by path. */
function staticHostHeaders(): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>();
  let current: Record<string, string> = {};
  for (const line of readFileSync('dist/_headers', 'utf8').split('\n')) {
    if (line.startsWith('/')) blocks.set(line.trim(), (current = {}));
    else if (line.startsWith('  ')) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
  }
  return blocks;
}

test.describe('served by nginx with deploy/nginx.conf', () => {
  test('an unknown path answers 404 with the site’s own 404 page, under the same headers', async ({
    request,
  }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('<h1');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('old paths move permanently to their new page', async ({ request }) => {
    for (const [from, to] of Object.entries(redirects)) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(to);
    }
  });

  test('clean URLs work beside folders of the same name, and a trailing slash goes away once', async ({
    request,
  }) => {
    for (const path of ['/services', '/locations', '/resources', '/services/garage', '/about']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const slashed = await request.get(`${path}/`, { maxRedirects: 0 });
      expect(slashed.status(), `${path}/`).toBe(301);
      expect(slashed.headers()['location']).toBe(path);
    }
    const followed = await request.get('/services/');
    expect(followed.status()).toBe(200);
    expect(new URL(followed.url()).pathname).toBe('/services');
  });

  test('hashed assets are cached for a year; pages revalidate with an ETag', async ({ request, page }) => {
    const page404 = await request.get('/');
    expect(page404.headers()['cache-control']).toBe('no-cache');
    const etag = page404.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/', { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status()).toBe(304);

    const assets: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/_astro/')) assets.push(r.url());
    });
    await page.goto('/gallery');
    await page.waitForLoadState('networkidle');
    expect(assets.length).toBeGreaterThan(0);
    const asset = await request.get(assets[0] ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('pages and scripts go out precompressed, brotli or gzip as the browser asks', async ({ request }) => {
    // Without its brotli module nginx serves gzip only: playwright.config.ts says what to install.
    expect(process.env['NGINX_BROTLI_PROBLEM'] ?? '', 'nginx has the brotli_static module').toBe('');
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get('/about', { headers: { 'accept-encoding': encoding } });
      expect(response.headers()['content-encoding']).toBe(encoding);
      expect(response.headers()['vary']).toContain('Accept-Encoding');
      expect(await response.text()).toContain('</html>');
    }
  });

  test('every page sends the security headers that dist/_headers gives static hosts', async ({ request }) => {
    const blocks = staticHostHeaders();
    const everyPath = blocks.get('/*') ?? {};
    const pages = [...blocks.keys()].filter(
      (path) => !path.includes('*') && !path.endsWith('.html') && !(path in redirects),
    );
    expect(pages.length).toBeGreaterThan(40);
    for (const path of pages) {
      const headers = (await request.get(path)).headers();
      for (const [name, value] of Object.entries({ ...everyPath, ...blocks.get(path) })) {
        expect(headers[name], `${path} ${name}`).toBe(value);
      }
      expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  test('Mozilla’s HTTP Observatory grades the https site A+', async () => {
    test.setTimeout(60_000);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['scripts/observatory.ts', '127.0.0.1', env('REDIRECT_PORT'), env('TLS_PORT')],
      // Trust nginx's self-signed certificate in the scanner's process only.
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: env('NGINX_CERT') } },
    );
    const scan = JSON.parse(stdout) as { grade: string; score: number; tests: Record<string, unknown> };
    console.log(`Observatory: ${scan.grade} (${scan.score}/100)`);
    expect(scan.tests['redirection']).toMatchObject({ result: 'redirection-to-https' });
    expect(scan.grade).toBe('A+');
  });
});
