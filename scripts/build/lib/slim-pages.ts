/**
 * What scripts/build/slim-pages.ts does to each built page: CSS pruning as pure functions over strings, and
 * the rewrites as edits of the page's parse5 tree (parsed once, serialised once by the caller), each tested
 * on planted pages: one stylesheet per page, cut to what that page can match; repeated icons as symbols;
 * hero preload; island scripts and client:query props moved into files.
 */
import { createHash } from 'node:crypto';

import {
  defaultTreeAdapter,
  html as HTML,
  parse,
  serialize,
  serializeOuter,
  type DefaultTreeAdapterTypes,
} from 'parse5';
import postcss, { type AtRule } from 'postcss';
import { PurgeCSS, type ExtractorResultDetailed } from 'purgecss';

import { treeElements } from './checks/page.ts';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** Words of a script by its text: every page names the same shared modules (the header, the islands). */
const wordsOfScript = new Map<string, string[]>();

/** The words a script may put in a class or attribute; more words only keep more CSS, never less. */
function scriptWords(source: string): string[] {
  const known = wordsOfScript.get(source);
  if (known) return known;
  const words = new Set<string>();
  for (const word of source.match(/[^\s"'`<>\\]+/g) ?? []) {
    words.add(word);
    for (const part of word.split(/[=,;:{}()[\]!?&|+*]+/)) if (part) words.add(part);
  }
  const list = [...words];
  wordsOfScript.set(source, list);
  return list;
}

/**
 * What a page's markup can match, with inline scripts and island props as loose words (they set classes
 * later): of `html`, or of a page already parsed, leaving out `skip` (the stylesheet being pruned).
 */
export function markupSelectors(html: string | Document, skip?: Element): ExtractorResultDetailed {
  const tags = new Set<string>();
  const classes = new Set<string>();
  const ids = new Set<string>();
  const names = new Set<string>();
  const values = new Set<string>();
  const undetermined = new Set<string>();
  for (const element of treeElements(typeof html === 'string' ? parse(html) : html)) {
    if (element === skip) continue;
    tags.add(element.tagName);
    for (const { name, value } of element.attrs) {
      names.add(name);
      values.add(value);
      const words = value.split(/\s+/).filter(Boolean);
      if (name === 'class') {
        for (const word of words) classes.add(word);
      } else if (name === 'id') {
        ids.add(value);
      } else if (name === 'props' || name === 'opts') {
        for (const word of scriptWords(value)) undetermined.add(word);
      } else {
        for (const word of words) values.add(word);
      }
    }
    if (element.tagName === 'script' && attribute(element, 'type') !== 'application/ld+json') {
      const text = element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
      for (const word of scriptWords(text)) undetermined.add(word);
    }
  }
  return {
    tags: [...tags],
    classes: [...classes],
    ids: [...ids],
    attributes: { names: [...names], values: [...values] },
    undetermined: [...undetermined],
  };
}

/** Attribute selectors for state that changes after load (PurgeCSS already keeps open, checked, value). */
function stateAttributes(css: string): string[] {
  const found = new Set(['hidden', 'inert', 'disabled', 'popover']);
  for (const match of css.matchAll(/\[\s*((?:aria|data)-[\w-]+)/g)) if (match[1]) found.add(match[1]);
  return [...found];
}

export interface StyleContent {
  markup: readonly string[];
  scripts: readonly string[];
  /** What each of `markup` can match, when the caller has it from a tree it parsed already. */
  selectors?: readonly ExtractorResultDetailed[];
}

/** The site stylesheet made ready for PurgeCSS, and its state attributes: the same for every page. */
let prepared: { css: string; marked: string; dynamic: string[] } | undefined;

/** The rules of `css` the content can match, with only the @font-face, @keyframes and properties they use. */
export async function pruneCss(css: string, content: StyleContent): Promise<string> {
  const markup = content.selectors ?? content.markup.map((raw) => markupSelectors(raw));
  if (prepared?.css !== css) prepared = { css, marked: keepStateRules(css), dynamic: stateAttributes(css) };
  const [result] = await new PurgeCSS().purge({
    content: [
      ...content.markup.map((raw) => ({ raw, extension: 'html' })),
      ...content.scripts.map((raw) => ({ raw, extension: 'js' })),
    ],
    css: [{ raw: prepared.marked }],
    extractors: [
      {
        extensions: ['html'],
        extractor: (raw: string) => markup[content.markup.indexOf(raw)] ?? markupSelectors(raw),
      },
      { extensions: ['js'], extractor: scriptWords },
    ],
    dynamicAttributes: prepared.dynamic,
    // Theme variables are pruned by dropUnusedProperties, which also sees what ignored rules read.
    variables: false,
  });
  const words = new Set([
    ...markup.flatMap((found) => [...(found.tags ?? []), ...(found.undetermined ?? [])]),
    ...content.scripts.flatMap(scriptWords),
  ]);
  const formControls = FORM_CONTROLS.some((tag) => words.has(tag));
  // The three passes below edit one tree of what PurgeCSS kept, written out once.
  const root = postcss.parse(result?.css ?? '');
  if (!formControls) dropFormControlRules(root);
  dropUnusedPropertiesOf(root);
  dropUnusedFontsAndKeyframes(root);
  return root.toString();
}

const FORM_CONTROLS = ['input', 'textarea', 'select'];
/** Preflight's rules for the parts of form fields: a pseudo-element alone, at the root of the selector. */
const FORM_CONTROL_PART = /^::(?:placeholder|file-selector-button|-webkit-[\w-]+)$/;

/** Without a form field, preflight's rules for field parts match nothing, yet PurgeCSS keeps them. */
function dropFormControlRules(root: postcss.Root): void {
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => FORM_CONTROL_PART.test(selector.trim()))) rule.remove();
  });
}

function nameUsed(name: string, values: string): boolean {
  const bare = name.replace(/^["']|["']$/g, '');
  const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s,"'(])${escaped}($|[\\s,"')])`).test(values);
}

/** Drops @font-face and @keyframes no kept declaration uses (a custom property's value counts). */
function dropUnusedFontsAndKeyframes(root: postcss.Root): void {
  const values: string[] = [];
  root.walkDecls((decl) => {
    const parent = decl.parent;
    if (parent?.type === 'atrule' && ['font-face', 'keyframes'].includes((parent as AtRule).name)) return;
    if (parent?.parent?.type === 'atrule' && (parent.parent as AtRule).name === 'keyframes') return;
    values.push(decl.value);
  });
  const used = values.join('\n');
  root.walkAtRules('font-face', (rule) => {
    let family = '';
    rule.walkDecls('font-family', (decl) => {
      family = decl.value.trim();
    });
    if (family && !nameUsed(family, used)) rule.remove();
  });
  root.walkAtRules('keyframes', (rule) => {
    if (!nameUsed(rule.params.trim(), used)) rule.remove();
  });
}

/** A selector made only of pseudo-classes, pseudo-elements and `*`: `:focus-visible`, `*,::backdrop`. */
const STATE_ONLY = /^(?:\*|::?[\w-]+(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?)+$/;

/** Pseudo-class-only rules (the `:focus-visible` outline), which PurgeCSS would drop for want of a class. */
function keepStateRules(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Not :root (dropUnusedProperties prunes theme variables by use) nor :where(.a > b), which holds a class.
    const global = (selector: string): boolean =>
      STATE_ONLY.test(selector) && !/[.#[]/.test(selector) && !/^:(?:root|host)\b/.test(selector);
    if (rule.selectors.every((selector) => global(selector.trim())))
      rule.prepend(postcss.comment({ text: 'purgecss ignore current' }));
  });
  return root.toString();
}

/**
 * Drops the theme variables (`:root` in `@layer theme`) and the `--tw-*` properties Tailwind registers
 * that no kept rule reads, directly or through a kept variable. Done here rather than by PurgeCSS, which
 * does not see what the rules it was told to ignore (the focus outline) read.
 */
export function dropUnusedProperties(css: string): string {
  const root = postcss.parse(css);
  dropUnusedPropertiesOf(root);
  return root.toString();
}

function dropUnusedPropertiesOf(root: postcss.Root): void {
  const inLayer = (node: postcss.Node, name: string): boolean => {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (
        parent.type === 'atrule' &&
        (parent as AtRule).name === 'layer' &&
        (parent as AtRule).params === name
      )
        return true;
    }
    return false;
  };
  const reads = (value: string): string[] =>
    [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? '');
  const theme = new Map<string, postcss.Declaration>();
  root.walkRules((rule) => {
    if (inLayer(rule, 'theme') && rule.selectors.some((selector) => /^:root\b/.test(selector.trim())))
      rule.walkDecls(/^--/, (decl) => {
        theme.set(decl.prop, decl);
      });
  });
  const read = new Set<string>();
  root.walkDecls((decl) => {
    if (inLayer(decl, 'properties') || theme.get(decl.prop) === decl) return;
    for (const name of reads(decl.value)) read.add(name);
  });
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of reads(theme.get(name)?.value ?? ''))
      if (!read.has(next)) {
        read.add(next);
        pending.push(next);
      }
  }
  for (const [name, decl] of theme) if (!read.has(name)) decl.remove();
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  root.walkDecls(/^--tw-/, (decl) => {
    if (inLayer(decl, 'properties') && !read.has(decl.prop)) decl.remove();
  });
  const removeEmpty = (container: postcss.Container): void => {
    container.each((child) => {
      if (child.type === 'rule' || child.type === 'atrule') {
        const node = child;
        if (node.nodes) {
          removeEmpty(node);
          if (node.nodes.length === 0) node.remove();
        }
      }
    });
  };
  removeEmpty(root);
}

export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

// ---------------------------------------------------------------------------------------------------------
// The rewrites: each one edits the parse5 tree of a page; slimPage parses the page once and serialises it
// once. No regex reads or writes the HTML, so a comment, a script's text, an attribute holding `>` or an
// uppercase tag is what the HTML parser says it is.

export type Document = DefaultTreeAdapterTypes.Document;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;
type Attribute = Element['attrs'][number];

/** Elements in document order, without the content of <template> (it is not part of the page until cloned). */
function* pageElements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* pageElements(child);
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

function setText(element: Element, text: string): void {
  for (const child of [...element.childNodes]) defaultTreeAdapter.detachNode(child);
  defaultTreeAdapter.insertText(element, text);
}

function create(tagName: string, attrs: Record<string, string>, namespace = HTML.NS.HTML): Element {
  const list: Attribute[] = Object.entries(attrs).map(([name, value]) => ({ name, value }));
  return defaultTreeAdapter.createElement(tagName, namespace, list);
}

function insertAfter(node: ChildNode, reference: ChildNode): void {
  const parent = reference.parentNode!;
  const next = parent.childNodes[parent.childNodes.indexOf(reference) + 1];
  if (next) defaultTreeAdapter.insertBefore(parent, node, next);
  else defaultTreeAdapter.appendChild(parent, node);
}

function first(document: Document, tagName: string): Element | undefined {
  for (const element of pageElements(document)) if (element.tagName === tagName) return element;
  return undefined;
}

export function parsePage(text: string): Document {
  return parse(text, { sourceCodeLocationInfo: true });
}

export function serializePage(document: Document): string {
  return serialize(document);
}

/** The site stylesheet: the <style> whose text is Tailwind's output (it opens with Tailwind's banner). */
export function siteStylesheet(document: Document): Element | undefined {
  for (const element of pageElements(document))
    if (element.tagName === 'style' && textOf(element).startsWith('/*! tailwindcss')) return element;
  return undefined;
}

/** A page's script and island URLs: the code that runs on it. Astro's React renderer is listed apart. */
export function pageScriptUrls(document: Document): { code: string[]; renderer: string[] } {
  const code = new Set<string>();
  const renderer = new Set<string>();
  for (const element of pageElements(document)) {
    const src = attribute(element, 'src');
    if (element.tagName === 'script' && src) code.add(src);
    const href = attribute(element, 'href');
    const rel = (attribute(element, 'rel') ?? '').split(/\s+/);
    if (element.tagName === 'link' && rel.includes('modulepreload') && href) code.add(href);
    for (const name of ['component-url', 'before-hydration-url'] as const) {
      const url = attribute(element, name);
      if (url) code.add(url);
    }
    const url = attribute(element, 'renderer-url');
    if (url) renderer.add(url);
  }
  return { code: [...code], renderer: [...renderer] };
}

/** Replaces the text of the page's <style> holding `from`. Its CSP <meta> is left to serve-config. */
export function replaceStyle(document: Document, from: string, to: string): void {
  for (const element of pageElements(document)) {
    if (element.tagName === 'style' && textOf(element) === from) {
      setText(element, to);
      return;
    }
  }
  throw new Error('the stylesheet to replace is not in the page');
}

function lucideName(element: Element): string | undefined {
  const classes = (attribute(element, 'class') ?? '').split(/\s+/);
  if (!classes.includes('lucide')) return undefined;
  return classes.find((name) => name.startsWith('lucide-'))?.slice('lucide-'.length);
}

/** An icon's attributes without lucide's classes, `xmlns` (the parser adds it) and `focusable` (IE only). */
function trimIcon(svg: Element): void {
  svg.attrs = svg.attrs.flatMap((attr): Attribute[] => {
    if (attr.name === 'xmlns' || attr.name === 'focusable') return [];
    if (attr.name !== 'class') return [attr];
    const kept = attr.value
      .split(/\s+/)
      .filter((name) => name && name !== 'lucide' && !name.startsWith('lucide-'));
    return kept.length > 0 ? [{ ...attr, value: kept.join(' ') }] : [];
  });
}

/** Repeated icons become one <symbol> each and a <use>; island icons stay, as React hydrates its markup. */
export function spriteIcons(document: Document): void {
  const uses = new Map<string, { name: string; svgs: Element[] }>();
  const taken = new Set<string>();
  const walk = (node: Node, inIsland: boolean): void => {
    if (isElement(node)) {
      const id = attribute(node, 'id');
      if (id !== undefined) taken.add(id);
      if (node.tagName === 'astro-island' || node.tagName === 'template') inIsland = true;
      if (node.tagName === 'svg' && node.namespaceURI === HTML.NS.SVG) {
        const name = lucideName(node);
        if (name && !inIsland) {
          trimIcon(node);
          const inner = node.childNodes.map((child) => serializeOuter(child)).join('');
          const entry = uses.get(inner) ?? { name, svgs: [] };
          entry.svgs.push(node);
          uses.set(inner, entry);
        }
      }
    }
    for (const child of 'childNodes' in node ? node.childNodes : []) walk(child, inIsland);
    if (isElement(node) && node.tagName === 'template' && 'content' in node) walk(node.content, true);
  };
  walk(document, false);
  const symbols: Element[] = [];
  for (const entry of uses.values()) {
    if (entry.svgs.length < 2) continue;
    let id = `icon-${entry.name}`;
    for (let n = 2; taken.has(id); n += 1) id = `icon-${entry.name}-${n}`;
    taken.add(id);
    const symbol = create('symbol', { id, viewBox: '0 0 24 24' }, HTML.NS.SVG);
    for (const child of [...entry.svgs[0]!.childNodes]) {
      defaultTreeAdapter.detachNode(child);
      defaultTreeAdapter.appendChild(symbol, child);
    }
    symbols.push(symbol);
    for (const svg of entry.svgs) {
      for (const child of [...svg.childNodes]) defaultTreeAdapter.detachNode(child);
      defaultTreeAdapter.appendChild(svg, create('use', { href: `#${id}` }, HTML.NS.SVG));
    }
  }
  if (symbols.length === 0) return;
  const body = first(document, 'body');
  if (!body) throw new Error('the page has no <body>');
  // No size rather than display="none", which `svg { display: block }` would override (a 300×150 box).
  const sprite = create('svg', { width: '0', height: '0', 'aria-hidden': 'true' }, HTML.NS.SVG);
  for (const symbol of symbols) defaultTreeAdapter.appendChild(sprite, symbol);
  const head = body.childNodes[0];
  if (head) defaultTreeAdapter.insertBefore(body, sprite, head);
  else defaultTreeAdapter.appendChild(body, sprite);
}

/** Preloads the hero photo (first <img fetchpriority="high">) after the brand face, so neither waits. */
export function preloadHero(document: Document): void {
  const image = [...pageElements(document)].find(
    (element) => element.tagName === 'img' && attribute(element, 'fetchpriority')?.toLowerCase() === 'high',
  );
  if (!image) return;
  const links: Element[] = [];
  const link = (srcset: string, sizes: string | undefined, type?: string, media?: string): Element =>
    create('link', {
      rel: 'preload',
      as: 'image',
      imagesrcset: srcset,
      ...(sizes ? { imagesizes: sizes } : {}),
      ...(type ? { type } : {}),
      ...(media ? { media } : {}),
      fetchpriority: 'high',
    });
  const picture =
    image.parentNode && isElement(image.parentNode) && image.parentNode.tagName === 'picture'
      ? image.parentNode
      : undefined;
  const sources = picture ? picture.childNodes.filter(isElement).filter((el) => el.tagName === 'source') : [];
  const seenMedia: string[] = [];
  for (const source of sources) {
    const media = attribute(source, 'media');
    const srcset = attribute(source, 'srcset');
    if (!srcset || seenMedia.includes(media ?? '')) continue;
    // The first source of each media wins in a browser that reads its type; later types are fallbacks.
    seenMedia.push(media ?? '');
    const earlier = seenMedia.filter((m) => m !== '' && m !== (media ?? ''));
    const effective =
      media ?? (earlier.length > 0 ? earlier.map((m) => `not all and ${m}`).join(', ') : undefined);
    if (media === undefined && earlier.length > 1) break; // "none of these" has no one-query form
    links.push(link(srcset, attribute(source, 'sizes'), attribute(source, 'type'), effective));
  }
  if (links.length === 0) {
    const srcset = attribute(image, 'srcset');
    const src = attribute(image, 'src');
    if (srcset) links.push(link(srcset, attribute(image, 'sizes')));
    else if (src)
      links.push(create('link', { rel: 'preload', as: 'image', href: src, fetchpriority: 'high' }));
  }
  const head = first(document, 'head');
  if (!head) throw new Error('the page has no <head>');
  const font = head.childNodes
    .filter(isElement)
    .find(
      (element) =>
        element.tagName === 'link' &&
        attribute(element, 'rel') === 'preload' &&
        attribute(element, 'as') === 'font',
    );
  let after: ChildNode | undefined = font;
  for (const element of links) {
    if (after) insertAfter(element, after);
    else defaultTreeAdapter.appendChild(head, element);
    after = element;
  }
}

/**
 * Moves the page's inline scripts (Astro's island runtime and hydration directives: <script> with no
 * attribute; JSON-LD carries a type and stays) into one cached file, run with `defer` where the first one
 * stood, in their order: an island waits for its directive by event, so none needs to run before the
 * parser is done, and the page neither carries 1.7 kB of brotli that every island page repeats nor runs it
 * before its first paint. One file, not one per script: one request and one gzip header. Returns the file.
 */
export function moveInlineScripts(
  document: Document,
  dir: string,
): { name: string; text: string } | undefined {
  const scripts = [...pageElements(document)].filter(
    (element) => element.tagName === 'script' && element.attrs.length === 0,
  );
  if (scripts.length === 0) return undefined;
  // Each script is a statement of its own: a semicolon keeps one from running into the next.
  const text = scripts.map(textOf).join(';\n');
  const name = `island.${createHash('sha256').update(text).digest('hex').slice(0, 12)}.js`;
  const [head, ...rest] = scripts;
  head!.attrs = [
    { name: 'defer', value: '' },
    { name: 'src', value: `${dir}/${name}` },
  ];
  for (const child of [...head!.childNodes]) defaultTreeAdapter.detachNode(child);
  for (const script of rest) defaultTreeAdapter.detachNode(script);
  return { name, text };
}

/** Moves `client:query` islands' props into files (src/lib/hydrate-on-query.ts fetches them); returns them. */
export function moveQueryIslandProps(document: Document, dir: string): { name: string; text: string }[] {
  const files: { name: string; text: string }[] = [];
  for (const island of pageElements(document)) {
    if (island.tagName !== 'astro-island' || attribute(island, 'client') !== 'query') continue;
    const props = island.attrs.find((attr) => attr.name === 'props');
    if (!props) continue;
    const text = props.value;
    const name = `props.${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`;
    if (!files.some((file) => file.name === name)) files.push({ name, text });
    island.attrs = island.attrs.map((attr) =>
      attr === props ? { name: 'data-props-src', value: `${dir}/${name}` } : attr,
    );
  }
  return files;
}
