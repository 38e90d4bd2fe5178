import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { options, validPage, validFiles, check, withPage } from './fixture.ts';
import { checkDist } from './index.ts';

describe('the site-wide checks', () => {
  it('finds no errors or warnings in a valid build', async () => {
    const result = await check(validFiles());
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.stats.pageCount).toBe(4);
    expect(result.stats.redirectCount).toBe(1);
    expect(result.stats.pages.map((page) => page.path)).toEqual(['/', '/404', '/about', '/services/garage']);
  });

  it('reports a title used on two pages', async () => {
    const files = withPage('about.html', validPage({ route: '/about', title: 'Same title' }));
    files['services/garage.html'] = validPage({ route: '/services/garage', title: 'Same title' });
    const result = await check(files);
    expect(result.errors).toContain('/services/garage: duplicate title "Same title" (also on /about)');
  });

  it('reports every spec route that is not built, and links to them, as errors', async () => {
    const files = withPage(
      'about.html',
      validPage({ route: '/about', body: '<a href="/pricing">Prices</a>' }),
    );
    const result = await check(files, { ...options, knownRoutes: ['/about', '/pricing', '/warranty'] });
    expect(result.errors).toEqual([
      '/about: links to /pricing, a route of the spec that was not built',
      '2 spec route(s) not built: /pricing, /warranty',
    ]);
  });

  it('reports a missing build folder', async () => {
    const result = await checkDist(join(tmpdir(), 'check-dist-does-not-exist-0'), options);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/cannot read the build folder/);
  });
});
