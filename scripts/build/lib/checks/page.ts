/**
 * One built page as the checks read it: its elements in document order, parsed by parse5 (the HTML
 * standard's parser, so the tree is the one a browser builds), plus the small path helpers every
 * check shares. The checks in this folder each take a page (or the whole site) and return problems.
 */
import { sep } from 'node:path';

import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** One element of a page. */
export interface HtmlElement {
  /** Tag name, lower case. */
  name: string;
  /** Attributes with lower-case names and decoded values; a bare attribute has the value "". */
  attrs: ReadonlyMap<string, string>;
  /** Raw content of <script>/<style>, decoded content of <title>/<textarea>; undefined for other elements. */
  text?: string;
  /** True inside <head>. */
  inHead: boolean;
  /** True inside an <svg> element. */
  inSvg: boolean;
}

/** Elements whose content the checks read as text. */
const TEXT_CONTENT = new Set(['script', 'style', 'title', 'textarea']);

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');
}

/** The elements of an HTML document in document order, template contents included. */
export function pageElements(html: string): HtmlElement[] {
  const elements: HtmlElement[] = [];
  const walk = (node: Node, inHead: boolean, inSvg: boolean): void => {
    let childInHead = inHead;
    let childInSvg = inSvg;
    if (isElement(node)) {
      const name = node.tagName.toLowerCase();
      elements.push({
        name,
        attrs: new Map(node.attrs.map((attribute) => [attribute.name.toLowerCase(), attribute.value])),
        ...(TEXT_CONTENT.has(name) ? { text: textOf(node) } : {}),
        inHead,
        inSvg,
      });
      childInHead = inHead || name === 'head';
      childInSvg = inSvg || name === 'svg';
      if ('content' in node) walk(node.content, childInHead, childInSvg);
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child, childInHead, childInSvg);
  };
  walk(parse(html), false, false);
  return elements;
}

/** Decodes the character references of a text ("&amp;" -> "&"), as the HTML parser reads them in text. */
export function decodeEntities(text: string): string {
  return parseFragment(text)
    .childNodes.map((node) => ('value' in node && node.nodeName === '#text' ? node.value : ''))
    .join('');
}

/** The attribute value of an element, or undefined when absent. */
export function attr(element: HtmlElement, name: string): string | undefined {
  return element.attrs.get(name);
}

/** The whitespace-separated, lower-case tokens of an attribute such as rel. */
export function tokens(value: string | undefined): string[] {
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

/** Sorts routes with "/" first, then by path. */
export function compareRoutes(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '/') return -1;
  if (b === '/') return 1;
  return a < b ? -1 : 1;
}
