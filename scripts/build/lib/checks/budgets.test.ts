import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { incompressible, validPage, validFiles, check, withPage } from './fixture.ts';
import {
  brotliSize,
  bytesToDecode,
  checkDocumentWeight,
  findStaticImports,
  firstScreenEnd,
  measureDocument,
  unsetProperties,
} from './budgets.ts';

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

  it('reports an inline stylesheet that reads a custom property it never sets, as a lost theme color would', async () => {
    const css = ':focus-visible{outline:3px solid var(--color-accent-strong)}';
    const html = validPage({ route: '/about', head: `<style>${css}</style>` });
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain(
      '/about: the inline CSS reads --color-accent-strong with no fallback and never sets it: what reads it draws nothing',
    );
  });

  it('accepts a custom property set in the sheet, registered, read with a fallback, or tested in @supports', () => {
    expect(unsetProperties(':root{--a:red}a{color:var(--a)}')).toEqual([]);
    expect(
      unsetProperties('@property --tw-shadow{syntax:"*";inherits:false}a{box-shadow:var(--tw-shadow)}'),
    ).toEqual([]);
    expect(unsetProperties('a{color:var(--b, red)}')).toEqual([]);
    expect(unsetProperties('@supports (backdrop-filter:var(--tw)){a{color:red}}')).toEqual([]);
    expect(unsetProperties('a{color:var(--a)}b{color:var( --c )}')).toEqual(['--a', '--c']);
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

describe("the document's brotli weights", () => {
  const hero = '<section class="hero"><h1>Garage floors</h1><p>Call today.</p></section>';
  const later = `<section><h2>More</h2><p>${incompressible(3000)}</p></section>`;
  const page = (body: string, style = '') =>
    `<!DOCTYPE html><html lang="en"><head><title>x</title>${style}</head><body>${body}</body></html>`;

  it('ends the first screen with the section that holds the h1', () => {
    const html = page(hero + later);
    expect(html.slice(0, firstScreenEnd(html)).endsWith('<p>Call today.</p></section>')).toBe(true);
  });

  it("ends an article's first screen with the header that holds its h1", () => {
    const html = page(
      `<article><header><h1>Cost guide</h1><p>Lead</p></header><p>Body</p></article>${later}`,
    );
    expect(html.slice(0, firstScreenEnd(html)).endsWith('<p>Lead</p></header>')).toBe(true);
  });

  it('counts the whole document as the first screen when no section closes after the h1', () => {
    const html = page('<section><p>intro</p></section><h1>Only</h1><p>text</p>');
    expect(firstScreenEnd(html)).toBe(html.length);
    expect(firstScreenEnd(page('<p>no heading</p>'))).toBe(page('<p>no heading</p>').length);
  });

  /** What the first `length` bytes of a brotli stream decode to. */
  const decoded = (stream: Buffer, length: number) =>
    brotliDecompressSync(stream.subarray(0, length), { finishFlush: constants.BROTLI_OPERATION_FLUSH });

  it('measures the whole document, its first screen and its inline CSS in brotli bytes', () => {
    const css = `.a{color:red}.b-${incompressible(400)}{margin:0}`;
    const html = page(hero + later, `<style>${css}</style>`);
    const weight = measureDocument(html);
    expect(weight.whole).toBe(brotliSize(html));
    expect(weight.firstScreen).toBeLessThan(weight.whole);
    expect(weight.inlineCss).toBe(brotliSize(css));
    expect(measureDocument(page(hero)).inlineCss).toBe(0);
    // Incompressible text costs about its length: the measure is of compressed bytes, not raw ones.
    expect(weight.whole - weight.firstScreen).toBeGreaterThan(1500);
  });

  it("counts the first screen as the bytes of the page's own stream that decode to its end, and no fewer", () => {
    const html = page(hero + later);
    const stream = brotliCompressSync(Buffer.from(html), {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    const { whole, firstScreen } = measureDocument(html, stream);
    expect(whole).toBe(stream.length);
    const firstScreenHtml = html.slice(0, firstScreenEnd(html));
    expect(decoded(stream, firstScreen).toString().startsWith(firstScreenHtml)).toBe(true);
    expect(decoded(stream, firstScreen - 1).length).toBeLessThan(Buffer.byteLength(firstScreenHtml));
    // Within a few bytes of the first screen compressed alone (the stream's code tables cover the whole page).
    expect(Math.abs(firstScreen - brotliSize(firstScreenHtml))).toBeLessThan(60);
    expect(bytesToDecode(stream, Buffer.byteLength(html))).toBeLessThanOrEqual(stream.length);
  });

  it('reports a page whose .br file decodes to other bytes, or to none', async () => {
    const html = validPage({ route: '/about', body: '<section><h1>About us</h1></section>' });
    const stale = brotliCompressSync(Buffer.from(html.replace('About us', 'About')));
    const result = await check({
      ...withPage('about.html', html),
      'about.html.br': stale,
      'services/garage.html.br': Buffer.from('not brotli'),
      'index.html.br': brotliCompressSync(Buffer.from(validFiles()['index.html'] ?? '')),
    });
    expect(result.errors.filter((error) => error.includes('.br file'))).toEqual([
      '/about: its .br file decodes to other bytes than the page (serve-config wrote it from an older build?)',
      '/services/garage: its .br file is not a whole brotli stream',
    ]);
  });

  it('names the page and the figure over its limit, and the limit', async () => {
    const html = validPage({ route: '/about', body: `<section><p>${incompressible(5000)}</p></section>` });
    const result = await check(withPage('about.html', html), {
      documentLimits: () => ({ whole: 3000, firstScreen: 100_000, inlineCss: 100_000 }),
    });
    expect(result.errors.filter((error) => error.includes('brotli'))).toEqual([
      expect.stringMatching(/^\/about: the whole document is \d{4} B brotli, over its 3000 B limit$/),
    ]);
    const about = result.stats.pages.find((entry) => entry.path === '/about');
    expect(about?.wholeBrotliBytes).toBeGreaterThan(3000);
  });

  it('reports each figure over its own limit', () => {
    expect(
      checkDocumentWeight(
        { whole: 15_000, firstScreen: 14_500, inlineCss: 6_100 },
        { whole: 14_600, firstScreen: 14_000, inlineCss: 6_000 },
      ),
    ).toEqual([
      'the whole document is 15000 B brotli, over its 14600 B limit',
      "the first screen (up to the end of the h1's section or header) is 14500 B brotli, over its 14000 B limit",
      'the inline CSS is 6100 B brotli, over its 6000 B limit',
    ]);
    expect(
      checkDocumentWeight(
        { whole: 14_600, firstScreen: 14_000, inlineCss: 6_000 },
        { whole: 14_600, firstScreen: 14_000, inlineCss: 6_000 },
      ),
    ).toEqual([]);
  });
});
