/**
 * The logic behind scripts/build/serve-config.ts, testable on small inputs. Both static hosts apply every
 * matching rule and comma-join a header two rules name (two CSPs intersect), so rule paths never overlap.
 */
import { readFile } from 'node:fs/promises';

import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';

import type { CspDirectives } from '#src/data/http-policy.ts';

/** Cloudflare Pages' documented limits (Netlify documents none for these files). */
export const cloudflareLimits = {
  headerRules: 100,
  headerLineLength: 2000,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectLineLength: 1000,
} as const;

export type HeaderSet = Readonly<Record<string, string>>;

export interface HeaderRule {
  path: string;
  headers: HeaderSet;
}

export interface PageHashes {
  script: readonly string[];
  style: readonly string[];
  /** Hashes of the page's style="" attributes (style-src-attr). */
  styleAttr: readonly string[];
}

/** A path with a policy of its own: a prefix ending in "/" or an exact path. */
export interface PolicyOverride {
  path: string;
  csp: CspDirectives;
  headers?: HeaderSet;
}

/** Pages that share one policy: the site's (no override) or one override's. */
export interface PolicyGroup {
  override: PolicyOverride | undefined;
  directives: CspDirectives;
  /** Their HTML files in dist, with forward slashes: "about.html", "services/garage.html". */
  files: string[];
}

const fmt = (value: number): string => value.toLocaleString('en-US');

/** The URL path of a built page: "about.html" -> "/about", "index.html" -> "/", "es/index.html" -> "/es". */
export function pagePath(file: string): string {
  const path = `/${file}`.replace(/\.html$/, '').replace(/(^|\/)index$/, '');
  return path === '' ? '/' : path;
}

/** The request paths a host may see for a page: "/about" and "/about.html"; "/" and "/index.html". */
export function pageUrls(file: string): string[] {
  return [...new Set([pagePath(file), `/${file}`])];
}

/** The parent folder of a URL path: "/services/garage" -> "/services", "/about" -> "". */
function parentOf(urlPath: string): string {
  return urlPath.slice(0, urlPath.lastIndexOf('/'));
}

/** A page's override: the first whose path equals it, or is a prefix ("/x/") of it. */
function overrideFor(path: string, overrides: readonly PolicyOverride[]): PolicyOverride | undefined {
  return overrides.find((entry) =>
    entry.path.endsWith('/') ? path.startsWith(entry.path) || `${path}/` === entry.path : path === entry.path,
  );
}

/** Directives a <meta http-equiv="Content-Security-Policy"> cannot carry (browsers ignore them there, noisily). */
const NOT_IN_META = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

/** A policy with the given pages' inline hashes added; a hash beside 'unsafe-inline' would switch it off. */
function policyWithHashes(directives: CspDirectives, hashes: readonly PageHashes[]): CspDirectives {
  const out: Record<string, readonly string[]> = { ...directives };
  const inline = (name: string): boolean => (directives[name] ?? []).includes("'unsafe-inline'");
  const union = (pick: (page: PageHashes) => readonly string[]): string[] =>
    [...new Set(hashes.flatMap(pick))].sort();
  for (const [name, list] of [
    ['script-src', union((page) => page.script)],
    ['style-src', union((page) => page.style)],
  ] as const) {
    if (list.length > 0 && !inline(name)) out[name] = [...(out[name] ?? []), ...list];
  }
  const styleAttr = union((page) => page.styleAttr);
  if (styleAttr.length > 0 && !inline('style-src')) out['style-src-attr'] = ["'unsafe-hashes'", ...styleAttr];
  return out;
}

/**
 * Groups pages by policy. The site's pages carry their own policy, with their own hashes, in a <meta>
 * (`pageMeta`), so their shared header holds only what a <meta> cannot (frame-ancestors): a page's header
 * stays short however many inline styles the site has. An override's pages (/admin) take their policy,
 * with the union of their hashes, in the header alone.
 */
export function policyGroups(
  pages: readonly { file: string; hashes: PageHashes }[],
  base: CspDirectives,
  overrides: readonly PolicyOverride[],
): PolicyGroup[] {
  const groups = [undefined, ...overrides].map((override) => {
    const members = pages.filter((page) => overrideFor(pagePath(page.file), overrides) === override);
    const directives =
      override === undefined
        ? Object.fromEntries(Object.entries(base).filter(([name]) => NOT_IN_META.has(name)))
        : policyWithHashes(
            { ...base, ...override.csp },
            members.map((page) => page.hashes),
          );
    return { override, directives, files: members.map((page) => page.file).sort() };
  });
  // The site's group stays even when empty: its policy is also nginx's default for every other file.
  return groups.filter((group) => group.override === undefined || group.files.length > 0);
}

export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The <meta> policy of one of the site's pages: the site's directives a <meta> can carry, with its hashes. */
export function pageMeta(base: CspDirectives, hashes: PageHashes): string {
  return serializeCsp(
    Object.fromEntries(
      Object.entries(policyWithHashes(base, [hashes])).filter(([name]) => !NOT_IN_META.has(name)),
    ),
  );
}

/**
 * The `_headers` paths that reach exactly one group's pages: `/folder/:page` for a folder wholly theirs (a
 * splat would differ: Netlify's `/x/*` matches `/x`, Cloudflare's not), else each page's exact paths.
 */
export function rulePathsFor(
  groupFiles: readonly string[],
  otherGroupsFiles: readonly string[],
  distFiles: readonly string[],
): string[] {
  const mine = new Set(groupFiles);
  const uncompressed = distFiles.map((file) => file.replace(/\.(br|gz)$/, ''));
  const folderFiles = Map.groupBy(uncompressed, (file) => parentOf(`/${file}`));
  const foreignFolders = new Set(otherGroupsFiles.flatMap(pageUrls).map(parentOf));
  const collapsible = (folder: string): boolean =>
    folder !== '' &&
    !foreignFolders.has(folder) &&
    (folderFiles.get(folder) ?? []).every((file) => mine.has(file));
  const paths = new Set<string>();
  for (const url of groupFiles.flatMap(pageUrls)) {
    const folder = parentOf(url);
    paths.add(collapsible(folder) ? `${folder}/:page` : url);
  }
  return [...paths].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}

/** Every `_headers` rule: security headers on everything, hashed assets cached forever, then one set per group. */
export function headerRules(options: {
  security: HeaderSet;
  hashedAssetsPath: string;
  hashedAssetsCache: string;
  groups: readonly { headers: HeaderSet; files: readonly string[] }[];
  distFiles: readonly string[];
}): HeaderRule[] {
  const { groups, distFiles } = options;
  return [
    { path: '/*', headers: options.security },
    { path: `${options.hashedAssetsPath}*`, headers: { 'Cache-Control': options.hashedAssetsCache } },
    ...groups.flatMap((group, index) => {
      const others = groups.filter((_, other) => other !== index).flatMap((other) => other.files);
      return rulePathsFor(group.files, others, distFiles).map((path) => ({ path, headers: group.headers }));
    }),
  ];
}

export function renderHeadersFile(rules: readonly HeaderRule[], comment: string): string {
  const block = ({ path, headers }: HeaderRule): string =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return [`# ${comment}`, ...rules.map(block), ''].join('\n\n');
}

export interface MatchableRule {
  path: string;
  regExp: RegExp;
  headers: HeaderSet;
}

/** How Cloudflare Pages matches a `_headers` path (workers-sdk, asset-worker rules-engine.ts). */
export function cloudflarePathRegExp(path: string): RegExp {
  const escape = (text: string): string => text.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
  const pattern = path
    .split('*')
    .map(escape)
    .join('(?:.*)')
    .replace(/:[A-Za-z]\w*/g, '[^/]+');
  return new RegExp(`^${pattern}$`);
}

/** A `_headers` line that starts a rule: a path or a full URL. */
const RULE_PATH = /^([^\s]+:\/\/|\/)/;

/** Reads `_headers` the way Cloudflare Pages does (workers-sdk, parseHeaders.ts), reporting what it ignores. */
export function parseCloudflareHeaders(text: string): { rules: MatchableRule[]; invalid: string[] } {
  const rules: MatchableRule[] = [];
  const invalid: string[] = [];
  let current: { path: string; headers: Record<string, string>; line: number } | undefined;
  const close = (): void => {
    const { path, headers, line } = current ?? { headers: {} };
    if (path && Object.keys(headers).length === 0) invalid.push(`line ${line}: no headers for ${path}`);
    else if (path) rules.push({ path, regExp: cloudflarePathRegExp(path), headers });
    current = undefined;
  };
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    const at = `line ${index + 1}`;
    if (line === '' || line.startsWith('#')) return;
    if (line.length > cloudflareLimits.headerLineLength) {
      invalid.push(`${at}: longer than ${fmt(cloudflareLimits.headerLineLength)} characters`);
      return;
    }
    if (RULE_PATH.test(line)) {
      close();
      current = { path: line, headers: {}, line: index + 1 };
      return;
    }
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (colon < 0) invalid.push(`${at}: not a "name: value" header`);
    else if (name === '' || name.includes(' ')) invalid.push(`${at}: bad header name`);
    else if (value === '') invalid.push(`${at}: no value for ${name}`);
    else if (!current) invalid.push(`${at}: header before any path`);
    else current.headers[name] = current.headers[name] ? `${current.headers[name]}, ${value}` : value;
  });
  close();
  return { rules, invalid };
}

/** Reads `_headers` with Netlify's own parser (@netlify/headers-parser): its rules and its errors. */
export async function parseNetlifyHeaders(
  file: string,
): Promise<{ rules: MatchableRule[]; errors: string[] }> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  });
  // Not minimal: each header comes with the RegExp Netlify matches request paths with.
  const rules = headers
    .filter((header): header is Header => 'forRegExp' in header)
    .map((header) => ({
      path: header.for,
      regExp: header.forRegExp,
      headers: Object.fromEntries(
        Object.entries(header.values).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    }));
  return { rules, errors: errors.map((error) => error.message.split('\n').join(' ')) };
}

/** The headers a host sends for a path (two rules' values comma-joined) and the names two rules set. */
export function headersForPath(
  rules: readonly MatchableRule[],
  path: string,
): { headers: Record<string, string>; repeated: { name: string; rules: string[] }[] } {
  const headers: Record<string, string> = {};
  const sources = new Map<string, string[]>();
  for (const rule of rules.filter((candidate) => candidate.regExp.test(path))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
      sources.set(name, [...(sources.get(name) ?? []), rule.path]);
    }
  }
  const repeated = [...sources]
    .filter(([, paths]) => paths.length > 1)
    .map(([name, paths]) => ({ name, rules: paths }));
  return { headers, repeated };
}

/**
 * Request paths to test the rules with: every file and clean URL, also with a trailing slash and upper-cased
 * (Netlify ignores both), and an instance of every rule path, so two overlapping rules meet on some probe.
 */
function probePaths(rulePaths: readonly string[], distFiles: readonly string[]): string[] {
  const base = new Set<string>(['/']);
  for (const file of distFiles) {
    base.add(`/${file}`);
    if (file.endsWith('.html')) base.add(pagePath(file));
  }
  for (const path of rulePaths) {
    const filled = path.replace(/:[A-Za-z]\w*/g, 'probe');
    for (const splat of ['', 'probe', 'probe/deeper', 'probe.html']) base.add(filled.replaceAll('*', splat));
  }
  // The paths as written first, so a problem is reported on the plainest path that shows it.
  const plain = [...base].sort();
  const slashed = plain.map((path) => (path.endsWith('/') ? path : `${path}/`));
  return [...new Set([...plain, ...slashed, ...[...plain, ...slashed].map((path) => path.toUpperCase())])];
}

/** "<label> has <what>; Cloudflare Pages allows <limit>" when `count` is over the limit. */
function overLimit(label: string, count: number, limit: number, what: (count: string) => string): string[] {
  return count > limit ? [`${label} has ${what(fmt(count))}; Cloudflare Pages allows ${fmt(limit)}`] : [];
}

/** The problems of `_redirects` on Cloudflare Pages: rule counts and line length (workers-sdk, parseRedirects.ts). */
export function redirectLimitProblems(text: string, label: string): string[] {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const dynamic = lines.filter((line) => /[*]|:[A-Za-z]/.test(line.split(/\s+/)[0] ?? ''));
  const { staticRedirects, dynamicRedirects, redirectLineLength } = cloudflareLimits;
  const longest = Math.max(0, ...lines.map((line) => line.length));
  const problems = [
    ...overLimit(label, lines.length - dynamic.length, staticRedirects, (n) => `${n} static redirects`),
    ...overLimit(label, dynamic.length, dynamicRedirects, (n) => `${n} dynamic redirects`),
    ...overLimit(label, longest, redirectLineLength, (n) => `a ${n}-character redirect line`),
  ];
  for (const line of lines) {
    const status = Number(line.split(/\s+/)[2] ?? 302);
    if (![200, 301, 302, 303, 307, 308].includes(status)) {
      problems.push(`${label}: Cloudflare Pages does not support status ${status} in "${line}"`);
    }
  }
  return problems;
}

export function headersFigures(text: string): { rules: number; longestLine: number } {
  const lines = text.split('\n');
  return {
    rules: lines.filter((line) => RULE_PATH.test(line.trim())).length,
    longestLine: Math.max(0, ...lines.map((line) => line.length)),
  };
}

/** Checks the static-host files of a build: one plain line per problem, empty when all is well. */
export async function checkHostFiles(options: {
  headersFile: string;
  redirectsFile: string;
  /** How to name the files in messages, e.g. "dist". */
  label: string;
  distFiles: readonly string[];
  /** The repository's netlify.toml (its redirects are read by Netlify's parser too). */
  netlifyConfigFile?: string;
}): Promise<string[]> {
  const headersLabel = `${options.label}/_headers`;
  const redirectsLabel = `${options.label}/_redirects`;
  const headersText = await readFile(options.headersFile, 'utf8');
  const redirectsText = await readFile(options.redirectsFile, 'utf8');
  const problems: string[] = [];

  const figures = headersFigures(headersText);
  const { headerLineLength } = cloudflareLimits;
  const long = headersText.split('\n').filter((line) => line.length > headerLineLength).length;
  problems.push(
    ...overLimit(headersLabel, figures.rules, cloudflareLimits.headerRules, (n) => `${n} rules`),
    ...overLimit(
      headersLabel,
      figures.longestLine,
      headerLineLength,
      (n) => `${fmt(long)} line(s) over the limit, the longest ${n} characters`,
    ),
  );
  const cloudflare = parseCloudflareHeaders(headersText);
  problems.push(
    ...cloudflare.invalid
      .filter((message) => !message.includes('longer than'))
      .map((message) => `${headersLabel}: Cloudflare Pages would ignore ${message}`),
  );
  const netlify = await parseNetlifyHeaders(options.headersFile);
  problems.push(...netlify.errors.map((message) => `${headersLabel}: Netlify's parser: ${message}`));

  const reported = new Set<string>();
  const probes = probePaths(
    cloudflare.rules.map((rule) => rule.path),
    options.distFiles,
  );
  for (const [host, rules] of [
    ['Netlify', netlify.rules],
    ['Cloudflare Pages', cloudflare.rules],
  ] as const) {
    for (const probe of probes) {
      for (const { name, rules: from } of headersForPath(rules, probe).repeated) {
        const key = `${host} ${name} ${from.join(' ')}`;
        if (reported.has(key)) continue;
        reported.add(key);
        problems.push(
          `${headersLabel}: ${probe} gets ${name} from ${from.length} rules on ${host} (${from.join(', ')}); ` +
            'a request may get each header from 1',
        );
      }
    }
  }

  problems.push(...redirectLimitProblems(redirectsText, redirectsLabel));
  const redirects = await parseAllRedirects({
    redirectsFiles: [options.redirectsFile],
    ...(options.netlifyConfigFile ? { netlifyConfigPath: options.netlifyConfigFile } : {}),
    configRedirects: [],
    minimal: false,
  });
  problems.push(
    ...redirects.errors.map(
      (error: unknown) =>
        `${redirectsLabel}: Netlify's parser: ${(error instanceof Error ? error.message : String(error)).split('\n').join(' ')}`,
    ),
  );
  return problems;
}

export function nginxQuote(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** The http-level nginx include: request -> CSP, X-Robots-Tag, Cache-Control, redirect, as `_headers`. */
export function renderNginxInclude(options: {
  groups: readonly { site: boolean; csp: string; robotsTag?: string | undefined; files: readonly string[] }[];
  /** The policy of a file that is not a page (an SVG, the manifest): the site's, without hashes. */
  filesCsp: string;
  cache: { hashedAssets: string; pages: string; other: string; redirects: string; errors: string };
  hashedAssetsPath: string;
  redirects: Readonly<Record<string, string>>;
}): string {
  const { groups, cache } = options;
  const site = groups.find((group) => group.site);
  if (!site) throw new Error('renderNginxInclude: no site group');
  const entries = (pick: (group: (typeof groups)[number]) => string | undefined): string[] =>
    groups
      .filter((group) => !group.site)
      .flatMap((group) => {
        const value = pick(group);
        return value === undefined
          ? []
          : group.files.flatMap(pageUrls).map((key) => `  ${nginxQuote(key)} ${nginxQuote(value)};`);
      });
  return [
    '# Generated by scripts/build/serve-config.ts from src/data/http-policy.ts and src/lib/routes.ts: do not edit.',
    '# Included at http level by dist/_nginx-site.conf (deploy/nginx-site.template).',
    '',
    "# Content-Security-Policy: the site policy, without hashes, on files; the pages' header (their own <meta>",
    '# carries the rest); pages with a policy of their own (exact paths come before the regexes).',
    'map $uri $site_csp {',
    `  default ${nginxQuote(options.filesCsp)};`,
    `  ~\\.html$ ${nginxQuote(site.csp)};`,
    `  / ${nginxQuote(site.csp)};`,
    ...entries((group) => group.csp),
    '}',
    '',
    '# X-Robots-Tag of the pages that carry one (empty: no header).',
    'map $uri $site_robots_tag {',
    '  default "";',
    ...entries((group) => group.robotsTag),
    '}',
    '',
    '# Cache-Control of a successful response, by path: hashed assets forever, pages revalidate, the rest a day.',
    'map $uri $site_cache_by_uri {',
    `  default ${nginxQuote(cache.other)};`,
    `  ~^${options.hashedAssetsPath} ${nginxQuote(cache.hashedAssets)};`,
    `  ~\\.html$ ${nginxQuote(cache.pages)};`,
    `  / ${nginxQuote(cache.pages)};`,
    '}',
    '',
    "# Cache-Control by status: only a successful response takes its path's rule. A redirect revalidates",
    '# (as on Netlify and Cloudflare), and an error nginx makes itself (400, 404, 405, 414, 416 ...) is never',
    '# stored, so neither outlives a fix, and no error under /_astro/ is cached as immutable.',
    'map $status $site_cache_control {',
    '  200 $site_cache_by_uri;',
    '  206 $site_cache_by_uri;',
    '  304 $site_cache_by_uri;',
    `  ~^3 ${nginxQuote(cache.redirects)};`,
    `  default ${nginxQuote(cache.errors)};`,
    '}',
    '',
    '# Old or mistaken paths and where they moved (301).',
    'map $uri $site_redirect {',
    '  default "";',
    ...Object.entries(options.redirects).map(([from, to]) => `  ${nginxQuote(from)} ${nginxQuote(to)};`),
    '}',
    '',
  ].join('\n');
}
