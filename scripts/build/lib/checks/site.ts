/**
 * The built site the checks run over: its files, its pages (parsed once) and how a URL in a page resolves
 * to a file of dist/: one index of the build, read by many small checks.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

import type { DocumentLimits } from './budgets.ts';
import {
  candidateFiles,
  compareRoutes,
  decodeOrKeep,
  indexPage,
  isRedirectPage,
  routeFromFile,
  type IndexedPage,
} from './page.ts';
import type { LanguageOptions } from './language.ts';

/** Settings for the dist check: origin, phones (E.164), routes, budgets, non-page HTML (/admin), options. */
export interface CheckDistOptions {
  siteUrl: string;
  phones: readonly string[];
  knownRoutes: readonly string[];
  jsBudgetBytes: number;
  cssBudgetBytes: number;
  /** A page's document limits in brotli bytes (whole, first screen, inline CSS), by route; none when left out. */
  documentLimits?: (route: string) => DocumentLimits;
  notPages?: readonly string[];
  languages?: LanguageOptions;
  admin?: boolean;
}

/** One built HTML file; its route is e.g. "/" or "/services/garage" ("/404" for the not-found page). */
export interface BuiltPage extends IndexedPage {
  file: string;
  url: string;
  html: string;
  /** The error pages and the no-JavaScript thank-you page: noindex, no canonical. */
  isErrorPage: boolean;
  /** A redirect page (meta refresh): checked only as a redirect, counted as a link target. */
  isRedirect: boolean;
}

/** What a page check found: lines without the page's route (the runner adds it). */
export interface Findings {
  errors: string[];
  warnings: string[];
}

export function gzipSize(data: string | Uint8Array): number {
  return gzipSync(typeof data === 'string' ? Buffer.from(data, 'utf8') : data, { level: 9 }).length;
}

export class Site {
  readonly distDir: string;
  readonly options: CheckDistOptions;
  readonly files: ReadonlySet<string>;
  readonly siteUrl: string;
  readonly siteOrigin: string;
  readonly knownRoutes: ReadonlySet<string>;
  // Promises, so pages asking for the same file at once share one read.
  private readonly contents = new Map<string, Promise<Buffer>>();
  private readonly gzipSizes = new Map<string, Promise<number>>();

  constructor(distDir: string, options: CheckDistOptions, files: ReadonlySet<string>) {
    this.distDir = distDir;
    this.options = options;
    this.files = files;
    this.siteUrl = options.siteUrl.replace(/\/+$/, '');
    this.siteOrigin = new URL(this.siteUrl).origin;
    this.knownRoutes = new Set(options.knownRoutes);
  }

  read(file: string): Promise<Buffer> {
    const content = this.contents.get(file) ?? readFile(join(this.distDir, ...file.split('/')));
    this.contents.set(file, content);
    return content;
  }

  gzipOf(file: string): Promise<number> {
    const size = this.gzipSizes.get(file) ?? this.read(file).then(gzipSize);
    this.gzipSizes.set(file, size);
    return size;
  }

  /** The dist file serving a same-origin URL path, or undefined. */
  resolvePath(pathname: string): string | undefined {
    return candidateFiles(decodeOrKeep(pathname)).find((file) => this.files.has(file));
  }

  /** A URL found in a page as a same-origin pathname, or undefined for another origin or scheme. */
  sameOriginPath(url: string, base: string): string | undefined {
    let parsed: URL;
    try {
      parsed = new URL(url, base);
    } catch {
      return undefined;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return parsed.origin === this.siteOrigin ? parsed.pathname : undefined;
  }

  /** Why an internal link target is broken, or undefined when it is a built page or file. */
  brokenTarget(pathname: string): string | undefined {
    if (this.resolvePath(pathname)) return undefined;
    return this.knownRoutes.has(pathname)
      ? `links to ${pathname}, a route of the spec that was not built`
      : `links to ${pathname}, which is not a built page or a file in dist`;
  }

  async page(file: string): Promise<BuiltPage> {
    const route = routeFromFile(file);
    const html = (await this.read(file)).toString('utf8');
    const indexed = indexPage(route, html);
    return {
      ...indexed,
      file,
      url: `${this.siteUrl}${route === '/' ? '/' : route}`,
      html,
      isErrorPage: /^(?:es\/)?(?:403|404|500|thank-you)\.html$/.test(file),
      isRedirect: isRedirectPage(indexed.elements),
    };
  }
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

export async function loadSite(
  distDir: string,
  options: CheckDistOptions,
): Promise<{ site: Site; pages: BuiltPage[] } | { error: string }> {
  let files: string[];
  try {
    files = await listFiles(distDir);
  } catch (error) {
    return {
      error: `${distDir}: cannot read the build folder (${error instanceof Error ? error.message : String(error)})`,
    };
  }
  const site = new Site(distDir, options, new Set(files));
  const htmlFiles = files
    .filter((file) => file.endsWith('.html') && !(options.notPages ?? []).includes(file))
    .sort((a, b) => compareRoutes(routeFromFile(a), routeFromFile(b)));
  if (htmlFiles.length === 0) return { error: `${distDir}: no HTML pages found` };
  return { site, pages: await Promise.all(htmlFiles.map((file) => site.page(file))) };
}
