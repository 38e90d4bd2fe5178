/**
 * A step of the build (scripts/build/integration.ts, at astro:build:done, after slim-pages): writes dist/_headers, _redirects and the nginx includes from the HTTP policy, checks
 * them, and precompresses text files. Each of the site's pages keeps its own CSP <meta> (written again here, with
 * the settings' origins and that page's hashes only); the header adds what a <meta> cannot carry. A page with a
 * policy of its own (/admin) takes it in the header. Usage: serve-config.ts [distDir]
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';

import {
  cacheControl,
  contentSecurityPolicy,
  hashedAssetsPath,
  pathPolicies,
  securityHeaders,
} from '#src/data/http-policy.ts';
import { business } from '#src/data/business.ts';
import { adminCspDirectives, adminHeaders } from '#src/lib/cms/origins.ts';
import { redirects } from '#src/lib/routes.ts';
import {
  checkHostFiles,
  cloudflareLimits,
  headerRules,
  headersFigures,
  pageMeta,
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
import { renderNginxFirstStart, renderNginxSite } from './lib/nginx-site.ts';
import { pagePolicyParts, parsePolicyPage, rewritePage } from './lib/page-policy.ts';
import { PrecompressCache } from './lib/precompress-cache.ts';
import { hashSource } from './lib/slim-pages.ts';

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

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|ico)$/;
const GENERATED =
  /^_(headers|redirects|nginx\.conf|nginx-headers\.conf|nginx-site\.conf|nginx-first-start\.conf|csp-hashes\.json)$/;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return files.flat();
}

/** The hash sources ('sha256-...') Astro listed for one directive of its <meta> policy. */
function metaHashes(meta: string, directive: string): string[] {
  const part = meta
    .split(';')
    .map((item) => item.trim().split(/\s+/))
    .find(([name]) => name === directive);
  return (part ?? []).filter((source) => /^'sha(256|384|512)-/.test(source));
}

/** Where the hashes Astro put in each page's <meta> are kept once the meta is gone (/admin's; reruns read them). */
const HASHES_FILE = '_csp-hashes.json';

type KeptHashes = Record<string, { script: string[]; style: string[] }>;

interface Page {
  file: string;
  absolute: string;
  html: string;
  /** The page parsed once, for its policy parts and its rewrite. */
  tree: ReturnType<typeof parsePolicyPage>;
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
      const tree = parsePolicyPage(html);
      const { metaPolicy: meta, inlineScripts, inlineStyles, styleAttributes } = pagePolicyParts(tree);
      const present = new Set([...inlineScripts, ...inlineStyles].map(hashSource));
      const onPage = (directive: string): string[] =>
        metaHashes(meta ?? '', directive).filter((hash) => present.has(hash));
      // Scripts: the hashes Astro listed that are still on the page. Styles: every inline <style> the
      // page now carries (slim-pages cut the site stylesheet per page and left the <meta> to this step).
      const astro = meta
        ? { script: onPage('script-src'), style: [...new Set(inlineStyles.map(hashSource))] }
        : (kept[path] ?? { script: [], style: [] });
      kept[path] = astro;
      const styleAttr = styleAttributes.map(hashSource);
      return { file, absolute, html, tree, hashes: { ...astro, styleAttr } };
    }),
  );
  const sorted = Object.fromEntries(Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)));
  await writeFile(join(distDir, HASHES_FILE), JSON.stringify(sorted, null, 1));
  return pages;
}

/** Rewrites the pages: the site's pages get their own policy <meta>; a page whose policy is in the header, none. */
async function writePages(pages: readonly Page[], groups: readonly PolicyGroup[]): Promise<void> {
  const site = groups.find((group) => group.override === undefined);
  await Promise.all(
    pages.map(async (page) => {
      const own = site?.files.includes(page.file) ? pageMeta(contentSecurityPolicy, page.hashes) : undefined;
      const html = rewritePage(page.html, own, page.tree);
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

/** Writes each text file's .br and .gz (where smaller), from the cache where its bytes are there. */
async function precompress(files: string[], cache: PrecompressCache): Promise<number> {
  let count = 0;
  await Promise.all(
    files
      .filter((file) => COMPRESSIBLE.test(file))
      .map(async (file) => {
        const content = await readFile(file);
        if (content.length < 256) return;
        const { br, gz: gzipped } = await cache.get(content);
        if (br.length < content.length) await writeFile(`${file}.br`, br);
        if (gzipped.length < content.length) await writeFile(`${file}.gz`, gzipped);
        count += 1;
      }),
  );
  return count;
}

/** Writes the host files for a built folder and precompresses it; 0 when done, 1 on a problem. */
export async function serveConfig(dir: string): Promise<number> {
  const distDir = resolve(process.cwd(), dir);
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
      filesCsp: serializeCsp(contentSecurityPolicy),
      cache: cacheControl,
      hashedAssetsPath,
      redirects,
    }),
  );
  await writeFile(join(distDir, '_nginx-headers.conf'), renderNginxHeaders());
  // The owner's own server: the site file and its first start, for SITE_URL's host (lib/nginx-site.ts).
  const template = await readFile(resolve(import.meta.dirname, '../../deploy/nginx-site.template'), 'utf8');
  await writeFile(join(distDir, '_nginx-site.conf'), renderNginxSite(template, business.siteUrl));
  await writeFile(join(distDir, '_nginx-first-start.conf'), renderNginxFirstStart(business.siteUrl));

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
  const cache = new PrecompressCache(resolve(import.meta.dirname, '../../.astro/cache/precompress'));
  const compressed = await precompress(files, cache);
  await cache.prune();
  const figures = headersFigures(headersText);
  console.log(
    `serve-config: ${pages.length} pages, ${groups.length} policies; ${label}/_headers ${figures.rules} rules ` +
      `(Cloudflare allows ${cloudflareLimits.headerRules}), longest line ${figures.longestLine} chars ` +
      `(allows ${cloudflareLimits.headerLineLength.toLocaleString('en-US')}); ` +
      `_redirects, _nginx.conf, _nginx-headers.conf, _nginx-site.conf for ${new URL(business.siteUrl).host}; ${compressed} file(s) precompressed (.br, .gz; ${cache.hits} from .astro/cache/precompress)`,
  );
  return 0;
}

if (import.meta.main) process.exitCode = await serveConfig(process.argv[2] ?? 'dist');
