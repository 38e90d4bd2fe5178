import { describe, expect, it } from 'vitest';

import { incompressible, validPage, validFiles, check, withPage } from './fixture.ts';
import { findStaticImports } from './budgets.ts';

describe('the budgets', () => {
  it('counts a script, its static imports and inline scripts but not lazy imports or visible islands', async () => {
    const result = await check(validFiles());
    const home = result.stats.pages.find((page) => page.path === '/');
    expect(home?.jsGzipBytes).toBeGreaterThan(0);
    expect(home?.jsGzipBytes).toBeLessThan(500);
    expect(home?.cssGzipBytes).toBeGreaterThan(0);
    expect(home?.htmlGzipBytes).toBeGreaterThan(0);
  });

  it('reports a script in the head', async () => {
    const html = validPage({
      route: '/about',
      head: '<script src="/_astro/page.js" type="module"></script>',
    });
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain(
      '/about: <script src="/_astro/page.js"> in <head> (only JSON-LD belongs there)',
    );
  });

  it('reports an island that hydrates on load and counts its JavaScript', async () => {
    const html = validPage({
      route: '/about',
      body: '<astro-island uid="Z2" component-url="/_astro/Gallery.js" renderer-url="/_astro/client.js" client="load" ssr></astro-island>',
    });
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain(
      '/about: island /_astro/Gallery.js hydrates with client:load (use client:visible or client:idle)',
    );
    expect(
      result.errors.some((error) =>
        /^\/about: first-load JS is \d+ B gzip, over the 4096 B budget$/.test(error),
      ),
    ).toBe(true);
  });

  it('reports first-load JavaScript over budget, following static imports', async () => {
    const files = validFiles();
    files['_astro/side-effect.js'] = `import"../_astro/big.js";`;
    files['_astro/big.js'] = `/*${incompressible(8000)}*/`;
    const result = await check(files);
    for (const path of ['/', '/about', '/services/garage']) {
      expect(result.errors.some((error) => error.startsWith(`${path}: first-load JS is `))).toBe(true);
    }
    const home = result.stats.pages.find((page) => page.path === '/');
    expect(home?.jsGzipBytes).toBeGreaterThan(4096);
  });

  it('reports CSS over budget', async () => {
    const result = await check(validFiles(), { cssBudgetBytes: 10 });
    expect(
      result.errors.some((error) => /^\/about: CSS is \d+ B gzip, over the 10 B budget$/.test(error)),
    ).toBe(true);
  });
});

describe('findStaticImports', () => {
  it('finds static imports in minified code but not dynamic ones', () => {
    const js =
      'import{a as b}from"./x.js";import"./y.js";export*from"../z.js";const l=()=>import("./lazy.js");';
    expect(findStaticImports(js)).toEqual(['./x.js', './y.js', '../z.js']);
  });
});
