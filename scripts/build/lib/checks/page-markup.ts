/**
 * What a visitor without JavaScript gets, and what a browser enforces, read from a built page: its
 * Open Graph locale and JSON-LD language match <html lang>; a Spanish twin links back to its English
 * page; <main> carries text; every <a> has a real href; every inline script, style and style="" is
 * hashed in the page's own CSP <meta>. (These were browser sweeps: e2e/spanish.spec.ts,
 * no-javascript.spec.ts, configured-csp.spec.ts.)
 */
import type { DefaultTreeAdapterTypes } from 'parse5';

import { hashSource } from '#scripts/build/lib/slim-pages.ts';
import { pagePolicyParts } from '#scripts/build/lib/page-policy.ts';
import { attr, isSpanishRoute } from './page.ts';
import type { BuiltPage } from './site.ts';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** The text of the first <main>, scripts and styles left out; undefined when the page has none. */
function mainText(node: Node): string | undefined {
  const textOf = (n: Node): string => {
    if (n.nodeName === '#text' && 'value' in n) return n.value;
    if (n.nodeName === 'script' || n.nodeName === 'style') return '';
    return 'childNodes' in n ? n.childNodes.map(textOf).join('') : '';
  };
  if (node.nodeName === 'main') return textOf(node);
  if (!('childNodes' in node)) return undefined;
  for (const child of node.childNodes) {
    const found = mainText(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The minimum of text in <main> a page shows without JavaScript (a heading and a sentence). */
const MAIN_TEXT_CHARS = 100;

export function checkPageMarkup(page: BuiltPage): string[] {
  const errors: string[] = [];
  const outside = page.elements.filter((el) => !el.inSvg);
  const lang = attr(outside.find((el) => el.name === 'html') ?? outside[0]!, 'lang') ?? '';

  const text = (mainText(page.document) ?? '').replace(/\s+/g, ' ').trim();
  if (text.length < MAIN_TEXT_CHARS)
    errors.push(
      `<main> holds ${text.length} characters of text without JavaScript (at least ${MAIN_TEXT_CHARS})`,
    );
  for (const link of outside.filter((el) => el.name === 'a')) {
    const href = (attr(link, 'href') ?? '').trim();
    if (href === '' || href === '#' || /^javascript:/i.test(href))
      errors.push(`<a${href ? ` href="${href}"` : ''}> goes nowhere without JavaScript`);
  }

  if (!page.isErrorPage) {
    const ogLocale = outside.find((el) => el.name === 'meta' && attr(el, 'property') === 'og:locale');
    const expected = lang.replace('-', '_');
    if (attr(ogLocale ?? outside[0]!, 'content') !== expected || !ogLocale)
      errors.push(`og:locale is "${ogLocale ? attr(ogLocale, 'content') : ''}", expected "${expected}"`);
    const graphs = outside.filter((el) => el.name === 'script' && attr(el, 'type') === 'application/ld+json');
    const languages = new Set(
      graphs.flatMap((el) => [...(el.text ?? '').matchAll(/"inLanguage":"([^"]+)"/g)].map((m) => m[1])),
    );
    if (languages.size === 0) errors.push('its JSON-LD names no inLanguage');
    for (const other of [...languages].filter((language) => language !== lang))
      errors.push(`its JSON-LD says inLanguage "${other}" on a page in ${lang}`);
  }

  if (isSpanishRoute(page.route) && !page.isErrorPage) {
    const english = page.route.replace(/^\/es(?=\/|$)/, '') || '/';
    const back = outside.some(
      (el) => el.name === 'a' && attr(el, 'lang') === 'en-US' && attr(el, 'href') === english,
    );
    if (!back) errors.push(`no <a lang="en-US" href="${english}"> back to its English page`);
  }

  const { metaPolicy, inlineScripts, inlineStyles, styleAttributes } = pagePolicyParts(page.document);
  if (metaPolicy !== undefined) {
    const listed = new Set(metaPolicy.split(/[\s;]+/));
    for (const [what, texts] of [
      ['an inline script', inlineScripts],
      ['an inline style', inlineStyles],
      ['a style=""', styleAttributes],
    ] as const) {
      for (const source of texts) {
        const hash = hashSource(source);
        if (!listed.has(hash))
          errors.push(`its CSP <meta> does not list ${hash} of ${what} (${source.slice(0, 40)}…)`);
      }
    }
  }
  return errors;
}
