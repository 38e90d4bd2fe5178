/**
 * After `astro build`: turns the HTTP policy (src/data/http-policy.ts) and the redirects
 * (src/lib/routes.ts) into dist/_headers and dist/_redirects (Netlify, Cloudflare Pages) and
 * dist/_nginx.conf + _nginx-headers.conf (included by deploy/nginx.conf), checks them against the
 * hosts' limits and parsers, and precompresses every text file (.br, .gz).
 *
 * One policy for the site: the union of the hashes Astro's `security.csp` puts in each page's <meta>
 * (and of any style="" attribute) goes into the Content-Security-Policy header, and the <meta> goes,
 * except on 404.html and 500.html: a static host serves them with only the `/*` headers.
 *
 *   node scripts/build/serve-config.ts [distDir]
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import {
  cacheControl,
  contentSecurityPolicy,
  hashedAssetsPath,
  pathPolicies,
  securityHeaders,
} from '#src/data/http-policy.ts';
import { adminCspDirectives, adminHeaders } from '#src/lib/cms/origins.ts';
import { redirects } from '#src/lib/routes.ts';
import {
  checkHostFiles,
  cloudflareLimits,
  headerRules,
  headersFigures,
  metaCsp,
  pagePath,
  policyGroups,
  renderHeadersFile,
  renderNginxInclude,
  serializeCsp,
  nginxQuote,
  type PageHashes,
  type PolicyGroup,
  type PolicyOverride,
} from './lib/serve-config.ts';
import { pagePolicyParts, rewritePage } from './lib/page-policy.ts';

/** The /admin editor's own policy (src/lib/cms/origins.ts): GitHub and the sign-in service only, and noindex. */
const authUrl = process.env['CMS_AUTH_URL']?.trim() || undefined;
const overrides: PolicyOverride[] = [
  ...pathPolicies,
  {
    path: '/admin',
    csp: adminCspDirectives(authUrl),
    headers: { 'X-Robots-Tag': adminHeaders(authUrl)['X-Robots-Tag'] ?? 'noindex' },
  },
];

/** Pages a static host serves for an error, where no page rule of `_headers` applies: they keep a <meta> policy. */
const ERROR_PAGES = new Set(['/404', '/500', '/es/404', '/es/500']);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|ico)$/;
/** Files this step writes into dist, which are not part of the site. */
const GENERATED = /^_(headers|redirects|nginx\.conf|nginx-headers\.conf|csp-hashes\.json)$/;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return files.flat();
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

/** Where the hashes Astro put in each page's <meta> are kept once the meta is gone (reruns read them). */
const HASHES_FILE = '_csp-hashes.json';

type KeptHashes = Record<string, { script: string[]; style: string[] }>;

interface Page {
  /** Its file in dist, with forward slashes. */
  file: string;
  absolute: string;
  html: string;
  hashes: PageHashes;
}

/** Reads the built pages and their hashes: Astro's <meta> (or the kept copy), and their style="" attributes. */
async function readPages(distDir: string, htmlFiles: string[]): Promise<Page[]> {
  const kept = JSON.parse(await readFile(join(distDir, HASHES_FILE), 'utf8').catch(() => '{}')) as KeptHashes;
  const pages = await Promise.all(
    htmlFiles.map(async (absolute) => {
      const html = await readFile(absolute, 'utf8');
      const file = relative(distDir, absolute).split(sep).join('/');
      const path = pagePath(file);
      const { metaPolicy: meta, styleAttributes } = pagePolicyParts(html);
      const astro = meta
        ? { script: metaHashes(meta, 'script-src'), style: metaHashes(meta, 'style-src') }
        : (kept[path] ?? { script: [], style: [] });
      kept[path] = astro;
      const styleAttr = styleAttributes.map(hashSource);
      return { file, absolute, html, hashes: { ...astro, styleAttr } };
    }),
  );
  await writeFile(join(distDir, HASHES_FILE), JSON.stringify(kept, null, 1));
  return pages;
}

/** Rewrites the pages: no policy <meta> (the header carries it) but on the error pages, which keep their group's. */
async function writePages(pages: readonly Page[], groups: readonly PolicyGroup[]): Promise<void> {
  await Promise.all(
    pages.map(async (page) => {
      const group = groups.find((candidate) => candidate.files.includes(page.file));
      const errorPolicy =
        group && ERROR_PAGES.has(pagePath(page.file)) ? metaCsp(group.directives) : undefined;
      const html = rewritePage(page.html, errorPolicy);
      if (html !== page.html) await writeFile(page.absolute, html);
    }),
  );
}

function renderRedirectsFile(): string {
  return [
    '# Generated by scripts/build/serve-config.ts from src/lib/routes.ts: do not edit.',
    ...Object.entries(redirects).map(([from, to]) => `${from}  ${to}  301`),
    '',
  ].join('\n');
}

/** The headers of one group's pages on a static host. */
function groupHeaders(group: PolicyGroup): Record<string, string> {
  return {
    'Content-Security-Policy': serializeCsp(group.directives),
    'Cache-Control': cacheControl.pages,
    ...group.override?.headers,
  };
}

/** The server-level include: the add_header lines (always, so 404s carry them too). */
function renderNginxHeaders(): string {
  return [
    '# Generated by scripts/build/serve-config.ts from src/data/http-policy.ts: do not edit.',
    '# Included in the server block (and in every location that adds headers of its own).',
    'add_header Content-Security-Policy $site_csp always;',
    'add_header Cache-Control $site_cache_control always;',
    'add_header X-Robots-Tag $site_robots_tag always;',
    ...Object.entries(securityHeaders).map(
      ([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`,
    ),
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

async function main(): Promise<number> {
  const distDir = resolve(process.cwd(), process.argv[2] ?? 'dist');
  if (!(await stat(distDir)).isDirectory()) throw new Error(`${distDir} is not a directory`);
  const files = (await walk(distDir)).filter(
    (file) => !/\.(br|gz)$/.test(file) && !GENERATED.test(basename(file)),
  );
  const siteFiles = files.map((file) => relative(distDir, file).split(sep).join('/'));
  const pages = await readPages(
    distDir,
    files.filter((file) => file.endsWith('.html')),
  );
  const groups = policyGroups(pages, contentSecurityPolicy, overrides);
  await writePages(pages, groups);

  const rules = headerRules({
    security: securityHeaders,
    hashedAssetsPath,
    hashedAssetsCache: cacheControl.hashedAssets,
    groups: groups.map((group) => ({ headers: groupHeaders(group), files: group.files })),
    distFiles: siteFiles,
  });
  const headersText = renderHeadersFile(
    rules,
    'Generated by scripts/build/serve-config.ts from src/data/http-policy.ts: do not edit.',
  );
  await writeFile(join(distDir, '_headers'), headersText);
  await writeFile(join(distDir, '_redirects'), renderRedirectsFile());
  await writeFile(
    join(distDir, '_nginx.conf'),
    renderNginxInclude({
      groups: groups.map((group) => ({
        site: group.override === undefined,
        csp: serializeCsp(group.directives),
        robotsTag: group.override?.headers?.['X-Robots-Tag'],
        files: group.files,
      })),
      cache: cacheControl,
      hashedAssetsPath,
      redirects,
    }),
  );
  await writeFile(join(distDir, '_nginx-headers.conf'), renderNginxHeaders());

  const label = relative(process.cwd(), distDir) || '.';
  const problems = await checkHostFiles({
    headersFile: join(distDir, '_headers'),
    redirectsFile: join(distDir, '_redirects'),
    label,
    distFiles: siteFiles,
    netlifyConfigFile: resolve('netlify.toml'),
  });
  if (problems.length > 0) {
    for (const problem of problems) console.error(`serve-config: ${problem}`);
    return 1;
  }
  const compressed = await precompress(files);
  const figures = headersFigures(headersText);
  console.log(
    `serve-config: ${pages.length} pages, ${groups.length} policies; ${label}/_headers ${figures.rules} rules ` +
      `(Cloudflare allows ${cloudflareLimits.headerRules}), longest line ${figures.longestLine} chars ` +
      `(allows ${cloudflareLimits.headerLineLength.toLocaleString('en-US')}); ` +
      `_redirects, _nginx.conf, _nginx-headers.conf; ${compressed} file(s) precompressed (.br, .gz)`,
  );
  return 0;
}

process.exitCode = await main();
