import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  cacheControl,
  contentSecurityPolicy,
  hashedAssetsPath,
  securityHeaders,
} from '#src/data/http-policy.ts';
import { adminCspDirectives } from '#src/lib/cms/origins.ts';
import { allRoutes, hiddenRoutes } from '#src/lib/routes.ts';
import {
  checkHostFiles,
  cloudflareLimits,
  cloudflarePathRegExp,
  headerRules,
  headersFigures,
  headersForPath,
  pagePath,
  pageMeta,
  pageUrls,
  parseCloudflareHeaders,
  parseNetlifyHeaders,
  policyGroups,
  redirectLimitProblems,
  renderHeadersFile,
  renderNginxInclude,
  rulePathsFor,
  serializeCsp,
  type HeaderRule,
  type PageHashes,
  type PolicyOverride,
} from './serve-config.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'serve-config-lib-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const hash = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const none: PageHashes = { script: [], style: [], styleAttr: [] };
const admin: PolicyOverride = {
  path: '/admin',
  csp: adminCspDirectives(),
  headers: { 'X-Robots-Tag': 'noindex, nofollow' },
};

/** The HTML file a route builds to (astro build.format "file"): "/" -> "index.html", "/faq" -> "faq.html". */
const fileOf = (route: string): string => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/** Writes a `_headers` and `_redirects` pair into a fresh folder and checks them. */
let fixture = 0;
async function check(
  rules: readonly HeaderRule[],
  distFiles: readonly string[],
  redirects = '',
): Promise<string[]> {
  fixture += 1;
  const headersFile = join(dir, `headers-${fixture}`);
  const redirectsFile = join(dir, `redirects-${fixture}`);
  await writeFile(headersFile, renderHeadersFile(rules, 'test'));
  await writeFile(redirectsFile, redirects);
  return checkHostFiles({ headersFile, redirectsFile, label: 'dist', distFiles });
}

/** The site's rules for a list of dist files, with the real policy, and /admin on its own. */
function siteRules(
  distFiles: readonly string[],
  hashes: (file: string) => PageHashes = () => none,
): HeaderRule[] {
  const pages = distFiles
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, hashes: hashes(file) }));
  const groups = policyGroups(pages, contentSecurityPolicy, [admin]);
  return headerRules({
    security: securityHeaders,
    hashedAssetsPath,
    hashedAssetsCache: cacheControl.hashedAssets,
    groups: groups.map((group) => ({
      headers: {
        'Content-Security-Policy': serializeCsp(group.directives),
        'Cache-Control': cacheControl.pages,
        ...group.override?.headers,
      },
      files: group.files,
    })),
    distFiles,
  });
}

describe('page paths', () => {
  it('maps built files to clean URLs and the paths a host may see for them', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('about.html')).toBe('/about');
    expect(pagePath('es/index.html')).toBe('/es');
    expect(pagePath('services/garage.html')).toBe('/services/garage');
    expect(pageUrls('about.html')).toEqual(['/about', '/about.html']);
    expect(pageUrls('index.html')).toEqual(['/', '/index.html']);
  });
});

describe('one policy per group of pages', () => {
  const pages = [
    { file: 'index.html', hashes: { script: [hash('a'), hash('b')], style: [hash('s')], styleAttr: [] } },
    {
      file: 'gallery.html',
      hashes: { script: [hash('b'), hash('c')], style: [], styleAttr: [hash('left:50%')] },
    },
    { file: 'admin.html', hashes: { script: [hash('a')], style: [hash('s')], styleAttr: [hash('x')] } },
  ];
  const [site, editor] = policyGroups(pages, contentSecurityPolicy, [admin]);

  it('gives the site’s pages a header with only what a <meta> cannot carry: no hash, however many pages', () => {
    expect(site?.files).toEqual(['gallery.html', 'index.html']);
    expect(site?.directives).toEqual({ 'frame-ancestors': ["'none'"] });
  });

  it('gives each page a <meta> policy with its own hashes only, and style="" hashes behind unsafe-hashes', () => {
    const gallery = pageMeta(contentSecurityPolicy, pages[1]!.hashes);
    expect(gallery).toContain(`script-src 'self' ${[hash('b'), hash('c')].sort().join(' ')};`);
    expect(gallery).not.toContain(hash('a'));
    expect(gallery).toContain("style-src 'self';");
    expect(gallery).toContain(`style-src-attr 'unsafe-hashes' ${hash('left:50%')}`);
    expect(gallery).toContain("default-src 'none'");
    expect(gallery).toContain("base-uri 'none'");
    expect(gallery).not.toContain('frame-ancestors');
    const home = pageMeta(contentSecurityPolicy, pages[0]!.hashes);
    expect(home).toContain(`style-src 'self' ${hash('s')};`);
    expect(home).not.toContain('style-src-attr');
  });

  it('keeps /admin’s own policy in the header: no hash beside its unsafe-inline styles, which a hash would switch off', () => {
    expect(editor?.files).toEqual(['admin.html']);
    expect(editor?.directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(editor?.directives['style-src-attr']).toBeUndefined();
    expect(editor?.directives['script-src']).toEqual(["'self'", hash('a')]);
    expect(editor?.directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('writes the site’s policy unchanged in the <meta> of a page with no inline script or style', () => {
    const { 'frame-ancestors': _, ...rest } = contentSecurityPolicy;
    expect(pageMeta(contentSecurityPolicy, none)).toBe(serializeCsp(rest));
  });

  it('drops from the <meta> the directives a <meta> cannot carry', () => {
    const policy = pageMeta({ ...contentSecurityPolicy, 'report-uri': ['/r'], sandbox: [] }, none);
    expect(policy).not.toMatch(/frame-ancestors|report-uri|sandbox/);
  });
});

describe('rule paths', () => {
  const distFiles = [
    'index.html',
    'about.html',
    'admin.html',
    'admin/sveltia-cms.js',
    'services.html',
    'services/garage.html',
    'services/garage.html.br',
    'services/metallic.html',
    'blog/photo.jpg',
    'blog/post.html',
    'es.html',
    'es/faq.html',
    'es/services/garage.html',
  ];
  const mine = distFiles.filter((file) => file.endsWith('.html') && file !== 'admin.html');

  it('gives a folder of pages one placeholder rule and every other page its clean URL and its file', () => {
    expect(rulePathsFor(mine, ['admin.html'], distFiles)).toEqual([
      '/',
      '/about',
      '/about.html',
      '/blog/post',
      '/blog/post.html',
      '/es',
      '/es.html',
      '/es/:page',
      '/es/services/:page',
      '/index.html',
      '/services',
      '/services.html',
      '/services/:page',
    ]);
  });

  it('enumerates a folder that holds another group’s page', () => {
    const paths = rulePathsFor(
      mine.filter((file) => file !== 'services/metallic.html'),
      ['services/metallic.html'],
      distFiles,
    );
    expect(paths).toContain('/services/garage');
    expect(paths).not.toContain('/services/:page');
  });

  it('uses placeholders because the hosts read a splat differently', () => {
    // Netlify's "/services/*" also matches "/services"; Cloudflare's does not. ":page" is one segment on both.
    const netlifyLike = /^\/services\/?(.*)\/?$/iu;
    expect(netlifyLike.test('/services')).toBe(true);
    expect(cloudflarePathRegExp('/services/*').test('/services')).toBe(false);
    expect(cloudflarePathRegExp('/services/:page').test('/services/garage')).toBe(true);
    expect(cloudflarePathRegExp('/services/:page').test('/services')).toBe(false);
    expect(cloudflarePathRegExp('/services/:page').test('/services/garage/more')).toBe(false);
  });
});

describe('the static-host files of a site twice today’s size', () => {
  // Every route in English and in Spanish (the /es twins to come), and room to grow: ten more
  // articles and four more company pages in both languages; the error pages and the editor.
  const routes = [
    // The collection pages an owner's empty lists hide count too: the site at its full size.
    ...allRoutes(),
    ...hiddenRoutes(),
    ...Array.from({ length: 10 }, (_, i) => `/resources/new-article-${i}`),
    ...Array.from({ length: 4 }, (_, i) => `/new-page-${i}`),
  ];
  const distFiles = [
    ...[...routes, '/404', '/500'].map(fileOf),
    ...routes.map((route) => fileOf(route === '/' ? '/es' : `/es${route}`)),
    'admin.html',
    'admin/sveltia-cms.js',
    'favicon.svg',
    '_astro/app.js',
  ];
  // Astro's 10 script hashes and 2 style hashes, as on every page today, and one style="" left.
  const hashes = (): PageHashes => ({
    script: Array.from({ length: 10 }, (_, i) => hash(`script ${i}`)),
    style: [hash('style 0'), hash('style 1')],
    styleAttr: [hash('min-height:760px')],
  });
  const rules = siteRules(distFiles, hashes);

  it('stays within Cloudflare Pages’ limits and passes Netlify’s parser, with no header twice for a path', async () => {
    expect(distFiles.filter((file) => file.endsWith('.html')).length).toBeGreaterThan(110);
    const figures = headersFigures(renderHeadersFile(rules, 'test'));
    expect(figures.rules).toBeLessThanOrEqual(cloudflareLimits.headerRules);
    expect(figures.longestLine).toBeLessThanOrEqual(cloudflareLimits.headerLineLength);
    expect(await check(rules, distFiles, '/old  /new  301\n')).toEqual([]);
  });

  it('gives every page exactly one policy on both hosts, and /admin its own with noindex', async () => {
    const file = join(dir, 'doubled-headers');
    const text = renderHeadersFile(rules, 'test');
    await writeFile(file, text);
    const hosts = {
      cloudflare: parseCloudflareHeaders(text).rules,
      netlify: (await parseNetlifyHeaders(file)).rules,
    };
    for (const [host, hostRules] of Object.entries(hosts)) {
      for (const path of ['/', '/about', '/about.html', '/es/services/garage', '/es', '/services', '/404']) {
        const { headers, repeated } = headersForPath(hostRules, path);
        expect(repeated, `${host} ${path}`).toEqual([]);
        // The hashes are in each page's <meta>: the header stays this short however many pages there are.
        expect(headers['content-security-policy'], `${host} ${path}`).toBe("frame-ancestors 'none'");
        expect(headers['cache-control']).toBe(cacheControl.pages);
        expect(headers['x-frame-options']).toBe('DENY');
      }
      const editor = headersForPath(hostRules, '/admin').headers;
      expect(editor['content-security-policy'], host).toContain("'unsafe-inline'");
      expect(editor['x-robots-tag']).toBe('noindex, nofollow');
      expect(headersForPath(hostRules, '/_astro/app.js').headers['cache-control']).toBe(
        cacheControl.hashedAssets,
      );
      // An unknown top-level path gets only the "/*" headers: 404.html carries the policy in a <meta>.
      expect(headersForPath(hostRules, '/no-such-page').headers['content-security-policy']).toBeUndefined();
    }
  });
});

describe('the checks', () => {
  const distFiles = ['index.html', 'about.html', 'admin.html'];

  it('names the file, the figure and the limit when there are too many rules', async () => {
    const many = Array.from({ length: 120 }, (_, i) => `page-${i}.html`);
    const problems = await check(siteRules(many), many);
    expect(problems).toEqual(['dist/_headers has 242 rules; Cloudflare Pages allows 100']);
  });

  it('names the longest line when a header line is over 2,000 characters', async () => {
    // Only a policy kept in the header (the editor's) grows with hashes.
    const long = Array.from({ length: 40 }, (_, i) => hash(`script ${i}`));
    const rules = siteRules(distFiles, () => ({ script: long, style: [], styleAttr: [] }));
    const problems = await check(rules, distFiles);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^dist\/_headers has 2 line\(s\) over the limit, the longest 2,\d{3} characters; Cloudflare Pages allows 2,000$/,
    );
  });

  it('finds a header that two rules give one path, as both hosts would merge them', async () => {
    const rules = [
      ...siteRules(distFiles),
      { path: '/*', headers: { 'Content-Security-Policy': "default-src 'self'" } },
    ];
    const problems = await check(rules, distFiles);
    expect(
      problems.some((line) => line.includes('/about gets content-security-policy from 2 rules on Netlify')),
    ).toBe(true);
    expect(problems.some((line) => line.includes('on Cloudflare Pages (/about, /*)'))).toBe(true);
  });

  it('finds the overlap a splat makes on Netlify only', async () => {
    const files = ['services.html', 'services/garage.html'];
    const rules: HeaderRule[] = [
      { path: '/services', headers: { 'Cache-Control': 'no-cache' } },
      { path: '/services/*', headers: { 'Cache-Control': 'no-cache' } },
    ];
    const problems = await check(rules, files);
    expect(problems.some((line) => /\/services gets cache-control from 2 rules on Netlify/.test(line))).toBe(
      true,
    );
    expect(problems.some((line) => line.includes('Cloudflare'))).toBe(false);
  });

  it('reports what Netlify’s parser and Cloudflare reject', async () => {
    fixture += 1;
    const headersFile = join(dir, `headers-${fixture}`);
    const redirectsFile = join(dir, `redirects-${fixture}`);
    await writeFile(headersFile, '  X-Frame-Options: DENY\n/about\n  : nameless\n');
    await writeFile(redirectsFile, '/from\n');
    const problems = await checkHostFiles({ headersFile, redirectsFile, label: 'dist', distFiles });
    expect(
      problems.filter((line) => line.startsWith("dist/_headers: Netlify's parser:")).length,
    ).toBeGreaterThan(0);
    expect(problems).toContain('dist/_headers: Cloudflare Pages would ignore line 1: header before any path');
    expect(problems.some((line) => line.startsWith("dist/_redirects: Netlify's parser:"))).toBe(true);
  });

  it('counts static and dynamic redirects against Cloudflare’s limits', () => {
    const dynamic = Array.from({ length: 101 }, (_, i) => `/old-${i}/*  /new/:splat  301`).join('\n');
    expect(redirectLimitProblems(dynamic, 'dist/_redirects')).toEqual([
      'dist/_redirects has 101 dynamic redirects; Cloudflare Pages allows 100',
    ]);
    const statics = Array.from({ length: 2001 }, (_, i) => `/old-${i}  /new  301`).join('\n');
    expect(redirectLimitProblems(statics, 'dist/_redirects')).toEqual([
      'dist/_redirects has 2,001 static redirects; Cloudflare Pages allows 2,000',
    ]);
    expect(redirectLimitProblems(`/a  /${'b'.repeat(1000)}  301`, 'dist/_redirects')).toEqual([
      'dist/_redirects has a 1,010-character redirect line; Cloudflare Pages allows 1,000',
    ]);
    expect(redirectLimitProblems('/a  /b  404', 'dist/_redirects')).toEqual([
      'dist/_redirects: Cloudflare Pages does not support status 404 in "/a  /b  404"',
    ]);
  });
});

describe('the nginx include', () => {
  const include = renderNginxInclude({
    groups: [
      { site: true, csp: 'SITE', files: ['index.html', 'about.html'] },
      { site: false, csp: 'ADMIN', robotsTag: 'noindex', files: ['admin.html'] },
    ],
    filesCsp: 'FILES',
    cache: cacheControl,
    hashedAssetsPath,
    redirects: { '/old': '/new' },
  });

  it('maps pages to the site pages’ header, other files to the site policy, and the pages with their own to theirs', () => {
    expect(include).toContain(
      'map $uri $site_csp {\n  default "FILES";\n  ~\\.html$ "SITE";\n  / "SITE";\n  "/admin" "ADMIN";\n  "/admin.html" "ADMIN";\n}',
    );
    expect(include).toContain(
      'map $uri $site_robots_tag {\n  default "";\n  "/admin" "noindex";\n  "/admin.html" "noindex";\n}',
    );
    expect(include).toContain('"/old" "/new";');
  });

  it('caches by path only what succeeded: redirects revalidate, errors are never stored', () => {
    const byStatus = /map \$status \$site_cache_control \{\n([^}]*)\}/.exec(include)?.[1] ?? '';
    expect(byStatus).toContain('200 $site_cache_by_uri;');
    expect(byStatus).toContain('304 $site_cache_by_uri;');
    expect(byStatus).toContain(`~^3 "${cacheControl.redirects}";`);
    expect(byStatus).toContain(`default "${cacheControl.errors}";`);
    expect(cacheControl.errors).not.toMatch(/immutable|max-age=[1-9]/);
  });
});
