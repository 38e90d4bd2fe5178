/**
 * One built page as the checks read it: its elements in document order, parsed by parse5 (the tree a
 * browser builds), plus the path helpers every check shares.
 */
import { sep } from 'node:path';

import { parse, parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;
/** A parsed page: parse5's tree, for the checks that read text rather than elements. */
export type HtmlDocument = DefaultTreeAdapterTypes.Document;

/** Every node of a parse5 tree, depth first, each before its children. */
export function walkTree(node: Node, visit: (node: Node) => void): void {
  visit(node);
  if ('childNodes' in node) for (const child of node.childNodes) walkTree(child, visit);
}

/** Every element of a parse5 tree in document order, a <template>'s content included. */
export function* treeElements(node: Node): Generator<Element> {
  if ('tagName' in node) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* treeElements(child);
  if ('content' in node) yield* treeElements(node.content);
}

/** The text of a node and all its descendants, as written (white space kept). */
export function deepText(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(deepText).join('') : '';
}

/**
 * One element of a page: lower-case name, decoded attributes, the text of <script>/<style>/<title>/<textarea>,
 * whether it is in <head> or an <svg>, and `end`, the index just past its last descendant.
 */
export interface HtmlElement {
  name: string;
  attrs: ReadonlyMap<string, string>;
  text?: string;
  inHead: boolean;
  inSvg: boolean;
  end: number;
}

/** A page's route with its parsed tree and its elements: what the page checks read. */
export interface IndexedPage {
  route: string;
  document: HtmlDocument;
  elements: HtmlElement[];
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

/** The elements of an HTML document (or of its parsed tree) in document order, template contents included. */
export function pageElements(html: string | HtmlDocument): HtmlElement[] {
  const elements: HtmlElement[] = [];
  const walk = (node: Node, inHead: boolean, inSvg: boolean): void => {
    let childInHead = inHead;
    let childInSvg = inSvg;
    let element: HtmlElement | undefined;
    if (isElement(node)) {
      const name = node.tagName.toLowerCase();
      element = {
        name,
        attrs: new Map(node.attrs.map((attribute) => [attribute.name.toLowerCase(), attribute.value])),
        ...(TEXT_CONTENT.has(name) ? { text: textOf(node) } : {}),
        inHead,
        inSvg,
        end: 0,
      };
      elements.push(element);
      childInHead = inHead || name === 'head';
      childInSvg = inSvg || name === 'svg';
      if ('content' in node) walk(node.content, childInHead, childInSvg);
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child, childInHead, childInSvg);
    if (element) element.end = elements.length;
  };
  walk(typeof html === 'string' ? parse(html) : html, false, false);
  return elements;
}

export function indexPage(route: string, html: string): IndexedPage {
  const document = parse(html);
  return { route, document, elements: pageElements(document) };
}

export function descendants(elements: readonly HtmlElement[], index: number): HtmlElement[] {
  return elements.slice(index + 1, elements[index]?.end ?? index + 1);
}

/** Decodes the character references of a text ("&amp;" -> "&"), as the HTML parser reads them in text. */
export function decodeEntities(text: string): string {
  return parseFragment(text)
    .childNodes.map((node) => ('value' in node && node.nodeName === '#text' ? node.value : ''))
    .join('');
}

export function attr(element: HtmlElement, name: string): string | undefined {
  return element.attrs.get(name);
}

export function tokens(value: string | undefined): string[] {
  return (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/** True for a redirect page (it carries `<meta http-equiv="refresh">`). */
export function isRedirectPage(elements: readonly HtmlElement[]): boolean {
  return elements.some(
    (element) =>
      element.name === 'meta' && (element.attrs.get('http-equiv') ?? '').toLowerCase().startsWith('refresh'),
  );
}

/** A URL's percent-decoded text, or the text as it is when its encoding is broken. */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** True for a route of the Spanish site: "/es" and everything under "/es/". */
export function isSpanishRoute(route: string): boolean {
  return route === '/es' || route.startsWith('/es/');
}

/** The route a built HTML file serves ("about.html" -> "/about", "blog/index.html" -> "/blog"). */
export function routeFromFile(file: string): string {
  const posix = file.split(sep).join('/').replace(/^\/+/, '');
  if (posix === 'index.html') return '/';
  const withoutIndex = posix.replace(/\/index\.html$/, '');
  return `/${withoutIndex.replace(/\.html$/, '')}`;
}

/** The dist files that could serve a URL path, most likely first: "/about" -> ["about.html", "about"]. */
export function candidateFiles(pathname: string): string[] {
  if (pathname === '/' || pathname === '') return ['index.html'];
  const relative = pathname.replace(/^\/+/, '');
  if (relative.endsWith('/')) return [`${relative}index.html`];
  return [`${relative}.html`, relative];
}

export function compareRoutes(a: string, b: string): number {
  if (a === b) return 0;
  if (a === '/') return -1;
  if (b === '/') return 1;
  return a < b ? -1 : 1;
}
