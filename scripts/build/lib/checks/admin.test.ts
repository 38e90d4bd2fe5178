import { describe, expect, it } from 'vitest';

import { SITE, check, validFiles, validPage, withPage } from './fixture.ts';

const admin = (html: string) => ({
  ...validFiles(),
  'admin.html': html,
  'admin/sveltia-cms.js': 'console.log("editor");'.repeat(50),
  'admin/config.yml': 'backend:\n  name: github\n',
});
const goodAdmin =
  '<!doctype html><html><head><meta name="robots" content="noindex"><script src="/admin/sveltia-cms.js"></script></head><body></body></html>';

describe('the editor at /admin, checked with the build', () => {
  it('passes a noindex page that loads the editor from the build, and reports its sizes', async () => {
    const result = await check(admin(goodAdmin), { notPages: ['admin.html'], admin: true });
    expect(result.errors).toEqual([]);
    expect(result.admin?.configBytes).toBe('backend:\n  name: github\n'.length);
    expect(result.admin?.bundleGzipBytes).toBeGreaterThan(0);
  });

  it('fails an indexable editor that loads a script from a CDN, and a build without the editor', async () => {
    const cdn = goodAdmin
      .replace('content="noindex"', 'content="index"')
      .replace('/admin/sveltia-cms.js', 'https://unpkg.com/@sveltia/cms');
    expect((await check(admin(cdn), { notPages: ['admin.html'], admin: true })).errors).toEqual([
      '/admin: not marked noindex',
      '/admin: expected one script, /admin/sveltia-cms.js; found https://unpkg.com/@sveltia/cms',
    ]);
    expect((await check(validFiles(), { admin: true })).errors).toEqual([
      '/admin: admin.html is missing from dist',
      '/admin: admin/sveltia-cms.js is missing from dist',
      '/admin: admin/config.yml is missing from dist',
    ]);
  });
});

describe('the language, sitemap and Netlify form checks, run with the build', () => {
  const languages = { siteUrl: SITE, spanishPaths: [], twinnedRoutes: [], englishStrings: [], ownNames: [] };
  const sitemap = (paths: string[]) =>
    `<urlset>${paths.map((path) => `<url><loc>${SITE}${path}</loc></url>`).join('')}</urlset>`;

  it('report a wrong lang and a page the sitemap leaves out, only with the language settings given', async () => {
    const files = { ...validFiles(), 'sitemap-0.xml': sitemap(['/', '/about']) };
    expect((await check(files, { languages })).errors).toEqual([
      ...['/', '/404', '/about', '/services/garage'].map(
        (route) => `${route}: <html lang="en">, expected "en-US"`,
      ),
      '/services/garage: not listed in the sitemap',
    ]);
    expect((await check(files)).errors).toEqual([]);
  });

  it('report a Netlify form that breaks the contract on any page', async () => {
    const form = '<form name="quote" data-netlify="true" method="post"><input name="a"></form>';
    const files = withPage('about.html', validPage({ route: '/about', body: form }));
    expect((await check(files)).errors).toEqual(['/about: form "quote" has no hidden form-name input']);
  });
});
