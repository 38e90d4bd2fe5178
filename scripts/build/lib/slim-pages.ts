/**
 * What scripts/build/slim-pages.ts does to each built page, as pure functions over strings so they can be
 * tested with fixtures: one stylesheet per page, cut to what that page can match; repeated icons as symbols;
 * hero preload; island scripts and client:query props moved into files.
 */
import { createHash } from 'node:crypto';

import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import postcss, { type AtRule } from 'postcss';
import { PurgeCSS, type ExtractorResultDetailed } from 'purgecss';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  if (isElement(node) && node.tagName === 'template' && 'content' in node) {
    yield* elements(node.content);
  }
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The words a script may put in a class or attribute; more words only keep more CSS, never less. */
function scriptWords(source: string): string[] {
  const words = new Set<string>();
  for (const word of source.match(/[^\s"'`<>\\]+/g) ?? []) {
    words.add(word);
    for (const part of word.split(/[=,;:{}()[\]!?&|+*]+/)) if (part) words.add(part);
  }
  return [...words];
}

/** What a page's markup can match, with inline scripts and island props as loose words (they set classes later). */
export function markupSelectors(html: string): ExtractorResultDetailed {
  const tags = new Set<string>();
  const classes = new Set<string>();
  const ids = new Set<string>();
  const names = new Set<string>();
  const values = new Set<string>();
  const undetermined = new Set<string>();
  for (const element of elements(parse(html))) {
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
}

/** The rules of `css` the content can match, with only the @font-face, @keyframes and properties they use. */
export async function pruneCss(css: string, content: StyleContent): Promise<string> {
  const markup = content.markup.map(markupSelectors);
  const [result] = await new PurgeCSS().purge({
    content: [
      ...content.markup.map((raw) => ({ raw, extension: 'html' })),
      ...content.scripts.map((raw) => ({ raw, extension: 'js' })),
    ],
    css: [{ raw: keepStateRules(css) }],
    extractors: [
      {
        extensions: ['html'],
        extractor: (raw: string) => markup[content.markup.indexOf(raw)] ?? markupSelectors(raw),
      },
      { extensions: ['js'], extractor: scriptWords },
    ],
    dynamicAttributes: stateAttributes(css),
    // Theme variables are pruned by dropUnusedProperties, which also sees what ignored rules read.
    variables: false,
  });
  const words = new Set([
    ...markup.flatMap((found) => [...(found.tags ?? []), ...(found.undetermined ?? [])]),
    ...content.scripts.flatMap(scriptWords),
  ]);
  const formControls = FORM_CONTROLS.some((tag) => words.has(tag));
  const kept = result?.css ?? '';
  return dropUnusedFontsAndKeyframes(dropUnusedProperties(formControls ? kept : dropFormControlRules(kept)));
}

const FORM_CONTROLS = ['input', 'textarea', 'select'];
/** Preflight's rules for the parts of form fields: a pseudo-element alone, at the root of the selector. */
const FORM_CONTROL_PART = /^::(?:placeholder|file-selector-button|-webkit-[\w-]+)$/;

/** Without a form field, preflight's rules for field parts match nothing, yet PurgeCSS keeps them. */
function dropFormControlRules(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => FORM_CONTROL_PART.test(selector.trim()))) rule.remove();
  });
  return root.toString();
}

function nameUsed(name: string, values: string): boolean {
  const bare = name.replace(/^["']|["']$/g, '');
  const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s,"'(])${escaped}($|[\\s,"')])`).test(values);
}

/** Drops @font-face and @keyframes no kept declaration uses (a custom property's value counts). */
function dropUnusedFontsAndKeyframes(css: string): string {
  const root = postcss.parse(css);
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
  return root.toString();
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
  return root.toString();
}

export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * The page with the text of one inline <style> replaced. Its CSP <meta> is left alone: serve-config
 * writes it once, hashing the styles the page carries then.
 */
export function replaceStyle(html: string, from: string, to: string): string {
  const element = `<style>${from}</style>`;
  const at = html.indexOf(element);
  if (at < 0) throw new Error('the stylesheet to replace is not in the page');
  return `${html.slice(0, at)}<style>${to}</style>${html.slice(at + element.length)}`;
}

function lucideName(element: Element): string | undefined {
  const classes = (attribute(element, 'class') ?? '').split(/\s+/);
  if (!classes.includes('lucide')) return undefined;
  return classes.find((name) => name.startsWith('lucide-'))?.slice('lucide-'.length);
}

/** An icon's start tag without lucide's classes, `xmlns` (the parser adds it) and `focusable` (IE only). */
function trimIconTag(tag: string): string {
  return tag
    .replace(/\sxmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '')
    .replace(/\sfocusable="false"/, '')
    .replace(/\sclass="([^"]*)"/, (_, value: string) => {
      const kept = value
        .split(/\s+/)
        .filter((name) => name && name !== 'lucide' && !name.startsWith('lucide-'));
      return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
    });
}

/** Repeated icons become one <symbol> each and a <use>; island icons stay, as React hydrates its markup. */
export function spriteIcons(html: string): string {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const uses = new Map<string, { name: string; inner: string; spans: [number, number][] }>();
  const edits: { start: number; end: number; text: string }[] = [];
  const walk = (node: Node, inIsland: boolean): void => {
    if (isElement(node)) {
      if (node.tagName === 'astro-island' || node.tagName === 'template') inIsland = true;
      if (node.tagName === 'svg') {
        const name = lucideName(node);
        const location = node.sourceCodeLocation;
        if (name && !inIsland && location?.startTag && location.endTag) {
          const tag = html.slice(location.startTag.startOffset, location.startTag.endOffset);
          edits.push({
            start: location.startTag.startOffset,
            end: location.startTag.endOffset,
            text: trimIconTag(tag),
          });
          const start = location.startTag.endOffset;
          const end = location.endTag.startOffset;
          const inner = html.slice(start, end);
          const entry = uses.get(inner) ?? { name, inner, spans: [] };
          entry.spans.push([start, end]);
          uses.set(inner, entry);
        }
        return;
      }
    }
    for (const child of 'childNodes' in node ? node.childNodes : []) walk(child, inIsland);
  };
  walk(document, false);
  const taken = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1]));
  const symbols: string[] = [];
  for (const entry of uses.values()) {
    if (entry.spans.length < 2) continue;
    let id = `icon-${entry.name}`;
    for (let n = 2; taken.has(id); n += 1) id = `icon-${entry.name}-${n}`;
    taken.add(id);
    symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${entry.inner}</symbol>`);
    for (const [start, end] of entry.spans) edits.push({ start, end, text: `<use href="#${id}"></use>` });
  }
  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  if (symbols.length === 0) return out;
  const body = /<body[^>]*>/.exec(out);
  if (!body) throw new Error('the page has no <body>');
  const at = body.index + body[0].length;
  // No size rather than display="none", which `svg { display: block }` would override (a 300×150 box).
  const sprite = `<svg width="0" height="0" aria-hidden="true">${symbols.join('')}</svg>`;
  return out.slice(0, at) + sprite + out.slice(at);
}

function quoted(value: string): string {
  return `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/** Preloads the hero photo (first <img fetchpriority="high">) after the brand face, so neither waits. */
export function preloadHero(html: string): string {
  const document = parse(html);
  const all = [...elements(document)];
  const image = all.find(
    (element) => element.tagName === 'img' && attribute(element, 'fetchpriority')?.toLowerCase() === 'high',
  );
  if (!image) return html;
  const links: string[] = [];
  const link = (srcset: string, sizes: string | undefined, type?: string, media?: string): string =>
    `<link rel="preload" as="image" imagesrcset=${quoted(srcset)}${sizes ? ` imagesizes=${quoted(sizes)}` : ''}` +
    `${type ? ` type=${quoted(type)}` : ''}${media ? ` media=${quoted(media)}` : ''} fetchpriority="high">`;
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
    else if (src) links.push(`<link rel="preload" as="image" href=${quoted(src)} fetchpriority="high">`);
  }
  const font = /<link rel="preload"[^>]* as="font"[^>]*>/.exec(html);
  const at = font ? font.index + font[0].length : html.indexOf('</head>');
  if (at < 0) throw new Error('the page has no </head>');
  return html.slice(0, at) + links.join('') + html.slice(at);
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Moves the page's inline scripts (Astro's island runtime and hydration directives: bare `<script>` tags;
 * JSON-LD carries a type and stays) into one cached file, run with `defer` where the first one stood, in
 * their order: an island waits for its directive by event, so none needs to run before the parser is
 * done, and the page neither carries 1.7 kB of brotli that every island page repeats nor runs it before
 * its first paint. One file, not one per script: one request and one gzip header.
 */
export function moveInlineScripts(
  html: string,
  dir: string,
): { html: string; files: { name: string; text: string }[] } {
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
  if (scripts.length === 0) return { html, files: [] };
  // Each script is a statement of its own: a semicolon keeps one from running into the next.
  const text = scripts.map((match) => match[1]).join(';\n');
  const name = `island.${createHash('sha256').update(text).digest('hex').slice(0, 12)}.js`;
  let first = true;
  const out = html.replace(/<script>[\s\S]*?<\/script>/g, () => {
    if (!first) return '';
    first = false;
    return `<script defer src="${dir}/${name}"></script>`;
  });
  return { html: out, files: [{ name, text }] };
}

/** Moves `client:query` islands' props into files (src/lib/hydrate-on-query.ts fetches them); returns both. */
export function moveQueryIslandProps(
  html: string,
  dir: string,
): { html: string; files: { name: string; text: string }[] } {
  const files: { name: string; text: string }[] = [];
  const out = html.replace(/<astro-island\b[^>]*>/g, (tag) => {
    if (!/\sclient="query"/.test(tag)) return tag;
    const props = /\sprops="([^"]*)"/.exec(tag);
    if (!props) return tag;
    const text = decodeAttribute(props[1]!);
    const name = `props.${createHash('sha256').update(text).digest('hex').slice(0, 12)}.json`;
    if (!files.some((file) => file.name === name)) files.push({ name, text });
    return tag.replace(props[0], ` data-props-src="${dir}/${name}"`);
  });
  return { html: out, files };
}
