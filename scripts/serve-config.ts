/**
 * Post-build step (the "build" script runs it after `astro build`): turns the one HTTP policy in
 * src/data/http-policy.ts and the redirects in src/lib/routes.ts into
 *   dist/_headers, dist/_redirects   for static hosts (Netlify, Cloudflare Pages),
 *   dist/_nginx.conf                 the http-level include that deploy/nginx.conf loads,
 * moves each page's CSP hashes from Astro's <meta> into that page's header, and precompresses
 * every text file (.br and .gz beside it) for nginx's brotli_static / gzip_static.
 *
 *   node scripts/serve-config.ts [distDir]
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import {
  cacheControl,
  contentSecurityPolicy,
  hashedAssetsPath,
  pathPolicies,
  securityHeaders,
  type CspDirectives,
} from '#src/data/http-policy.ts';
import { adminCspDirectives, adminHeaders } from '#src/lib/cms/origins.ts';
import { redirects } from '#src/lib/routes.ts';

/** The /admin editor's own policy (src/lib/cms/origins.ts): GitHub and the sign-in service only. */
const authUrl = process.env['CMS_AUTH_URL']?.trim() || undefined;
const policies = [...pathPolicies, { path: '/admin', csp: adminCspDirectives(authUrl) }];

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const META_CSP = /<meta http-equiv="content-security-policy" content="([^"]*)">/i;
const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|ico)$/;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return files.flat();
}

/** The URL path of a built page: "about.html" -> "/about", "index.html" -> "/", "es/index.html" -> "/es". */
function pagePath(file: string): string {
  const path = `/${file.split(sep).join('/')}`.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return path === '' ? '/' : path;
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The CSP source of a SHA-256 hash of some text: 'sha256-...'. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The hash sources ('sha256-...') Astro listed for one directive of its <meta> policy. */
function metaHashes(meta: string, directive: string): string[] {
  const part = meta
    .split(';')
    .map((item) => item.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return (part ?? []).filter((source) => /^'sha(256|384|512)-/.test(source));
}

/** The page's policy: the site's, its path's overrides, and the page's own hashes. */
function pagePolicy(
  path: string,
  hashes: { script: string[]; style: string[]; styleAttr: string[] },
): CspDirectives {
  const override = policies.find((entry) =>
    entry.path.endsWith('/') ? path.startsWith(entry.path) || `${path}/` === entry.path : path === entry.path,
  );
  const directives: Record<string, readonly string[]> = { ...contentSecurityPolicy, ...override?.csp };
  const add = (name: string, sources: string[]): void => {
    const current = directives[name] ?? [];
    // A hash next to 'unsafe-inline' switches 'unsafe-inline' off: a policy that allows inline code
    // (the /admin editor injects its component styles) keeps it and takes no hashes.
    if (sources.length > 0 && !current.includes("'unsafe-inline'")) {
      directives[name] = [...new Set([...current, ...sources])];
    }
  };
  add('script-src', hashes.script);
  add('style-src', hashes.style);
  if (hashes.styleAttr.length > 0 && !(directives['style-src'] ?? []).includes("'unsafe-inline'")) {
    directives['style-src-attr'] = ["'unsafe-hashes'", ...hashes.styleAttr];
  }
  return directives;
}

function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** An nginx string literal. */
function quote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

interface Page {
  path: string;
  csp: string;
  /** Request paths nginx or a static host may see for the page: "/about", "/about.html", "/x/index.html". */
  keys: string[];
}

/**
 * Two spots of Astro's own output that the HTML validators reject, put right: the island style it
 * writes in <body> beside the first island goes to <head> (its CSP hash stays valid), and its
 * redirect pages' refresh gets the space the spec requires ("0; url=").
 */
function tidy(html: string): string {
  const islandStyle = /<style>astro-island,[^<]*<\/style>/;
  const headEnd = html.indexOf('</head>');
  const match = islandStyle.exec(html);
  let out = html;
  if (match && match.index > headEnd) {
    out = out.replace(islandStyle, '');
    out = out.replace('</head>', `${match[0]}</head>`);
  }
  return out.replace(/(<meta http-equiv="refresh" content="\d+);url=/, '$1; url=');
}

/** Where the hashes Astro put in each page's <meta> are kept once the meta is gone (reruns read them). */
const HASHES_FILE = '_csp-hashes.json';

type Hashes = Record<string, { script: string[]; style: string[] }>;

/** Reads the built pages, strips Astro's CSP <meta> (the header replaces it) and returns each policy. */
async function processPages(distDir: string, htmlFiles: string[]): Promise<Page[]> {
  const kept = JSON.parse(await readFile(join(distDir, HASHES_FILE), 'utf8').catch(() => '{}')) as Hashes;
  const pages = await Promise.all(
    htmlFiles.map(async (file) => {
      const html = await readFile(file, 'utf8');
      const path = pagePath(relative(distDir, file));
      const meta = META_CSP.exec(html)?.[1];
      const hashes = meta
        ? { script: metaHashes(meta, 'script-src'), style: metaHashes(meta, 'style-src') }
        : (kept[path] ?? { script: [], style: [] });
      kept[path] = hashes;
      const styleAttr = [...new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => m[1] ?? ''))].map(
        (value) => hashSource(decodeAttribute(value)),
      );
      const fixed = tidy(html.replace(META_CSP, ''));
      if (fixed !== html) await writeFile(file, fixed);
      const fileUrl = `/${relative(distDir, file).split(sep).join('/')}`;
      const keys = [...new Set([path, fileUrl, path === '/' ? '/index.html' : `${path}.html`])];
      return { path, keys, csp: serializeCsp(pagePolicy(path, { ...hashes, styleAttr })) };
    }),
  );
  await writeFile(join(distDir, HASHES_FILE), JSON.stringify(kept, null, 1));
  return pages;
}

function renderHeadersFile(pages: readonly Page[]): string {
  const block = (path: string, headers: Record<string, string>): string =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [
    '# Generated by scripts/serve-config.ts from src/data/http-policy.ts: do not edit.',
    block('/*', securityHeaders),
    block(`${hashedAssetsPath}*`, { 'Cache-Control': cacheControl.hashedAssets }),
    ...pages.flatMap((page) => {
      const headers = {
        'Content-Security-Policy': page.csp,
        'Cache-Control': cacheControl.pages,
        ...robotsTag(page.path),
      };
      return page.keys.map((path) => block(path, headers));
    }),
    '',
  ].join('\n\n');
}

function renderRedirectsFile(): string {
  return [
    '# Generated by scripts/serve-config.ts from src/lib/routes.ts: do not edit.',
    ...Object.entries(redirects).map(([from, to]) => `${from}  ${to}  301`),
    '',
  ].join('\n');
}

/** The http-level include: maps from the request to its CSP, cache policy and redirect target. */
/** X-Robots-Tag for the pages that carry one (the /admin editor), for both outputs. */
function robotsTag(path: string): Record<string, string> {
  const value = path === '/admin' ? adminHeaders(authUrl)['X-Robots-Tag'] : undefined;
  return value ? { 'X-Robots-Tag': value } : {};
}

function renderNginxInclude(pages: readonly Page[], fallbackCsp: string): string {
  const lines = [
    '# Generated by scripts/serve-config.ts from src/data/http-policy.ts and src/lib/routes.ts: do not edit.',
    '# Included at http level by deploy/nginx.conf.',
    '',
    '# The Content-Security-Policy of each page (its own script and style hashes).',
    'map $uri $site_csp {',
    `  default ${quote(fallbackCsp)};`,
  ];
  for (const page of pages) {
    for (const key of page.keys) lines.push(`  ${quote(key)} ${quote(page.csp)};`);
  }
  lines.push(
    '}',
    '',
    '# X-Robots-Tag of the pages that carry one (empty: no header).',
    'map $uri $site_robots_tag {',
    '  default "";',
    ...pages.flatMap((page) => {
      const value = robotsTag(page.path)['X-Robots-Tag'];
      return value ? page.keys.map((key) => `  ${quote(key)} ${quote(value)};`) : [];
    }),
    '}',
    '',
    '# Cache-Control: hashed assets forever, pages revalidate, the rest for a day.',
    'map $uri $site_cache_control {',
    `  default ${quote(cacheControl.other)};`,
    `  ~^${hashedAssetsPath} ${quote(cacheControl.hashedAssets)};`,
    `  ~\\.html$ ${quote(cacheControl.pages)};`,
    `  / ${quote(cacheControl.pages)};`,
    '}',
    '',
    '# Old or mistaken paths and where they moved (301).',
    'map $uri $site_redirect {',
    '  default "";',
    ...Object.entries(redirects).map(([from, to]) => `  ${quote(from)} ${quote(to)};`),
    '}',
    '',
  );
  return lines.join('\n');
}

/** The server-level include: the add_header lines (always, so 404s carry them too). */
function renderNginxHeaders(): string {
  return [
    '# Generated by scripts/serve-config.ts from src/data/http-policy.ts: do not edit.',
    '# Included in the server block (and in every location that adds headers of its own).',
    'add_header Content-Security-Policy $site_csp always;',
    'add_header Cache-Control $site_cache_control always;',
    'add_header X-Robots-Tag $site_robots_tag always;',
    ...Object.entries(securityHeaders).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
  ].join('\n');
}

async function precompress(files: string[]): Promise<number> {
  let count = 0;
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const content = await readFile(file);
        if (content.length < 256) return;
        const [br, gzipped] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gz(content, { level: 9 }),
        ]);
        if (br.length < content.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
        count += 1;
      }),
  );
  return count;
}

async function main(): Promise<void> {
  const distDir = resolve(process.cwd(), process.argv[2] ?? 'dist');
  if (!(await stat(distDir)).isDirectory()) throw new Error(`${distDir} is not a directory`);
  const files = (await walk(distDir)).filter(
    (file) => !/\.(br|gz)$|[/\\]_[\w-]+(\.conf|\.json)?$/.test(file),
  );
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  const pages = (await processPages(distDir, htmlFiles)).sort((a, b) => a.path.localeCompare(b.path));
  const fallback = pages.find((page) => page.path === '/404')?.csp ?? serializeCsp(contentSecurityPolicy);

  await writeFile(join(distDir, '_headers'), renderHeadersFile(pages));
  await writeFile(join(distDir, '_redirects'), renderRedirectsFile());
  await writeFile(join(distDir, '_nginx.conf'), renderNginxInclude(pages, fallback));
  await writeFile(join(distDir, '_nginx-headers.conf'), renderNginxHeaders());
  const compressed = await precompress(files);
  console.log(
    `serve-config: ${pages.length} page policies; _headers, _redirects, _nginx.conf, _nginx-headers.conf; ` +
      `${compressed} file(s) precompressed (.br, .gz)`,
  );
}

await main();
