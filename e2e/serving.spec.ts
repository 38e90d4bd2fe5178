import { execFile, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';

import { parseAllRedirects } from '@netlify/redirect-parser';

import { business } from '#src/data/business.ts';
import { forbiddenPages, notFoundPages, unexpectedErrorPages } from '#src/data/error-pages.ts';
import { cacheControl } from '#src/data/http-policy.ts';
import { redirects } from '#src/lib/routes.ts';
import {
  checkHostFiles,
  headersForPath,
  pageUrls,
  parseCloudflareHeaders,
  parseNetlifyHeaders,
  type MatchableRule,
} from '#scripts/build/lib/serve-config.ts';
import { nginxSitePaths, renderNginxFirstStart, renderNginxSite } from '#scripts/build/lib/nginx-site.ts';
import { realHost } from '#scripts/test/lib/host.ts';
import { makeCertificate, nginxDir, portsFromEnv, requireNginx } from '#scripts/test/nginx.ts';
import { formHostOrigin } from './configured-site.ts';
import { expect, metaPolicy, test } from './csp.ts';

// The site as dist/_nginx-site.conf serves it: playwright.config.ts runs nginx with it on PORT, https on
// TLS_PORT and the http -> https redirect on REDIRECT_PORT, and sets NGINX_CERT to its certificate.
const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (playwright.config.ts sets it)`);
  return value;
};

/** The `_headers` of a build as each static host reads it: Cloudflare's rules and Netlify's (its own parser). */
async function staticHostRules(dir = 'dist'): Promise<Record<string, MatchableRule[]>> {
  const netlify = await parseNetlifyHeaders(`${dir}/_headers`);
  return {
    Netlify: netlify.rules,
    'Cloudflare Pages': parseCloudflareHeaders(readFileSync(`${dir}/_headers`, 'utf8')).rules,
  };
}

/** Every file of a build (the generated host files and compressed twins aside), with forward slashes. */
function distFiles(dir = 'dist'): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name) && !entry.name.startsWith('_'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Each response header name and how many times nginx sent it. */
function headerCounts(headers: { name: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { name } of headers) counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
  return counts;
}

test.describe('served by nginx with the site file the build wrote (dist/_nginx-site.conf)', () => {
  test('an unknown path answers 404 with the site’s own 404 page, which carries the site policy itself', async ({
    request,
    page,
  }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(response.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    // A static host gives an unknown path only the "/*" headers; 404.html, like every page, holds its
    // policy in a <meta>: the site's, less what a <meta> cannot carry.
    for (const rules of Object.values(await staticHostRules())) {
      expect(headersForPath(rules, '/no-such-page').headers['content-security-policy']).toBeUndefined();
    }
    const meta = metaPolicy(html);
    expect(meta.get('default-src')).toEqual(["'none'"]);
    expect(meta.get('base-uri')).toEqual(["'none'"]);
    expect(meta.has('frame-ancestors')).toBe(false);
    // Under the header and the <meta> together, nothing on the page is blocked (./csp.ts).
    await page.goto('/no-such-page');
    await page.goto('/500');
  });

  test('an unknown address under /es/ answers 404 with the Spanish not-found page, and Spanish pages stay served', async ({
    request,
  }) => {
    for (const path of ['/es/no-existe', '/es/services/no-existe']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<html lang="es-US"');
      expect(html, path).toContain(notFoundPages.es.heading);
      expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
    expect((await request.get('/es/pricing')).status()).toBe(200);
    expect((await request.get('/es')).status()).toBe(200);
    // Outside /es the English page answers.
    expect(await (await request.get('/no-such-page')).text()).toContain(notFoundPages.en.heading);
    // Netlify gets the same rule from netlify.toml (dist/_redirects is shared with Cloudflare Pages,
    // which serves the nearest 404.html, dist/es/404.html, by itself).
    const netlify = await parseAllRedirects({
      netlifyConfigPath: 'netlify.toml',
      redirectsFiles: [],
      configRedirects: [],
      minimal: false,
    });
    expect(netlify.errors).toEqual([]);
    expect(netlify.redirects).toEqual([
      expect.objectContaining({ from: '/es/*', to: '/es/404.html', status: 404 }),
    ]);
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

  test('a trailing slash redirects once, to a path on this site, and never for a day', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/about/', '/about'],
      ['/services/garage/', '/services/garage'],
      ['/about/?a=b', '/about?a=b'],
      ['/es/', '/es'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
      expect(response.headers()['cache-control'], from).toBe(cacheControl.redirects);
    }
    // $uri is decoded: a backslash or a tab copied into Location would send browsers to evil.test.
    for (const path of ['/%5Cevil.test/', '/%09/evil.test/', '/%5C%5Cevil.test/', '/%5Cevil.test/login/']) {
      const response = await request.get(path, { maxRedirects: 0 });
      const location = response.headers()['location'];
      if (location !== undefined) {
        expect(location, path).toMatch(/^\/[A-Za-z0-9._~-]/);
        expect(new URL(location, 'https://site.test/').origin, path).toBe('https://site.test');
      }
      expect(response.status(), path).toBe(404);
    }
  });

  test('errors nginx makes itself are never stored, and no header goes out twice', async ({ request }) => {
    const asset = readdirSync('dist/_astro').find((name) => name.endsWith('.js')) ?? '';
    const probes: [string, () => ReturnType<typeof request.get>, number][] = [
      ['unknown page', () => request.get('/no-such-page'), 404],
      ['unknown asset', () => request.get('/_astro/no-such-file.js'), 404],
      ['POST on a page', () => request.post('/faq'), 405],
      ['POST on an asset', () => request.post(`/_astro/${asset}`), 405],
      ['URL too long', () => request.get(`/_astro/${asset}?${'a'.repeat(9000)}`), 414],
      [
        'header too large',
        () => request.get(`/_astro/${asset}`, { headers: { 'x-big': 'a'.repeat(9000) } }),
        400,
      ],
    ];
    for (const [what, send, status] of probes) {
      const response = await send();
      expect(response.status(), what).toBe(status);
      expect(response.headers()['cache-control'], what).toBe(cacheControl.errors);
      for (const [name, count] of headerCounts(response.headersArray()))
        expect(count, `${what}: ${name}`).toBe(1);
    }
    // A range past the end of an asset: nginx ignores ranges (max_ranges 0) and sends the file once,
    // instead of a 416 with every header twice and the asset's "immutable".
    const range = await request.get(`/_astro/${asset}`, { headers: { range: 'bytes=999999999-' } });
    expect(range.status()).toBe(200);
    expect(range.headers()['cache-control']).toBe(cacheControl.hashedAssets);
    for (const [name, count] of headerCounts(range.headersArray())) expect(count, `range: ${name}`).toBe(1);
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

  test('every page gets from nginx exactly the headers the static hosts give it, each once', async ({
    request,
  }) => {
    const hosts = await staticHostRules();
    const pages = distFiles()
      .filter((file) => file.endsWith('.html'))
      .flatMap(pageUrls)
      .filter((path) => !(path in redirects));
    expect(pages.length).toBeGreaterThan(100);
    for (const path of pages) {
      const [cloudflare, netlify] = [hosts['Cloudflare Pages'] ?? [], hosts['Netlify'] ?? []].map((rules) =>
        headersForPath(rules, path),
      );
      // Both hosts read the file alike, and neither merges two values of one header.
      expect(netlify?.headers, path).toEqual(cloudflare?.headers);
      expect([...(cloudflare?.repeated ?? []), ...(netlify?.repeated ?? [])], path).toEqual([]);
      const expected = cloudflare?.headers ?? {};
      expect(expected['content-security-policy'], path).toContain("frame-ancestors 'none'");
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const counts = headerCounts(response.headersArray());
      const headers = response.headers();
      for (const [name, value] of Object.entries(expected)) {
        expect(counts.get(name), `${path} ${name}`).toBe(1);
        expect(headers[name], `${path} ${name}`).toBe(value);
      }
    }
  });

  test('both builds’ host files fit Cloudflare’s limits and Netlify’s parsers, one value per header', async () => {
    // The configured build (playwright.config.ts): estimate form, analytics and CMS sign-in set.
    for (const dir of ['dist', 'dist-configured']) {
      const problems = await checkHostFiles({
        headersFile: `${dir}/_headers`,
        redirectsFile: `${dir}/_redirects`,
        label: dir,
        distFiles: distFiles(dir),
        netlifyConfigFile: 'netlify.toml',
      });
      expect(problems, dir).toEqual([]);
    }
    // The configured form's origin is in the page's own policy.
    const configured = metaPolicy(readFileSync('dist-configured/contact.html', 'utf8'));
    expect(configured.get('frame-src')).toEqual([formHostOrigin]);
  });

  test('a hidden file answers 403 with the site’s own page in the address’s language; 5xx get the site’s 500 page', async ({
    request,
  }) => {
    for (const [path, words] of [
      ['/.env', forbiddenPages.en],
      ['/.git/config', forbiddenPages.en],
      ['/es/.env', forbiddenPages.es],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(403);
      expect(await response.text(), path).toContain(words.heading);
      expect(response.headers()['cache-control'], path).toBe(cacheControl.errors);
    }
    // nginx cannot be made to fail here on purpose: the site file names the pages it would send.
    const site = readFileSync('dist/_nginx-site.conf', 'utf8');
    expect(site).toMatch(/^\s*error_page 500 502 503 504 \/500\.html;$/m);
    expect(site).toMatch(/^\s*error_page 500 502 503 504 \/es\/500\.html;$/m);
    for (const file of ['500.html', 'es/500.html'])
      expect(readFileSync(join('dist', file), 'utf8')).toContain(
        unexpectedErrorPages[file.startsWith('es') ? 'es' : 'en'].heading,
      );
  });

  test('the port-80 server sends every Host to the configured address, and serves certbot’s challenge files', async ({
    request,
  }) => {
    const http = `http://127.0.0.1:${env('REDIRECT_PORT')}`;
    for (const host of ['evil.test', `127.0.0.1:${env('REDIRECT_PORT')}`]) {
      const response = await request.get(`${http}/about?x=1`, { headers: { host }, maxRedirects: 0 });
      expect(response.status(), host).toBe(301);
      // The test server's stand-in for the configured host (scripts/test/nginx.ts swaps it in).
      expect(response.headers()['location'], host).toBe(`https://127.0.0.1:${env('TLS_PORT')}/about?x=1`);
    }
    // The build wrote the redirect to SITE_URL's host, never to the request's.
    const site = readFileSync('dist/_nginx-site.conf', 'utf8');
    const { host } = nginxSitePaths(business.siteUrl);
    expect(site).toContain(`return 301 https://${host}$request_uri;`);
    expect(site).not.toMatch(/return 30\d [^;]*\$(host|http_host|server_name)/);

    const challenge = join(nginxDir(portsFromEnv().port), 'acme/.well-known/acme-challenge');
    mkdirSync(challenge, { recursive: true });
    writeFileSync(join(challenge, 'probe-token'), 'probe-token.key');
    const token = await request.get(`${http}/.well-known/acme-challenge/probe-token`, { maxRedirects: 0 });
    expect(token.status()).toBe(200);
    expect(await token.text()).toBe('probe-token.key');
  });

  test('nginx -t passes on the first-start file without a certificate, then on the site file with one at Let’s Encrypt’s path', () => {
    // Another owner's SITE_URL, rendered as the build renders it; its paths moved under a scratch folder.
    const siteUrl = 'https://www.example-floors.com';
    const { host, root, acme, certificates } = nginxSitePaths(siteUrl);
    const site = renderNginxSite(readFileSync('deploy/nginx-site.template', 'utf8'), siteUrl);
    expect(site).toMatch(new RegExp(`server_name ${host.replaceAll('.', '\\.')};`));
    expect(site).toContain(`${certificates}/fullchain.pem`);
    expect(`${site}${renderNginxFirstStart(siteUrl)}`).not.toContain(new URL(business.siteUrl).host);

    const scratch = mkdtempSync(join(tmpdir(), 'nginx-t-'));
    const moved = (text: string) =>
      text
        .replaceAll(root, resolve('dist'))
        .replaceAll(acme, join(scratch, 'acme'))
        .replaceAll(certificates, join(scratch, 'live'));
    const layout = requireNginx(realHost);
    const check = (name: string, text: string) => {
      const config = join(scratch, `${name}.conf`);
      writeFileSync(
        config,
        [
          ...(layout.brotliModule ? [`load_module ${layout.brotliModule};`] : []),
          `pid ${scratch}/nginx.pid;`,
          `error_log ${scratch}/error.log;`,
          'events {}',
          `http { include ${layout.mimeTypes}; ${moved(text)} }`,
        ].join('\n'),
      );
      return spawnSync(layout.binary, ['-t', '-p', scratch, '-c', config], { encoding: 'utf8' });
    };
    try {
      const first = check('first-start', renderNginxFirstStart(siteUrl));
      expect(first.status, first.stderr).toBe(0);
      // Before certbot, the site file fails on the missing certificate: why the first start exists.
      const early = check('site-early', site);
      expect(early.status).not.toBe(0);
      expect(early.stderr).toMatch(/cannot load certificate/);
      mkdirSync(join(scratch, 'live'));
      makeCertificate(join(scratch, 'live'));
      renameSync(join(scratch, 'live/cert.pem'), join(scratch, 'live/fullchain.pem'));
      renameSync(join(scratch, 'live/key.pem'), join(scratch, 'live/privkey.pem'));
      const after = check('site', site);
      expect(after.status, after.stderr).toBe(0);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  test('Mozilla’s HTTP Observatory grades the https site A+', async () => {
    test.setTimeout(60_000);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['scripts/test/observatory.ts', '127.0.0.1', env('REDIRECT_PORT'), env('TLS_PORT')],
      // Trust nginx's self-signed certificate in the scanner's process only.
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: env('NGINX_CERT') } },
    );
    const scan = JSON.parse(stdout) as { grade: string; score: number; tests: Record<string, unknown> };
    console.log(`Observatory: ${scan.grade} (${scan.score}/100)`);
    expect(scan.tests['redirection']).toMatchObject({ result: 'redirection-to-https' });
    expect(scan.grade).toBe('A+');
  });
});
