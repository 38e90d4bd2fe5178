/**
 * A step of the build (scripts/build/integration.ts, at astro:build:done, before serve-config): each page
 * is parsed once with parse5, rewritten as a tree by lib/slim-pages.ts (its stylesheet cut to what its
 * markup and JavaScript can match, repeated icons as symbols, the hero preload, client:query props and
 * Astro's inline island scripts moved into files) and serialised once. serve-config then writes the CSP
 * <meta> from what the page carries. Usage: [distDir]
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

import type { ExtractorResultDetailed } from 'purgecss';

import { findStaticImports } from './lib/checks/budgets.ts';
import {
  type Document,
  moveInlineScripts,
  pageScriptUrls,
  parsePage,
  serializePage,
  siteStylesheet,
  moveQueryIslandProps,
  preloadHero,
  markupSelectors,
  pruneCss,
  replaceStyle,
  spriteIcons,
} from './lib/slim-pages.ts';

const DYNAMIC_IMPORT = /import\(\s*(["'`])([^"'`]+)\1\s*\)/g;

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}

/** Slims every page of a built folder; 0 when done. */
export async function slimPages(distDir: string): Promise<number> {
  const files = (await walk(distDir)).filter((file) => file.endsWith('.html'));
  const sources = new Map<string, string>();
  const readScript = async (url: string): Promise<string | undefined> => {
    if (!url.startsWith('/') || url.startsWith('//')) return undefined;
    const path = join(distDir, decodeURI(url.split(/[?#]/)[0]!));
    if (!sources.has(path)) sources.set(path, await readFile(path, 'utf8').catch(() => ''));
    return sources.get(path);
  };
  /** The URLs a module reaches through its static and dynamic imports, itself included. */
  const closure = async (urls: readonly string[]): Promise<Set<string>> => {
    const seen = new Set<string>();
    const visit = async (url: string): Promise<void> => {
      if (seen.has(url)) return;
      seen.add(url);
      const source = await readScript(url);
      if (!source) return;
      const specifiers = [
        ...findStaticImports(source),
        ...[...source.matchAll(DYNAMIC_IMPORT)].map((m) => m[2]!),
      ];
      for (const specifier of specifiers) {
        if (/^\.{1,2}\//.test(specifier)) await visit(new URL(specifier, `https://site${url}`).pathname);
        else if (specifier.startsWith('/')) await visit(specifier);
      }
    };
    for (const url of urls) await visit(url);
    return seen;
  };

  // The header wordmark takes its compact or full size from the owner's name (src/lib/wordmark.ts):
  // every page keeps the classes of both, so a renamed business never meets a missing rule.
  const wordmark = await readFile(new URL('../../src/components/layout/logo.tsx', import.meta.url), 'utf8');
  const pages: {
    file: string;
    document: Document;
    css: string;
    markup: string;
    selectors: ExtractorResultDetailed;
    scripts: string[];
  }[] = [];
  for (const file of files) {
    const html = await readFile(file, 'utf8');
    const document = parsePage(html);
    const style = siteStylesheet(document);
    // The editor at /admin and the redirect pages carry no site stylesheet.
    const location = style?.sourceCodeLocation;
    if (!style || !location) continue;
    const urls = pageScriptUrls(document);
    const rendererCode = await closure(urls.renderer);
    const code = [...(await closure(urls.code))].filter((url) => !rendererCode.has(url)).sort();
    const scripts = (await Promise.all(code.map(readScript))).filter((text): text is string => Boolean(text));
    pages.push({
      file,
      document,
      css: style.childNodes.map((child) => ('value' in child ? child.value : '')).join(''),
      // What the page shows without its stylesheet: the text PurgeCSS matches the rules against.
      markup: html.slice(0, location.startOffset) + html.slice(location.endOffset),
      // The same, read from the tree already parsed (the stylesheet left out) rather than parsed again.
      selectors: markupSelectors(document, style),
      scripts: [...scripts, wordmark],
    });
  }
  const siteCss = pages[0]?.css;
  if (siteCss === undefined) throw new Error(`no page in ${distDir} carries the site stylesheet`);
  const odd = pages.find((page) => page.css !== siteCss);
  if (odd) throw new Error(`${relative(distDir, odd.file)} inlines a stylesheet unlike the other pages'`);

  const before = siteCss.length;
  const sizes = await Promise.all(
    pages.map(async (page) => {
      const css = await pruneCss(siteCss, {
        markup: [page.markup],
        selectors: [page.selectors],
        scripts: page.scripts,
      });
      replaceStyle(page.document, siteCss, css);
      spriteIcons(page.document);
      preloadHero(page.document);
      const files = moveQueryIslandProps(page.document, '/_astro');
      const runtime = moveInlineScripts(page.document, '/_astro');
      for (const file of runtime ? [...files, runtime] : files)
        await writeFile(join(distDir, '_astro', file.name), file.text);
      await writeFile(page.file, serializePage(page.document));
      return css.length;
    }),
  );
  console.log(
    `slim-pages: ${pages.length} pages; site stylesheet ${(before / 1000).toFixed(1)} kB cut to ` +
      `${(Math.min(...sizes) / 1000).toFixed(1)}-${(Math.max(...sizes) / 1000).toFixed(1)} kB a page`,
  );
  return 0;
}

if (import.meta.main) process.exitCode = await slimPages(process.argv[2] ?? 'dist');
