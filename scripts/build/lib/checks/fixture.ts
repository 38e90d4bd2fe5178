/**
 * Test fixtures for the dist checks: a small built site that passes every check, and a helper that
 * writes a variant of it to a temporary folder and runs the whole check on it.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

import { checkDist, type CheckDistOptions, type CheckDistResult } from './index.ts';
import { companyPageTypes } from './company-pages.ts';

export const SITE = 'https://www.example-epoxy.test';
export const TOLL_FREE = '+18885550142';
export const LOCAL = '+13055550187';

export const options: CheckDistOptions = {
  siteUrl: SITE,
  phones: [TOLL_FREE, LOCAL],
  knownRoutes: [],
  jsBudgetBytes: 4096,
  cssBudgetBytes: 20480,
};

/** Text that gzip cannot shrink much: a deterministic pseudo-random string of `length` characters. */
export function incompressible(length: number): string {
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
  head?: string;
  body?: string;
  /** Replaces the default JSON-LD text. */
  jsonLd?: string;
}

export function jsonLdFor(route: string): string {
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
        '@type': companyPageTypes[route] ?? 'WebPage',
        inLanguage: 'en',
        '@id': `${SITE}${route}#webpage`,
        url: `${SITE}${route}`,
        about: { '@id': `${SITE}/#business` },
      },
    ],
  }).replace(/</g, '\\u003c');
}

export function validPage(page: PageOptions): string {
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
<meta property="og:locale" content="en">
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
<p>Epoxy and polished concrete floors for garages, shops and homes, installed by our own crew.</p>
<svg viewBox="0 0 1 1"><title>Icon</title><path d="M0 0"/></svg>
<a href="https://www.facebook.com/" target="_blank" rel="noopener noreferrer">Facebook</a>
<a href="${SITE}/og-default.jpg">Image</a>
<astro-island uid="Z1" component-url="/_astro/Gallery.js" renderer-url="/_astro/client.js" client="visible" props="{&quot;a&quot;:[0,1]}" ssr></astro-island>
<script type="module" src="/_astro/page.js"></script>
${page.body ?? ''}
</main></body></html>`;
}

export function notFoundPage(): string {
  return `<!DOCTYPE html><html lang="en"><head><title>Page not found | Example</title>
<meta name="description" content="That page does not exist.">
<meta name="robots" content="noindex, follow">
<script type="application/ld+json">${jsonLdFor('/404')}</script>
</head><body><main><h1>Not found</h1><p>That address leads nowhere on this site; the home page lists every service and city we offer.</p><a href="/">Home</a></main></body></html>`;
}

export const redirectPage = `<!doctype html><title>Redirecting to: /services/garage</title><meta http-equiv="refresh" content="0;url=/services/garage"><meta name="robots" content="noindex"><link rel="canonical" href="${SITE}/services/garage"><body><a href="/services/garage">Redirecting</a></body>`;

export function validFiles(): Record<string, string> {
  return {
    'index.html': validPage({ route: '/' }),
    'about.html': validPage({ route: '/about' }),
    'services/garage.html': validPage({ route: '/services/garage' }),
    '404.html': notFoundPage(),
    'old-garage.html': redirectPage,
    'og-default.jpg': 'not really a jpeg',
    'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap-index.xml\n`,
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
export async function check(
  files: Record<string, string | Buffer>,
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

export function withPage(file: string, html: string): Record<string, string> {
  return { ...validFiles(), [file]: html };
}
