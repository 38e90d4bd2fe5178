import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import {
  checkDist,
  checkJsonLd,
  findStaticImports,
  routeFromFile,
  scanHtml,
  type CheckDistOptions,
  type CheckDistResult,
} from './check-dist-lib.ts';

const SITE = 'https://www.example-epoxy.test';
const TOLL_FREE = '+18885550142';
const LOCAL = '+13055550187';

const options: CheckDistOptions = {
  siteUrl: SITE,
  phones: [TOLL_FREE, LOCAL],
  knownRoutes: [],
  jsBudgetBytes: 4096,
  cssBudgetBytes: 20480,
};

/** Text that gzip cannot shrink much: a deterministic pseudo-random string of `length` characters. */
function incompressible(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let seed = 12345;
  let out = '';
  for (let i = 0; i < length; i += 1) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    out += alphabet[(seed >>> 16) % alphabet.length];
  }
  return out;
}

interface PageOptions {
  route: string;
  title?: string;
  description?: string;
  /** Extra markup at the end of <head>. */
  head?: string;
  /** Extra markup at the end of <main>. */
  body?: string;
  /** Replaces the default JSON-LD text. */
  jsonLd?: string;
}

function jsonLdFor(route: string): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'HomeAndConstructionBusiness',
        '@id': `${SITE}/#business`,
        name: 'Example <Epoxy>',
        telephone: TOLL_FREE,
        address: { '@type': 'PostalAddress', addressLocality: 'Miami' },
      },
      {
        '@type': 'WebPage',
        '@id': `${SITE}${route}#webpage`,
        url: `${SITE}${route}`,
        about: { '@id': `${SITE}/#business` },
      },
    ],
  }).replace(/</g, '\\u003c');
}

/** A page that passes every check. */
function validPage(page: PageOptions): string {
  const title = page.title ?? `Page ${page.route} &amp; more | Example`;
  const description = page.description ?? `Description of ${page.route}.`;
  const canonical = page.route === '/' ? `${SITE}/` : `${SITE}${page.route}`;
  return `<!DOCTYPE html><html lang="en"><head>
<meta charset="utf-8">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${canonical}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${canonical}">
<meta property="og:image" content="${SITE}/og-default.jpg">
<meta name="twitter:card" content="summary_large_image">
<link rel="stylesheet" href="/_astro/site.css">
<style>body{margin:0}</style>
<script type="application/ld+json">${page.jsonLd ?? jsonLdFor(page.route)}</script>
${page.head ?? ''}
</head><body>
<!-- <h1>commented out</h1> -->
<header><a href="/">Home</a> <a href="/about?ref=nav#top">About</a> <a href="/services/garage">Garage</a>
<a href="tel:${TOLL_FREE}">Call</a> <a href="sms:${LOCAL}?body=Hi">Text</a> <a href="mailto:info@example.test">Mail</a>
<a href="#main">Skip</a></header>
<main id="main"><h1 class="title">Heading</h1>
<svg viewBox="0 0 1 1"><title>Icon</title><path d="M0 0"/></svg>
<a href="https://www.facebook.com/" target="_blank" rel="noopener noreferrer">Facebook</a>
<a href="${SITE}/og-default.jpg">Image</a>
<astro-island uid="Z1" component-url="/_astro/Gallery.js" renderer-url="/_astro/client.js" client="visible" props="{&quot;a&quot;:[0,1]}" ssr></astro-island>
<script type="module" src="/_astro/page.js"></script>
${page.body ?? ''}
</main></body></html>`;
}

function notFoundPage(): string {
  return `<!DOCTYPE html><html lang="en"><head><title>Page not found | Example</title>
<meta name="description" content="That page does not exist.">
<meta name="robots" content="noindex, follow">
<script type="application/ld+json">${jsonLdFor('/404')}</script>
</head><body><h1>Not found</h1><a href="/">Home</a></body></html>`;
}

const redirectPage = `<!doctype html><title>Redirecting to: /services/garage</title><meta http-equiv="refresh" content="0;url=/services/garage"><meta name="robots" content="noindex"><link rel="canonical" href="${SITE}/services/garage"><body><a href="/services/garage">Redirecting</a></body>`;

/** The files of a dist folder that passes every check. */
function validFiles(): Record<string, string> {
  return {
    'index.html': validPage({ route: '/' }),
    'about.html': validPage({ route: '/about' }),
    'services/garage.html': validPage({ route: '/services/garage' }),
    '404.html': notFoundPage(),
    'old-garage.html': redirectPage,
    'og-default.jpg': 'not really a jpeg',
    '_astro/site.css': 'body{color:#111}',
    '_astro/page.js': 'import{a as b}from"./chunk.js";import"./side-effect.js";b();',
    '_astro/chunk.js': 'export const a=()=>import("./lazy.js");',
    '_astro/side-effect.js': 'console.log("x");',
    '_astro/lazy.js': `/*${incompressible(20000)}*/`,
    '_astro/Gallery.js': `/*${incompressible(20000)}*/`,
    '_astro/client.js': `/*${incompressible(20000)}*/`,
  };
}

const tempDirs: string[] = [];
afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Writes the files into a fresh temporary dist folder and runs the check on it. */
async function check(
  files: Record<string, string>,
  overrides: Partial<CheckDistOptions> = {},
): Promise<CheckDistResult> {
  const dir = await mkdtemp(join(tmpdir(), 'check-dist-'));
  tempDirs.push(dir);
  for (const [file, content] of Object.entries(files)) {
    const path = join(dir, ...file.split('/'));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
  }
  return checkDist(dir, { ...options, ...overrides });
}

/** The valid fixture with one page replaced. */
function withPage(file: string, html: string): Record<string, string> {
  return { ...validFiles(), [file]: html };
}

describe('checkDist', () => {
  it('finds no errors or warnings in a valid build', async () => {
    const result = await check(validFiles());
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.stats.pageCount).toBe(4);
    expect(result.stats.redirectCount).toBe(1);
    expect(result.stats.pages.map((page) => page.path)).toEqual(['/', '/404', '/about', '/services/garage']);
  });

  it('counts a script, its static imports and inline scripts but not lazy imports or visible islands', async () => {
    const result = await check(validFiles());
    const home = result.stats.pages.find((page) => page.path === '/');
    expect(home?.jsGzipBytes).toBeGreaterThan(0);
    expect(home?.jsGzipBytes).toBeLessThan(500);
    expect(home?.cssGzipBytes).toBeGreaterThan(0);
    expect(home?.htmlGzipBytes).toBeGreaterThan(0);
  });

  it('reports a page without a canonical link', async () => {
    const html = validPage({ route: '/about' }).replace(/<link rel="canonical"[^>]*>/, '');
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain('/about: missing <link rel="canonical">');
  });

  it('reports a canonical that does not match the page route', async () => {
    const html = validPage({ route: '/about' }).replace(`href="${SITE}/about"`, `href="${SITE}/about/"`);
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain(`/about: canonical ${SITE}/about/ does not match the page route /about`);
  });

  it('reports a title used on two pages', async () => {
    const files = withPage('about.html', validPage({ route: '/about', title: 'Same title' }));
    files['services/garage.html'] = validPage({ route: '/services/garage', title: 'Same title' });
    const result = await check(files);
    expect(result.errors).toContain('/services/garage: duplicate title "Same title" (also on /about)');
  });

  it('reports a missing h1 and a second meta description', async () => {
    const html = validPage({
      route: '/about',
      head: '<meta name="description" content="Another one">',
    }).replace(/<h1[^>]*>Heading<\/h1>/, '<h2>Heading</h2>');
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain('/about: expected exactly one <h1>, found 0');
    expect(result.errors).toContain('/about: expected exactly one <meta name="description">, found 2');
  });

  it('reports JSON-LD that does not parse', async () => {
    const result = await check(
      withPage('about.html', validPage({ route: '/about', jsonLd: '{"@graph": [' })),
    );
    expect(result.errors.some((error) => error.startsWith('/about: JSON-LD does not parse'))).toBe(true);
  });

  it('reports a dangling @id reference in the JSON-LD graph', async () => {
    const jsonLd = JSON.stringify({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'WebPage', '@id': `${SITE}/about#webpage`, about: { '@id': `${SITE}/#nobody` } }],
    });
    const result = await check(withPage('about.html', validPage({ route: '/about', jsonLd })));
    expect(result.errors).toContain(
      `/about: JSON-LD reference {"@id": "${SITE}/#nobody"} matches no node in the graph`,
    );
  });

  it('reports a tel: link to a number that is not the business number', async () => {
    const html = validPage({ route: '/about', body: '<a href="tel:+18885550199">Old number</a>' });
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain(
      `/about: wrong phone link "tel:+18885550199" (expected one of tel:${TOLL_FREE}, tel:${LOCAL})`,
    );
  });

  it('reports a JSON-LD telephone that is not one of the business numbers', async () => {
    const jsonLd = jsonLdFor('/about').replace(TOLL_FREE, '(888) 555-0142');
    const result = await check(withPage('about.html', validPage({ route: '/about', jsonLd })));
    expect(
      result.errors.some((error) => error.startsWith('/about: JSON-LD telephone "(888) 555-0142"')),
    ).toBe(true);
  });

  it('reports a link to a path that is neither built nor a route of the spec as an error', async () => {
    const html = validPage({ route: '/about', body: '<a href="/no-such-page">Broken</a>' });
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain(
      '/about: links to /no-such-page, which is not a built page or a file in dist',
    );
    expect(result.warnings).toEqual([]);
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

  it('reports an external link that opens a new tab without rel="noopener"', async () => {
    const html = validPage({
      route: '/about',
      body: '<a href="https://example.org/" target="_blank" rel="noreferrer">Out</a>',
    });
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain(
      '/about: external link https://example.org/ opens in a new tab without rel="noopener"',
    );
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

  it('requires noindex on the not-found page instead of a canonical', async () => {
    const result = await check(withPage('404.html', notFoundPage().replace(/<meta name="robots"[^>]*>/, '')));
    expect(result.errors).toEqual(['/404: an error page needs <meta name="robots" content="noindex">']);
  });

  it('reports a missing Open Graph tag and an og:url that differs from the canonical', async () => {
    const html = validPage({ route: '/about' })
      .replace(/<meta name="twitter:card"[^>]*>/, '')
      .replace(
        `<meta property="og:url" content="${SITE}/about">`,
        `<meta property="og:url" content="${SITE}/">`,
      );
    const result = await check(withPage('about.html', html));
    expect(result.errors).toContain('/about: missing or empty <meta name="twitter:card">');
    expect(result.errors).toContain(`/about: og:url ${SITE}/ differs from the canonical ${SITE}/about`);
  });

  it('reports a redirect page whose target does not exist', async () => {
    const result = await check({
      ...validFiles(),
      'old-garage.html': redirectPage.replaceAll('/services/garage', '/gone'),
    });
    expect(result.errors).toEqual([
      '/old-garage: redirect links to /gone, which is not a built page or a file in dist',
    ]);
  });

  it('reports a #fragment link, on the same page or another, that no element answers', async () => {
    const result = await check({
      ...validFiles(),
      'services/garage.html': validPage({
        route: '/services/garage',
        body: '<a href="#faq">FAQ</a> <a href="/about#pricing">Prices</a> <a href="/#main">Home</a>',
      }),
    });
    expect(result.errors).toEqual([
      '/services/garage: links to #faq, but no element has that id',
      '/services/garage: links to #pricing on /about, but no element has that id',
    ]);
    expect(result.stats.fragmentLinkCount).toBeGreaterThan(0);
  });

  it('reports a missing build folder', async () => {
    const result = await checkDist(join(tmpdir(), 'check-dist-does-not-exist-0'), options);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatch(/cannot read the build folder/);
  });
});

describe('checkJsonLd', () => {
  it('accepts a graph whose references all resolve', () => {
    expect(checkJsonLd(jsonLdFor('/'), [TOLL_FREE])).toEqual([]);
  });

  it('reports a literal "</" in the script text', () => {
    const raw = JSON.stringify({ '@graph': [{ '@id': 'a', name: '</script>' }] });
    expect(checkJsonLd(raw, [])).toContain('JSON-LD contains a literal "</" (escape "<" as \\u003c)');
  });

  it('reports a missing @graph and a node @id defined twice', () => {
    expect(checkJsonLd('{"@type":"Thing"}', [])).toEqual(['JSON-LD has no "@graph" array']);
    const raw = JSON.stringify({
      '@graph': [
        { '@id': 'a', name: 'one' },
        { '@id': 'a', name: 'two' },
      ],
    });
    expect(checkJsonLd(raw, [])).toEqual(['JSON-LD node "@id" a is defined more than once']);
  });

  it('reports a second FAQPage node and a FAQPage without questions', () => {
    const question = { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } };
    const one = { '@graph': [{ '@id': 'p#faq', '@type': 'FAQPage', mainEntity: [question] }] };
    expect(checkJsonLd(JSON.stringify(one), [])).toEqual([]);
    const two = {
      '@graph': [
        { '@id': 'p#webpage', '@type': 'FAQPage', name: 'FAQ' },
        { '@id': 'p#faq', '@type': 'FAQPage', mainEntity: [question] },
      ],
    };
    expect(checkJsonLd(JSON.stringify(two), [])).toEqual([
      'JSON-LD has 2 FAQPage nodes; a page has one',
      'JSON-LD FAQPage node has no "mainEntity" questions',
    ]);
  });
});

describe('scanHtml', () => {
  it('reads quoted, unquoted and bare attributes and decodes character references', () => {
    const [link] = scanHtml(`<a href="/a?x=1&amp;y=2" data-x='it&#39;s' class=plain hidden>text</a>`);
    expect(link?.name).toBe('a');
    expect(link?.attrs.get('href')).toBe('/a?x=1&y=2');
    expect(link?.attrs.get('data-x')).toBe("it's");
    expect(link?.attrs.get('class')).toBe('plain');
    expect(link?.attrs.get('hidden')).toBe('');
  });

  it('treats script content as text, skips comments, and knows what is in the head', () => {
    const elements = scanHtml(
      '<html><head><script>if (a<b) document.write("<h1>")</script><!-- <h1> --></head><body><h1>x</h1></body></html>',
    );
    expect(elements.map((el) => el.name)).toEqual(['html', 'head', 'script', 'body', 'h1']);
    expect(elements[2]?.inHead).toBe(true);
    expect(elements[2]?.text).toBe('if (a<b) document.write("<h1>")');
    expect(elements[4]?.inHead).toBe(false);
  });
});

describe('helpers', () => {
  it('maps built files to routes', () => {
    expect(routeFromFile('index.html')).toBe('/');
    expect(routeFromFile('about.html')).toBe('/about');
    expect(routeFromFile('services/garage.html')).toBe('/services/garage');
    expect(routeFromFile('404.html')).toBe('/404');
  });

  it('finds static imports in minified code but not dynamic ones', () => {
    const js =
      'import{a as b}from"./x.js";import"./y.js";export*from"../z.js";const l=()=>import("./lazy.js");';
    expect(findStaticImports(js)).toEqual(['./x.js', './y.js', '../z.js']);
  });
});
