/**
 * What a page costs to load: no island hydrating on load, first-load JavaScript and CSS within their gzip
 * budgets, the document within its brotli limits (a phone's first round trip carries about 14.6 kB).
 */
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';

import { attr, tokens } from './page.ts';
import { isJsonLdScript } from './jsonld.ts';
import { gzipSize, type BuiltPage, type Findings, type Site } from './site.ts';

const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?(["'])([^"'\r\n]+)\1/g;

/** The module specifiers a script imports statically; a dynamic `import()` is lazy and not listed. */
export function findStaticImports(js: string): string[] {
  const found: string[] = [];
  for (const match of js.matchAll(STATIC_IMPORT)) {
    const specifier = match[2];
    if (specifier !== undefined && !found.includes(specifier)) found.push(specifier);
  }
  return found;
}

/** True for script types that browsers execute as JavaScript (no type, "module", or a JavaScript MIME type). */
function isJavaScriptType(type: string | undefined): boolean {
  const value = (type ?? '').trim().toLowerCase();
  return (
    value === '' || value === 'module' || /^(?:text|application)\/(?:x-)?(?:java|ecma)script$/.test(value)
  );
}

/** The JavaScript a page loads before any island hydrates, in gzip bytes, and what is wrong with its scripts. */
export async function checkScripts(page: BuiltPage, site: Site): Promise<Findings & { jsBytes: number }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const counted = new Set<string>();

  async function collectModule(file: string): Promise<void> {
    if (counted.has(file)) return;
    counted.add(file);
    const source = (await site.read(file)).toString('utf8');
    for (const specifier of findStaticImports(source))
      await collectImport(specifier, `${site.siteUrl}/${file}`);
  }

  async function collectImport(specifier: string, base: string): Promise<void> {
    if (!/^(?:\.{1,2}\/|\/(?!\/)|https?:)/.test(specifier)) return; // bare specifiers cannot load in a browser
    const pathname = site.sameOriginPath(specifier, base);
    if (pathname === undefined) {
      warnings.push(`imports ${specifier} from another origin; it is not counted in the JS budget`);
      return;
    }
    const file = site.resolvePath(pathname);
    if (file === undefined) {
      warnings.push(
        `imports ${specifier} (from ${base.slice(site.siteUrl.length) || '/'}), which is not in dist`,
      );
      return;
    }
    await collectModule(file);
  }

  for (const script of page.elements.filter(
    (el) => el.name === 'script' && el.inHead && !isJsonLdScript(el),
  )) {
    const src = attr(script, 'src');
    errors.push(`<script${src ? ` src="${src}"` : ''}> in <head> (only JSON-LD belongs there)`);
  }
  let inlineBytes = 0;
  for (const script of page.elements.filter(
    (el) => el.name === 'script' && isJavaScriptType(attr(el, 'type')),
  )) {
    const src = attr(script, 'src');
    if (src !== undefined) {
      const pathname = site.sameOriginPath(src, page.url);
      if (pathname === undefined) {
        warnings.push(`loads the script ${src} from another origin; it is not counted in the JS budget`);
        continue;
      }
      const target = site.resolvePath(pathname);
      if (target === undefined) {
        errors.push(`<script src="${src}"> is not a file in dist`);
        continue;
      }
      await collectModule(target);
    } else {
      const text = script.text ?? '';
      if (text.trim() === '') continue;
      inlineBytes += gzipSize(text);
      if ((attr(script, 'type') ?? '').trim().toLowerCase() === 'module') {
        for (const specifier of findStaticImports(text)) await collectImport(specifier, page.url);
      }
    }
  }
  for (const preload of page.elements.filter(
    (el) => el.name === 'link' && tokens(attr(el, 'rel')).includes('modulepreload'),
  )) {
    const href = attr(preload, 'href');
    const pathname = href === undefined ? undefined : site.sameOriginPath(href, page.url);
    const target = pathname === undefined ? undefined : site.resolvePath(pathname);
    if (target !== undefined) await collectModule(target);
  }
  for (const island of page.elements.filter((el) => el.name === 'astro-island')) {
    if ((attr(island, 'client') ?? '').toLowerCase() !== 'load') continue;
    errors.push(
      `island ${attr(island, 'component-url') ?? '(unknown component)'} hydrates with client:load (use client:visible or client:idle)`,
    );
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(island, name);
      if (url) await collectImport(url, page.url);
    }
  }
  let jsBytes = inlineBytes;
  for (const file of counted) jsBytes += await site.gzipOf(file);
  if (jsBytes > site.options.jsBudgetBytes) {
    errors.push(`first-load JS is ${jsBytes} B gzip, over the ${site.options.jsBudgetBytes} B budget`);
  }
  return { errors, warnings, jsBytes };
}

/**
 * The custom properties a stylesheet reads with no fallback (`var(--x)`) but neither sets nor registers
 * (@property): a per-page stylesheet that lost a theme variable would leave, say, the focus outline
 * undrawn. Tailwind's `@supports (...var(--tw))` tests read an unset property on purpose.
 */
export function unsetProperties(css: string): string[] {
  const scanned = css.replace(/@supports[^{]*/g, '');
  const set = new Set(
    [...scanned.matchAll(/(--[\w-]+)\s*:/g), ...scanned.matchAll(/@property\s+(--[\w-]+)/g)].map(
      (match) => match[1],
    ),
  );
  const read = [...scanned.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)].map((match) => match[1] ?? '');
  return [...new Set(read)].filter((name) => !set.has(name));
}

/** The CSS a page loads, in gzip bytes, and what is wrong with its stylesheets. */
export async function checkStyles(page: BuiltPage, site: Site): Promise<Findings & { cssBytes: number }> {
  const errors: string[] = [];
  const warnings: string[] = [];
  let cssBytes = 0;
  for (const el of page.elements) {
    if (el.name === 'style' && !el.inSvg) {
      cssBytes += (el.text ?? '').trim() === '' ? 0 : gzipSize(el.text ?? '');
      for (const name of unsetProperties(el.text ?? ''))
        errors.push(
          `the inline CSS reads ${name} with no fallback and never sets it: what reads it draws nothing`,
        );
    } else if (el.name === 'link' && tokens(attr(el, 'rel')).includes('stylesheet')) {
      const href = attr(el, 'href') ?? '';
      const pathname = site.sameOriginPath(href, page.url);
      if (pathname === undefined) {
        warnings.push(
          `loads the stylesheet ${href} from another origin; it is not counted in the CSS budget`,
        );
        continue;
      }
      const target = site.resolvePath(pathname);
      if (target === undefined) errors.push(`<link rel="stylesheet" href="${href}"> is not a file in dist`);
      else cssBytes += await site.gzipOf(target);
    }
  }
  if (cssBytes > site.options.cssBudgetBytes) {
    errors.push(`CSS is ${cssBytes} B gzip, over the ${site.options.cssBudgetBytes} B budget`);
  }
  return { errors, warnings, cssBytes };
}

export function brotliSize(text: string): number {
  return brotliStream(Buffer.from(text, 'utf8')).length;
}

function brotliStream(bytes: Buffer): Buffer {
  return brotliCompressSync(bytes, {
    params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
  });
}

/** What the first `length` bytes of a brotli stream decode to, as far as they go (a cut stream is no error). */
function decodedPrefix(stream: Buffer, length: number): Buffer {
  return brotliDecompressSync(stream.subarray(0, length), {
    finishFlush: zlibConstants.BROTLI_OPERATION_FLUSH,
  });
}

/**
 * How many bytes of `stream` a browser must have received before it can decode the first `bytes`
 * bytes of the document: the smallest cut of the stream that decodes that far (a binary search; a
 * decode of a few kB takes microseconds, against tens of milliseconds for a brotli-11 compression).
 */
export function bytesToDecode(stream: Buffer, bytes: number): number {
  let low = 0;
  let high = stream.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (decodedPrefix(stream, middle).length >= bytes) high = middle;
    else low = middle + 1;
  }
  return low;
}

export interface DocumentWeight {
  whole: number;
  /**
   * The first screen: the bytes of the served brotli stream up to where it decodes to the end of the
   * first `</section>` or `</header>` after the h1 begins (the whole stream when there is none).
   */
  firstScreen: number;
  inlineCss: number;
}

/** Where a page's first screen ends: an offset into the HTML (see DocumentWeight.firstScreen). */
export function firstScreenEnd(html: string): number {
  const h1 = html.search(/<h1[\s>]/i);
  if (h1 < 0) return html.length;
  const close = /<\/(?:section|header)\s*>/i.exec(html.slice(h1));
  return close ? h1 + close.index + close[0].length : html.length;
}

/** Inline CSS by its text: many pages share one (the site's rules less what a page does not use). */
const cssSizes = new Map<string, number>();

/**
 * The document's brotli weights, read from one stream: `served`, the page's .br file serve-config wrote
 * (the bytes a visitor receives), or else the document compressed here once. The first screen is the
 * part of that same stream a browser needs to decode it, so no page is compressed a second time for it;
 * the inline CSS is compressed once per distinct style sheet.
 */
export function measureDocument(html: string, served?: Buffer): DocumentWeight {
  const stream = served ?? brotliStream(Buffer.from(html, 'utf8'));
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join('');
  let inlineCss = css === '' ? 0 : cssSizes.get(css);
  if (inlineCss === undefined) {
    inlineCss = brotliSize(css);
    cssSizes.set(css, inlineCss);
  }
  return {
    whole: stream.length,
    firstScreen: bytesToDecode(stream, Buffer.byteLength(html.slice(0, firstScreenEnd(html)))),
    inlineCss,
  };
}

/** An error when the page's .br file does not decode to the page: a visitor would receive other bytes. */
export function checkServedCopy(html: string, served: Buffer): string[] {
  let decoded: Buffer;
  try {
    decoded = brotliDecompressSync(served);
  } catch {
    return ['its .br file is not a whole brotli stream'];
  }
  return decoded.equals(Buffer.from(html, 'utf8'))
    ? []
    : ['its .br file decodes to other bytes than the page (serve-config wrote it from an older build?)'];
}

export interface DocumentLimits {
  whole: number;
  firstScreen: number;
  inlineCss: number;
}

/** The document's weights against its limits: one error per figure over, naming the figure. */
export function checkDocumentWeight(weight: DocumentWeight, limits: DocumentLimits): string[] {
  const figures: [keyof DocumentLimits, string][] = [
    ['whole', 'the whole document'],
    ['firstScreen', "the first screen (up to the end of the h1's section or header)"],
    ['inlineCss', 'the inline CSS'],
  ];
  return figures
    .filter(([key]) => weight[key] > limits[key])
    .map(([key, label]) => `${label} is ${weight[key]} B brotli, over its ${limits[key]} B limit`);
}
