/**
 * The post-build checks behind scripts/check-dist.ts, as plain functions so they can be tested
 * against small fixture folders.
 *
 * The HTML is our own generated output, so a small tag/attribute scanner is enough: it skips
 * comments and doctype, reads attribute values in double, single or no quotes, decodes the
 * common character references, and treats the content of <script>, <style>, <title> and
 * <textarea> as text (so markup inside a script is never mistaken for tags).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

import { smsHref, telHref } from '#src/lib/phone.ts';

/** Settings for {@link checkDist}. */
export interface CheckDistOptions {
  /** Canonical origin of the site, e.g. "https://www.coralcoastepoxyfloors.com" (no trailing slash needed). */
  siteUrl: string;
  /** Every phone number the site may show, in E.164 form. */
  phones: readonly string[];
  /** Every route of the specification: each must be built, and links may point only at built pages. */
  knownRoutes: readonly string[];
  /** Largest allowed first-load JavaScript per page, gzip bytes. */
  jsBudgetBytes: number;
  /** Largest allowed CSS per page, gzip bytes. */
  cssBudgetBytes: number;
  /**
   * HTML files that are not pages of the site (the editor at /admin): left out of the page checks
   * and budgets; the caller checks them on its own terms.
   */
  notPages?: readonly string[];
}

/** Sizes measured for one checked page (redirect pages are not measured). */
export interface PageStats {
  /** Route of the page, e.g. "/" or "/services/garage" ("/404" for the not-found page). */
  path: string;
  /** File inside dist, with forward slashes, e.g. "services/garage.html". */
  file: string;
  /** Gzip size of the HTML document. */
  htmlGzipBytes: number;
  /** Gzip size of the JavaScript the page loads before any island hydrates. */
  jsGzipBytes: number;
  /** Gzip size of the page's stylesheets and inline style blocks. */
  cssGzipBytes: number;
}

/** Counts and sizes gathered while checking. */
export interface DistStats {
  /** HTML pages checked (redirect pages excluded, 404 included). */
  pageCount: number;
  /** Redirect (meta refresh) pages found. */
  redirectCount: number;
  /** Links to a #fragment, every one checked. */
  fragmentLinkCount: number;
  /** One entry per checked page, sorted by path. */
  pages: PageStats[];
}

/** What {@link checkDist} found. An empty `errors` array means the build passes. */
export interface CheckDistResult {
  errors: string[];
  warnings: string[];
  stats: DistStats;
}

/** One start tag found by {@link scanHtml}. */
export interface HtmlElement {
  /** Tag name, lower case. */
  name: string;
  /** Attributes with lower-case names and decoded values; a bare attribute has the value "". The first occurrence wins. */
  attrs: ReadonlyMap<string, string>;
  /** Raw content of <script>/<style>, decoded content of <title>/<textarea>; undefined for other elements. */
  text?: string;
  /** True when the tag sits between <head> and </head> (or <body>). */
  inHead: boolean;
  /** True when the tag sits inside an <svg> element. */
  inSvg: boolean;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  middot: '\u00b7',
  times: '\u00d7',
};

/** Decodes numeric character references and the common named ones ("&amp;" -> "&"); unknown names are left as they are. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z][a-zA-Z0-9]*);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref] ?? whole;
  });
}

/** Elements whose content is text, not markup. */
const TEXT_CONTENT = new Set(['script', 'style', 'title', 'textarea']);
/** Of those, the ones whose text may contain character references. */
const DECODED_CONTENT = new Set(['title', 'textarea']);

const END_TAG = /<\/([a-zA-Z][^\s/>]*)[^>]*>/y;
const START_TAG = /<([a-zA-Z][^\s/>]*)/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/y;
const SEPARATOR = /[\s/]*/y;

/**
 * Lists the start tags of an HTML document in order, with their attributes.
 * Comments, the doctype and end tags are skipped; script/style/title/textarea content is kept as text.
 */
export function scanHtml(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  let inHead = false;
  let svgDepth = 0;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) break;
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html[lt + 1] === '!' || html[lt + 1] === '?') {
      const end = html.indexOf('>', lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    END_TAG.lastIndex = lt;
    const endTag = END_TAG.exec(html);
    if (endTag) {
      const name = (endTag[1] ?? '').toLowerCase();
      if (name === 'head') inHead = false;
      if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1);
      i = END_TAG.lastIndex;
      continue;
    }
    START_TAG.lastIndex = lt;
    const startTag = START_TAG.exec(html);
    if (!startTag) {
      i = lt + 1;
      continue;
    }
    const name = (startTag[1] ?? '').toLowerCase();
    const attrs = new Map<string, string>();
    let j = START_TAG.lastIndex;
    let selfClosing = false;
    while (j < html.length) {
      SEPARATOR.lastIndex = j;
      SEPARATOR.exec(html);
      const afterSeparator = SEPARATOR.lastIndex;
      if (html[afterSeparator] === '>') {
        selfClosing = afterSeparator > j && html[afterSeparator - 1] === '/';
        j = afterSeparator + 1;
        break;
      }
      j = afterSeparator;
      ATTRIBUTE.lastIndex = j;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute || ATTRIBUTE.lastIndex === j) {
        j += 1; // a stray quote or similar: step over it
        continue;
      }
      const attrName = (attribute[1] ?? '').toLowerCase();
      if (!attrs.has(attrName)) {
        attrs.set(attrName, decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? ''));
      }
      j = ATTRIBUTE.lastIndex;
    }
    if (name === 'body') inHead = false;
    const element: HtmlElement = { name, attrs, inHead, inSvg: svgDepth > 0 };
    if (name === 'head') inHead = true;
    if (name === 'svg' && !selfClosing) svgDepth += 1;
    if (TEXT_CONTENT.has(name) && !selfClosing) {
      const close = new RegExp(`</${name}(?=[\\s/>])`, 'ig');
      close.lastIndex = j;
      const closeMatch = close.exec(html);
      const contentEnd = closeMatch ? closeMatch.index : html.length;
      const raw = html.slice(j, contentEnd);
      element.text = DECODED_CONTENT.has(name) ? decodeEntities(raw) : raw;
      const closeEnd = closeMatch ? html.indexOf('>', contentEnd) : -1;
      j = closeEnd < 0 ? html.length : closeEnd + 1;
    }
    elements.push(element);
    i = j;
  }
  return elements;
}

/** The attribute value of an element, or undefined when absent. */
function attr(element: HtmlElement, name: string): string | undefined {
  return element.attrs.get(name);
}

/** The whitespace-separated, lower-case tokens of an attribute such as rel. */
function tokens(value: string | undefined): string[] {
  return (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** True for the HTML of a redirect page (it carries `<meta http-equiv="refresh">`). */
export function isRedirectPage(html: string): boolean {
  return /<meta\s[^>]*http-equiv\s*=\s*["']?refresh/i.test(html);
}

/**
 * The route a built HTML file serves with build format "file" and trailingSlash "never":
 * "index.html" -> "/", "about.html" -> "/about", "services/garage.html" -> "/services/garage",
 * "404.html" -> "/404", "blog/index.html" -> "/blog".
 */
export function routeFromFile(file: string): string {
  const posix = file.split(sep).join('/').replace(/^\/+/, '');
  if (posix === 'index.html') return '/';
  const withoutIndex = posix.replace(/\/index\.html$/, '');
  return `/${withoutIndex.replace(/\.html$/, '')}`;
}

/**
 * The dist files that could serve a URL path, most likely first: "/" -> ["index.html"],
 * "/about" -> ["about.html", "about"], "/og-default.jpg" -> ["og-default.jpg.html", "og-default.jpg"],
 * "/blog/" -> ["blog/index.html"].
 */
export function candidateFiles(pathname: string): string[] {
  if (pathname === '/' || pathname === '') return ['index.html'];
  const relative = pathname.replace(/^\/+/, '');
  if (relative.endsWith('/')) return [`${relative}index.html`];
  return [`${relative}.html`, relative];
}

/** Gzip size (level 9) of a text or buffer, in bytes. */
export function gzipSize(data: string | Uint8Array): number {
  return gzipSync(typeof data === 'string' ? Buffer.from(data, 'utf8') : data, { level: 9 }).length;
}

const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"'\r\n]+)\1/g;

/**
 * The module specifiers a script imports statically (`import x from "./a.js"`, `import "./b.js"`,
 * `export * from "./c.js"`), minified or not. Dynamic `import()` is lazy and not listed.
 */
export function findStaticImports(js: string): string[] {
  const found: string[] = [];
  for (const match of js.matchAll(STATIC_IMPORT)) {
    const specifier = match[2];
    if (specifier !== undefined && !found.includes(specifier)) found.push(specifier);
  }
  return found;
}

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

function isJsonObject(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Calls `visit` for every object nested anywhere in a JSON value, the value itself included. */
function walkObjects(value: JsonValue, visit: (object: { [key: string]: JsonValue }) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walkObjects(item, visit);
  } else if (isJsonObject(value)) {
    visit(value);
    for (const child of Object.values(value)) walkObjects(child, visit);
  }
}

/**
 * Checks the raw text of one `<script type="application/ld+json">`: it has no literal "</", it parses,
 * it has an `@graph` array, node `@id`s are unique, every bare `{"@id": X}` reference resolves to a node
 * of the same graph, every `telephone` is one of `phones`, and a page has at most one FAQPage node,
 * which lists its questions (`mainEntity`). Returns problem descriptions (empty when valid).
 */
export function checkJsonLd(raw: string, phones: readonly string[]): string[] {
  const problems: string[] = [];
  if (raw.includes('</')) problems.push('JSON-LD contains a literal "</" (escape "<" as \\u003c)');
  let data: JsonValue;
  try {
    data = JSON.parse(raw) as JsonValue;
  } catch (error) {
    problems.push(`JSON-LD does not parse: ${error instanceof Error ? error.message : String(error)}`);
    return problems;
  }
  const graph = isJsonObject(data) ? data['@graph'] : undefined;
  if (!Array.isArray(graph)) {
    problems.push('JSON-LD has no "@graph" array');
    return problems;
  }
  const defined = new Set<string>();
  const references: string[] = [];
  const telephones: JsonValue[] = [];
  walkObjects(graph, (object) => {
    const id = object['@id'];
    const keys = Object.keys(object);
    if (id !== undefined) {
      if (typeof id !== 'string' || id === '') {
        problems.push(`JSON-LD has an "@id" that is not a non-empty string: ${JSON.stringify(id)}`);
      } else if (keys.length === 1) {
        references.push(id);
      } else if (defined.has(id)) {
        problems.push(`JSON-LD node "@id" ${id} is defined more than once`);
      } else {
        defined.add(id);
      }
    }
    if ('telephone' in object) {
      const telephone = object['telephone'];
      if (Array.isArray(telephone)) telephones.push(...telephone);
      else if (telephone !== undefined) telephones.push(telephone);
    }
  });
  // Search engines read one FAQPage per page, and a FAQPage without questions is an error to them.
  const faqPages = graph.filter((node) => isJsonObject(node) && node['@type'] === 'FAQPage');
  if (faqPages.length > 1) problems.push(`JSON-LD has ${faqPages.length} FAQPage nodes; a page has one`);
  for (const node of faqPages) {
    const questions = isJsonObject(node) ? node['mainEntity'] : undefined;
    if (!Array.isArray(questions) || questions.length === 0) {
      problems.push('JSON-LD FAQPage node has no "mainEntity" questions');
    }
  }
  for (const reference of new Set(references)) {
    if (!defined.has(reference)) {
      problems.push(`JSON-LD reference {"@id": "${reference}"} matches no node in the graph`);
    }
  }
  for (const telephone of telephones) {
    if (typeof telephone !== 'string' || !phones.includes(telephone)) {
      problems.push(`JSON-LD telephone ${JSON.stringify(telephone)} is not one of ${phones.join(', ')}`);
    }
  }
  return problems;
}

/** True for script types that browsers execute as JavaScript (no type, "module", or a JavaScript MIME type). */
function isJavaScriptType(type: string | undefined): boolean {
  const value = (type ?? '').trim().toLowerCase();
  return (
    value === '' || value === 'module' || /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(value)
  );
}

function isJsonLdScript(element: HtmlElement): boolean {
  return (
    element.name === 'script' && (attr(element, 'type') ?? '').trim().toLowerCase() === 'application/ld+json'
  );
}

/** Lists every file under a folder, relative, with forward slashes. */
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

function compareRoutes(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '/') return -1;
  if (b === '/') return 1;
  return a < b ? -1 : 1;
}

interface PageInfo {
  path: string;
  file: string;
  title?: string;
  description?: string;
}

/**
 * Checks a built site folder: required head tags, canonical and Open Graph URLs, unique titles and
 * descriptions, JSON-LD validity and @id references, internal links, target="_blank" safety, phone
 * parity, and the per-page JavaScript and CSS budgets. Redirect pages (meta refresh) are not checked
 * as pages but count as link targets. Every error and warning line starts with the page's route.
 */
export async function checkDist(distDir: string, options: CheckDistOptions): Promise<CheckDistResult> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const stats: DistStats = { pageCount: 0, redirectCount: 0, fragmentLinkCount: 0, pages: [] };

  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const siteOrigin = new URL(siteUrl).origin;
  const allowedTel = options.phones.map((phone) => telHref(phone));
  const allowedSms = options.phones.map((phone) => smsHref(phone));
  const knownRoutes = new Set(options.knownRoutes);

  let files: string[];
  try {
    files = await listFiles(distDir);
  } catch (error) {
    errors.push(
      `${distDir}: cannot read the build folder (${error instanceof Error ? error.message : String(error)})`,
    );
    return { errors, warnings, stats };
  }
  const fileSet = new Set(files);
  const htmlFiles = files
    .filter((file) => file.endsWith('.html') && !(options.notPages ?? []).includes(file))
    .sort((a, b) => compareRoutes(routeFromFile(a), routeFromFile(b)));
  if (htmlFiles.length === 0) {
    errors.push(`${distDir}: no HTML pages found`);
    return { errors, warnings, stats };
  }

  const contentCache = new Map<string, Buffer>();
  async function read(file: string): Promise<Buffer> {
    let content = contentCache.get(file);
    if (!content) {
      content = await readFile(join(distDir, ...file.split('/')));
      contentCache.set(file, content);
    }
    return content;
  }
  const gzipCache = new Map<string, number>();
  async function gzipOfFile(file: string): Promise<number> {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSize(await read(file));
      gzipCache.set(file, size);
    }
    return size;
  }

  /** The dist file serving a same-origin URL path, or undefined. */
  function resolvePath(pathname: string): string | undefined {
    let decoded = pathname;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // keep the raw path
    }
    return candidateFiles(decoded).find((file) => fileSet.has(file));
  }

  /** Resolves a URL found in a page; returns the same-origin pathname, or undefined for another origin or scheme. */
  function sameOriginPath(url: string, base: string): string | undefined {
    let parsed: URL;
    try {
      parsed = new URL(url, base);
    } catch {
      return undefined;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return parsed.origin === siteOrigin ? parsed.pathname : undefined;
  }

  /** Checks an internal link target; returns an error message when it is broken. */
  function checkInternalTarget(pathname: string): string | undefined {
    if (resolvePath(pathname)) return undefined;
    return knownRoutes.has(pathname)
      ? `links to ${pathname}, a route of the spec that was not built`
      : `links to ${pathname}, which is not a built page or a file in dist`;
  }

  /** Adds a script file and everything it statically imports to `counted`; unresolvable imports go to `jsWarnings`. */
  async function collectModule(file: string, counted: Set<string>, jsWarnings: string[]): Promise<void> {
    if (counted.has(file)) return;
    counted.add(file);
    const source = (await read(file)).toString('utf8');
    for (const specifier of findStaticImports(source)) {
      await collectImport(specifier, `${siteUrl}/${file}`, counted, jsWarnings);
    }
  }

  /** Resolves one module URL (relative to `base`) and collects it with {@link collectModule}. */
  async function collectImport(
    specifier: string,
    base: string,
    counted: Set<string>,
    jsWarnings: string[],
  ): Promise<void> {
    if (!/^(?:\.{1,2}\/|\/(?!\/)|https?:)/.test(specifier)) return; // bare specifiers cannot load in a browser
    const pathname = sameOriginPath(specifier, base);
    if (pathname === undefined) {
      jsWarnings.push(`imports ${specifier} from another origin; it is not counted in the JS budget`);
      return;
    }
    const file = resolvePath(pathname);
    if (file === undefined) {
      jsWarnings.push(
        `imports ${specifier} (from ${base.slice(siteUrl.length) || '/'}), which is not in dist`,
      );
      return;
    }
    await collectModule(file, counted, jsWarnings);
  }

  const pages: PageInfo[] = [];
  /** Links to a fragment (#id) of a page, checked once every page has been read. */
  const fragmentLinks: { route: string; file: string; target: string; fragment: string }[] = [];

  for (const file of htmlFiles) {
    const route = routeFromFile(file);
    const html = (await read(file)).toString('utf8');
    const pageUrl = `${siteUrl}${route === '/' ? '/' : route}`;
    const pageErrors: string[] = [];
    const pageWarnings: string[] = [];
    const elements = scanHtml(html);

    if (isRedirectPage(html)) {
      stats.redirectCount += 1;
      const refresh = elements.find(
        (el) => el.name === 'meta' && (attr(el, 'http-equiv') ?? '').toLowerCase() === 'refresh',
      );
      const content = refresh ? (attr(refresh, 'content') ?? '') : '';
      const target = /url\s*=\s*['"]?([^'"\s;]+)/i.exec(content)?.[1];
      if (target === undefined) {
        pageErrors.push('redirect page has no target URL in its meta refresh');
      } else {
        const pathname = sameOriginPath(target, pageUrl);
        const problem = pathname === undefined ? undefined : checkInternalTarget(pathname);
        if (problem) pageErrors.push(`redirect ${problem}`);
      }
      errors.push(...pageErrors.map((message) => `${route}: ${message}`));
      continue;
    }

    // Error pages (not found, unexpected error) are noindex and have no canonical.
    const isNotFound = file === '404.html' || file === '500.html';
    const page: PageInfo = { path: route, file };
    const inBody = elements.filter((el) => !el.inSvg);
    const byName = (name: string): HtmlElement[] => inBody.filter((el) => el.name === name);
    const metaNamed = (name: string): HtmlElement[] =>
      elements.filter(
        (el) =>
          el.name === 'meta' &&
          ((attr(el, 'name') ?? '').toLowerCase() === name ||
            (attr(el, 'property') ?? '').toLowerCase() === name),
      );

    // 1. lang, title, description, h1
    const htmlTags = byName('html');
    const htmlTag = htmlTags[0];
    if (htmlTags.length !== 1) pageErrors.push(`expected exactly one <html> tag, found ${htmlTags.length}`);
    else if (htmlTag && (attr(htmlTag, 'lang') ?? '').trim() === '') pageErrors.push('<html> has no lang');

    const titles = byName('title');
    if (titles.length !== 1) pageErrors.push(`expected exactly one <title>, found ${titles.length}`);
    const title = titles[0]?.text?.trim();
    if (titles.length >= 1 && !title) pageErrors.push('<title> is empty');
    if (titles.length === 1 && title) page.title = title;

    const descriptions = elements.filter(
      (el) => el.name === 'meta' && (attr(el, 'name') ?? '').toLowerCase() === 'description',
    );
    if (descriptions.length !== 1) {
      pageErrors.push(`expected exactly one <meta name="description">, found ${descriptions.length}`);
    }
    const description = descriptions[0] ? (attr(descriptions[0], 'content') ?? '').trim() : undefined;
    if (descriptions.length >= 1 && !description) pageErrors.push('<meta name="description"> is empty');
    if (descriptions.length === 1 && description) page.description = description;

    const h1s = byName('h1');
    if (h1s.length !== 1) pageErrors.push(`expected exactly one <h1>, found ${h1s.length}`);

    // 2. canonical (or noindex on the not-found page)
    const robots = metaNamed('robots').map((el) => tokens((attr(el, 'content') ?? '').replace(/,/g, ' ')));
    const noindex = robots.some((list) => list.includes('noindex'));
    let canonical: string | undefined;
    if (isNotFound) {
      if (!noindex) pageErrors.push('an error page needs <meta name="robots" content="noindex">');
    } else {
      if (noindex) pageWarnings.push('page is marked noindex');
      const canonicals = elements.filter(
        (el) => el.name === 'link' && tokens(attr(el, 'rel')).includes('canonical'),
      );
      if (canonicals.length !== 1) {
        pageErrors.push(
          canonicals.length === 0
            ? 'missing <link rel="canonical">'
            : `expected exactly one <link rel="canonical">, found ${canonicals.length}`,
        );
      }
      canonical = canonicals[0] ? attr(canonicals[0], 'href') : undefined;
      if (canonicals.length >= 1) {
        if (!canonical || !(canonical === siteUrl || canonical.startsWith(`${siteUrl}/`))) {
          pageErrors.push(`canonical ${JSON.stringify(canonical ?? '')} does not start with ${siteUrl}`);
        } else {
          const parsed = new URL(canonical);
          if (parsed.search || parsed.hash || parsed.pathname !== route) {
            pageErrors.push(`canonical ${canonical} does not match the page route ${route}`);
          }
        }
      }
    }

    // 4. Open Graph and Twitter card
    if (!isNotFound) {
      const metaContent = (name: string): string | undefined => {
        const found = metaNamed(name)[0];
        const value = found ? (attr(found, 'content') ?? '').trim() : '';
        return value === '' ? undefined : value;
      };
      for (const name of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) {
        const kind = name.startsWith('og:') ? 'property' : 'name';
        if (metaContent(name) === undefined) pageErrors.push(`missing or empty <meta ${kind}="${name}">`);
      }
      const ogUrl = metaContent('og:url');
      if (ogUrl !== undefined && canonical !== undefined && ogUrl !== canonical) {
        pageErrors.push(`og:url ${ogUrl} differs from the canonical ${canonical}`);
      }
      const ogImage = metaContent('og:image');
      if (ogImage !== undefined) {
        if (!/^https?:\/\/[^/]/i.test(ogImage)) {
          pageErrors.push(`og:image ${ogImage} is not an absolute URL`);
        } else {
          const pathname = sameOriginPath(ogImage, pageUrl);
          if (pathname !== undefined && resolvePath(pathname) === undefined) {
            pageErrors.push(`og:image ${ogImage} is not a file in dist`);
          }
        }
      }
    }

    // 5. JSON-LD
    const jsonLd = elements.filter(isJsonLdScript);
    if (jsonLd.length === 0) pageErrors.push('no <script type="application/ld+json">');
    jsonLd.forEach((script, index) => {
      const label = jsonLd.length > 1 ? ` (block ${index + 1})` : '';
      for (const problem of checkJsonLd(script.text ?? '', options.phones)) {
        pageErrors.push(`${problem}${label}`);
      }
    });

    // 6. links; 7. phone parity
    for (const el of elements) {
      const href = attr(el, 'href');
      if (href === undefined) continue;
      const trimmed = href.trim();
      const lower = trimmed.toLowerCase();
      if (lower.startsWith('tel:')) {
        if (!allowedTel.includes(trimmed)) {
          pageErrors.push(
            `wrong phone link ${JSON.stringify(trimmed)} (expected one of ${allowedTel.join(', ')})`,
          );
        }
        continue;
      }
      if (lower.startsWith('sms:')) {
        const number = trimmed.split(/[?&]/)[0] ?? trimmed;
        if (!allowedSms.includes(number)) {
          pageErrors.push(
            `wrong text-message link ${JSON.stringify(trimmed)} (expected one of ${allowedSms.join(', ')})`,
          );
        }
        continue;
      }
      if (el.name !== 'a') continue;
      if (trimmed.startsWith('#')) {
        if (trimmed.length > 1) fragmentLinks.push({ route, file, target: file, fragment: trimmed.slice(1) });
        continue;
      }
      if (trimmed === '') continue;
      if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^https?:/i.test(trimmed)) continue; // mailto:, javascript:, ...
      const pathname = sameOriginPath(trimmed, pageUrl);
      if (pathname === undefined) {
        if (
          /^(?:https?:)?\/\//i.test(trimmed) &&
          (attr(el, 'target') ?? '').toLowerCase() === '_blank' &&
          !tokens(attr(el, 'rel')).includes('noopener')
        ) {
          pageErrors.push(`external link ${trimmed} opens in a new tab without rel="noopener"`);
        }
        continue;
      }
      const problem = checkInternalTarget(pathname);
      if (problem) pageErrors.push(problem);
      const hash = new URL(trimmed, pageUrl).hash;
      const target = resolvePath(pathname);
      if (!problem && hash.length > 1 && target?.endsWith('.html')) {
        fragmentLinks.push({ route, file, target, fragment: hash.slice(1) });
      }
    }

    // 8. JavaScript: nothing but JSON-LD in <head>; first-load budget
    for (const script of elements.filter((el) => el.name === 'script' && el.inHead && !isJsonLdScript(el))) {
      const src = attr(script, 'src');
      pageErrors.push(`<script${src ? ` src="${src}"` : ''}> in <head> (only JSON-LD belongs there)`);
    }
    const counted = new Set<string>();
    let inlineJsBytes = 0;
    for (const script of elements.filter(
      (el) => el.name === 'script' && isJavaScriptType(attr(el, 'type')),
    )) {
      const src = attr(script, 'src');
      if (src !== undefined) {
        const pathname = sameOriginPath(src, pageUrl);
        if (pathname === undefined) {
          pageWarnings.push(
            `loads the script ${src} from another origin; it is not counted in the JS budget`,
          );
          continue;
        }
        const target = resolvePath(pathname);
        if (target === undefined) {
          pageErrors.push(`<script src="${src}"> is not a file in dist`);
          continue;
        }
        await collectModule(target, counted, pageWarnings);
      } else {
        const text = script.text ?? '';
        if (text.trim() === '') continue;
        inlineJsBytes += gzipSize(text);
        if ((attr(script, 'type') ?? '').trim().toLowerCase() === 'module') {
          for (const specifier of findStaticImports(text)) {
            await collectImport(specifier, pageUrl, counted, pageWarnings);
          }
        }
      }
    }
    for (const preload of elements.filter(
      (el) => el.name === 'link' && tokens(attr(el, 'rel')).includes('modulepreload'),
    )) {
      const href = attr(preload, 'href');
      const pathname = href === undefined ? undefined : sameOriginPath(href, pageUrl);
      const target = pathname === undefined ? undefined : resolvePath(pathname);
      if (target !== undefined) await collectModule(target, counted, pageWarnings);
    }
    for (const island of elements.filter((el) => el.name === 'astro-island')) {
      const directive = (attr(island, 'client') ?? '').toLowerCase();
      if (directive !== 'load') continue;
      const componentUrl = attr(island, 'component-url') ?? '(unknown component)';
      pageErrors.push(`island ${componentUrl} hydrates with client:load (use client:visible or client:idle)`);
      for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
        const url = attr(island, name);
        if (url) await collectImport(url, pageUrl, counted, pageWarnings);
      }
    }
    let jsBytes = inlineJsBytes;
    for (const jsFile of counted) jsBytes += await gzipOfFile(jsFile);
    if (jsBytes > options.jsBudgetBytes) {
      pageErrors.push(`first-load JS is ${jsBytes} B gzip, over the ${options.jsBudgetBytes} B budget`);
    }

    // 9. CSS budget
    let cssBytes = 0;
    for (const el of elements) {
      if (el.name === 'style' && !el.inSvg) {
        cssBytes += (el.text ?? '').trim() === '' ? 0 : gzipSize(el.text ?? '');
      } else if (el.name === 'link' && tokens(attr(el, 'rel')).includes('stylesheet')) {
        const href = attr(el, 'href') ?? '';
        const pathname = sameOriginPath(href, pageUrl);
        if (pathname === undefined) {
          pageWarnings.push(
            `loads the stylesheet ${href} from another origin; it is not counted in the CSS budget`,
          );
          continue;
        }
        const target = resolvePath(pathname);
        if (target === undefined) {
          pageErrors.push(`<link rel="stylesheet" href="${href}"> is not a file in dist`);
        } else {
          cssBytes += await gzipOfFile(target);
        }
      }
    }
    if (cssBytes > options.cssBudgetBytes) {
      pageErrors.push(`CSS is ${cssBytes} B gzip, over the ${options.cssBudgetBytes} B budget`);
    }

    stats.pages.push({
      path: route,
      file,
      htmlGzipBytes: gzipSize(html),
      jsGzipBytes: jsBytes,
      cssGzipBytes: cssBytes,
    });
    if (!isNotFound) pages.push(page);
    errors.push(...pageErrors.map((message) => `${route}: ${message}`));
    warnings.push(...pageWarnings.map((message) => `${route}: ${message}`));
  }

  // 6b. every #fragment link lands on an element with that id (or an <a name>) on its page
  const idsByFile = new Map<string, Set<string>>();
  for (const link of fragmentLinks) {
    let ids = idsByFile.get(link.target);
    if (!ids) {
      ids = new Set(
        scanHtml((await read(link.target)).toString('utf8')).flatMap((el) =>
          [attr(el, 'id'), el.name === 'a' ? attr(el, 'name') : undefined].filter(
            (value): value is string => value !== undefined,
          ),
        ),
      );
      idsByFile.set(link.target, ids);
    }
    let fragment = link.fragment;
    try {
      fragment = decodeURIComponent(fragment);
    } catch {
      // keep the raw fragment
    }
    // "#top" scrolls to the top of any page (HTML's "indicated part of the document").
    if (!ids.has(fragment) && fragment.toLowerCase() !== 'top') {
      const where = link.target === link.file ? '' : ` on ${routeFromFile(link.target)}`;
      errors.push(`${link.route}: links to #${fragment}${where}, but no element has that id`);
    }
  }
  stats.fragmentLinkCount = fragmentLinks.length;

  // 3. unique titles and descriptions
  for (const [field, label] of [
    ['title', 'title'],
    ['description', 'meta description'],
  ] as const) {
    const firstUse = new Map<string, string>();
    for (const page of pages) {
      const value = page[field];
      if (value === undefined) continue;
      const earlier = firstUse.get(value);
      if (earlier === undefined) firstUse.set(value, page.path);
      else errors.push(`${page.path}: duplicate ${label} ${JSON.stringify(value)} (also on ${earlier})`);
    }
  }

  const unbuilt = [...knownRoutes].filter((route) => !resolvePath(route)).sort(compareRoutes);
  if (unbuilt.length > 0) {
    errors.push(`${unbuilt.length} spec route(s) not built: ${unbuilt.join(', ')}`);
  }

  stats.pageCount = stats.pages.length;
  return { errors, warnings, stats };
}
