/**
 * serve-config's reading and editing of a built page, through parse5's source locations: each edit
 * replaces the exact characters of one tag, so the rest of the page keeps its bytes.
 */
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

import { treeElements } from './checks/page.ts';

type Element = DefaultTreeAdapterTypes.Element;
type Document = DefaultTreeAdapterTypes.Document;

/**
 * A built page parsed once for serve-config, with the source locations rewritePage edits by: its
 * policy parts and its rewrite both read this one tree.
 */
export function parsePolicyPage(html: string): Document {
  return parse(html, { sourceCodeLocationInfo: true });
}

const attrOf = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

const isCspMeta = (element: Element): boolean =>
  element.tagName === 'meta' && attrOf(element, 'http-equiv')?.toLowerCase() === 'content-security-policy';

/** Script types a browser runs (JSON-LD and other data blocks are not run, so a CSP does not vet them). */
const RUN_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * What a page brings to its policy: Astro's <meta> policy, if any, the inline scripts the browser runs and
 * the inline styles (Astro lists every hydration script and island style it may write on any page), and its
 * style="" values.
 */
export function pagePolicyParts(page: string | Document): {
  metaPolicy: string | undefined;
  inlineScripts: string[];
  inlineStyles: string[];
  styleAttributes: string[];
} {
  const elements = [...treeElements(typeof page === 'string' ? parse(page) : page)];
  const meta = elements.find(isCspMeta);
  const styles = elements.flatMap((element) => {
    const style = attrOf(element, 'style');
    return style === undefined ? [] : [style];
  });
  const textOf = (element: Element): string =>
    element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
  const scripts = elements.flatMap((element) =>
    element.tagName === 'script' &&
    attrOf(element, 'src') === undefined &&
    RUN_TYPES.has((attrOf(element, 'type') ?? '').trim().toLowerCase())
      ? [textOf(element)]
      : [],
  );
  const inlineStyles = elements.filter((element) => element.tagName === 'style').map(textOf);
  return {
    metaPolicy: meta && attrOf(meta, 'content'),
    inlineScripts: [...new Set(scripts)],
    inlineStyles: [...new Set(inlineStyles)],
    styleAttributes: [...new Set(styles)],
  };
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The page without Astro's policy <meta> (`policy` in one after the charset when given), with two spots the
 * validators reject put right: the island <style> moves to <head>, and a refresh gets its space ("0; url=").
 * `parsed` is the page's tree from parsePolicyPage, when the caller has it.
 */
export function rewritePage(html: string, policy?: string, parsed: Document = parsePolicyPage(html)): string {
  const elements = [...treeElements(parsed)];
  const edits: Edit[] = [];
  const remove = (element: Element | undefined): void => {
    const at = element?.sourceCodeLocation;
    if (at) edits.push({ start: at.startOffset, end: at.endOffset, text: '' });
  };
  remove(elements.find(isCspMeta));

  const head = elements.find((element) => element.tagName === 'head')?.sourceCodeLocation;
  const islandStyle = elements.find(
    (element) =>
      element.tagName === 'style' &&
      element.attrs.length === 0 &&
      element.childNodes.every((child) => child.nodeName === '#text') &&
      element.childNodes.some((child) => 'value' in child && child.value.startsWith('astro-island,')),
  );
  const styleAt = islandStyle?.sourceCodeLocation;
  if (styleAt && head?.endTag && styleAt.startOffset > head.endTag.startOffset) {
    remove(islandStyle);
    const at = head.endTag.startOffset;
    edits.push({ start: at, end: at, text: html.slice(styleAt.startOffset, styleAt.endOffset) });
  }

  const refresh = elements.find(
    (element) => element.tagName === 'meta' && attrOf(element, 'http-equiv') === 'refresh',
  );
  const content = refresh?.sourceCodeLocation?.attrs?.['content'];
  if (content) {
    const raw = html.slice(content.startOffset, content.endOffset);
    const spaced = raw.replace(/^(content="\d+);url=/, '$1; url=');
    if (spaced !== raw) edits.push({ start: content.startOffset, end: content.endOffset, text: spaced });
  }

  if (policy !== undefined) {
    const meta = `<meta http-equiv="content-security-policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
    const charset = elements.find((element) => element.tagName === 'meta' && attrOf(element, 'charset'));
    const at = (charset?.sourceCodeLocation ?? head?.startTag)?.endOffset;
    if (at !== undefined) edits.push({ start: at, end: at, text: meta });
  }

  edits.sort((a, b) => a.start - b.start || a.end - a.start - (b.end - b.start));
  let out = '';
  let cursor = 0;
  for (const edit of edits) {
    out += html.slice(cursor, edit.start) + edit.text;
    cursor = Math.max(cursor, edit.end);
  }
  return out + html.slice(cursor);
}
