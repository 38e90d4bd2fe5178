/**
 * What scripts/build/slim-pages.ts does to each built page, as pure functions over strings so they can be
 * tested with fixtures:
 *   - the site's stylesheet cut down to the rules a group of pages can match (PurgeCSS, with the
 *     page's markup and the JavaScript its islands and scripts load as content),
 *   - lucide icons drawn more than once turned into one <symbol> each and a <use> at every spot,
 *   - the hero photo preloaded from <head>, beside the brand face.
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

/** Every element of a parsed document, template contents included, in document order. */
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

/**
 * The words a script may put in a class or an attribute: split at white space, quotes and angle
 * brackets (a Tailwind class may hold brackets, parentheses, commas and "="), and again at the
 * punctuation of JavaScript around them. More words only keep more CSS, never less.
 */
function scriptWords(source: string): string[] {
  const words = new Set<string>();
  for (const word of source.match(/[^\s"'`<>\\]+/g) ?? []) {
    words.add(word);
    for (const part of word.split(/[=,;:{}()[\]!?&|+*]+/)) if (part) words.add(part);
  }
  return [...words];
}

/**
 * What a page's markup can match: its tags, classes, ids, attribute names and values; the text of
 * its inline scripts and of island props (JSON) as loose words, since they can set classes later.
 */
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

/**
 * Attribute selectors kept whatever the markup holds: the state a visitor or a script changes after
 * load (aria-expanded, data-state, hidden, inert...). PurgeCSS already keeps open, checked, value.
 */
function stateAttributes(css: string): string[] {
  const found = new Set(['hidden', 'inert', 'disabled', 'popover']);
  for (const match of css.matchAll(/\[\s*((?:aria|data)-[\w-]+)/g)) if (match[1]) found.add(match[1]);
  return [...found];
}

/** One group of pages' content for PurgeCSS: each page's markup and the scripts its pages load. */
export interface StyleContent {
  markup: readonly string[];
  scripts: readonly string[];
}

/**
 * The rules of `css` that the content can match, in their order and inside their @media, @supports
 * and @layer, with only the @font-face, @keyframes and custom properties those rules use.
 */
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
    // @font-face and @keyframes are left to dropUnusedFontsAndKeyframes: PurgeCSS misses a family
    // or an animation named through a custom property (font-family: var(--font-sans)).
    variables: true,
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

/**
 * Without a form field on the page, preflight's rules for the parts of fields (::placeholder,
 * ::file-selector-button, WebKit's date and number parts) can match nothing; PurgeCSS keeps any
 * selector that is a pseudo-element alone, so they go here.
 */
function dropFormControlRules(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.selectors.every((selector) => FORM_CONTROL_PART.test(selector.trim()))) rule.remove();
  });
  return root.toString();
}

/** A font family or animation name as CSS may write it: bare or quoted. */
function nameUsed(name: string, values: string): boolean {
  const bare = name.replace(/^["']|["']$/g, '');
  const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[\\s,"'(])${escaped}($|[\\s,"')])`).test(values);
}

/**
 * The @font-face rules of families no kept declaration names, and the @keyframes no kept
 * declaration runs, left out; a name counts wherever it is written, a custom property's value too.
 */
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

/**
 * Rules that hold for any page, whatever its markup: selectors of pseudo-classes alone, like the
 * site's `:focus-visible` outline, which PurgeCSS would drop for want of a class or tag to find.
 * Each gets PurgeCSS's "ignore current" comment.
 */
function keepStateRules(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // Not :root (the theme's variables, which PurgeCSS prunes by use) nor :where(.a > b) and the
    // like, which hold a class to find.
    const global = (selector: string): boolean =>
      STATE_ONLY.test(selector) && !/[.#[]/.test(selector) && !/^:(?:root|host)\b/.test(selector);
    if (rule.selectors.every((selector) => global(selector.trim())))
      rule.prepend(postcss.comment({ text: 'purgecss ignore current' }));
  });
  return root.toString();
}

/**
 * Tailwind registers every `--tw-*` property it may need (@property, and a fallback block for
 * browsers without it); those no kept rule reads are left out.
 */
export function dropUnusedProperties(css: string): string {
  const root = postcss.parse(css);
  const read = new Set<string>();
  const isRegistration = (node: postcss.Node): boolean => {
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (
        parent.type === 'atrule' &&
        (parent as AtRule).name === 'layer' &&
        (parent as AtRule).params === 'properties'
      )
        return true;
    }
    return false;
  };
  root.walkDecls((decl) => {
    if (isRegistration(decl)) return;
    for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) if (match[1]) read.add(match[1]);
  });
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  root.walkDecls(/^--tw-/, (decl) => {
    if (isRegistration(decl) && !read.has(decl.prop)) decl.remove();
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

/**
 * Gathers pages into at most `limit` groups that share one stylesheet each, joining first the two
 * groups whose shared stylesheet adds the fewest bytes over all their pages (the pages' own needs are
 * `needs`: selector weights by name). Deterministic: ties go to the earlier pair.
 */
export function groupPages(needs: readonly ReadonlyMap<string, number>[], limit: number): number[][] {
  let groups = needs.map((need, index) => ({ pages: [index], need: new Map(need) }));
  const weight = (need: ReadonlyMap<string, number>): number => {
    let sum = 0;
    for (const value of need.values()) sum += value;
    return sum;
  };
  const unionWeight = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number => {
    let sum = weight(a);
    for (const [key, value] of b) if (!a.has(key)) sum += value;
    return sum;
  };
  const weights = groups.map((group) => weight(group.need));
  while (groups.length > limit) {
    let best = { cost: Infinity, i: 0, j: 1 };
    for (let i = 0; i < groups.length; i += 1) {
      for (let j = i + 1; j < groups.length; j += 1) {
        const a = groups[i]!;
        const b = groups[j]!;
        const cost =
          unionWeight(a.need, b.need) * (a.pages.length + b.pages.length) -
          weights[i]! * a.pages.length -
          weights[j]! * b.pages.length;
        if (cost < best.cost) best = { cost, i, j };
      }
    }
    const a = groups[best.i]!;
    const b = groups[best.j]!;
    const need = new Map(a.need);
    for (const [key, value] of b.need) need.set(key, value);
    const joined = { pages: [...a.pages, ...b.pages].sort((x, y) => x - y), need };
    groups = groups.filter((_, index) => index !== best.i && index !== best.j);
    weights.splice(best.j, 1);
    weights.splice(best.i, 1);
    groups.push(joined);
    weights.push(weight(need));
  }
  return groups.map((group) => group.pages).sort((x, y) => x[0]! - y[0]!);
}

/**
 * A stylesheet's rules by what they need, for grouping: each rule's bytes under the names (classes,
 * ids, tags, attributes) of its selector, keyed by the whole selector.
 */
export function ruleWeights(css: string): Map<string, number> {
  const weights = new Map<string, number>();
  postcss.parse(css).walkRules((rule) => {
    const key = `${rule.parent?.type === 'atrule' ? `@${(rule.parent as AtRule).params}` : ''}${rule.selector}`;
    weights.set(key, (weights.get(key) ?? 0) + rule.toString().length);
  });
  return weights;
}

/** The CSP source of a SHA-256 hash of a text: 'sha256-...'. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The page with the text of one inline <style> replaced, and the hash in its CSP <meta> too. */
export function replaceStyle(html: string, from: string, to: string): string {
  const element = `<style>${from}</style>`;
  const at = html.indexOf(element);
  if (at < 0) throw new Error('the stylesheet to replace is not in the page');
  const out = `${html.slice(0, at)}<style>${to}</style>${html.slice(at + element.length)}`;
  const oldHash = hashSource(from);
  if (!out.includes(oldHash))
    throw new Error(`the page's CSP <meta> does not list its stylesheet's hash ${oldHash}`);
  return out.replace(oldHash, hashSource(to));
}

/** The lucide icon an <svg> draws ("map-pin"), from its class "lucide lucide-map-pin ...". */
function lucideName(element: Element): string | undefined {
  const classes = (attribute(element, 'class') ?? '').split(/\s+/);
  if (!classes.includes('lucide')) return undefined;
  return classes.find((name) => name.startsWith('lucide-'))?.slice('lucide-'.length);
}

/**
 * An icon's start tag without what nothing reads: lucide's own class names (no style or script
 * uses them), `xmlns` (an HTML parser puts <svg> in the SVG namespace itself) and `focusable`
 * (only Internet Explorer read it).
 */
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

/**
 * Icons drawn more than once, drawn once: each becomes a <symbol> in a hidden sprite at the start of
 * <body>, and every use keeps its own <svg> (classes, size, aria-hidden, stroke) around a <use>.
 * Every icon's tag loses what nothing reads (trimIconTag). Icons inside an island stay as they
 * are: React hydrates those from the markup it wrote.
 */
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
  // Drawn at no size rather than display="none": the stylesheet's `svg { display: block }` would
  // override that attribute and draw an empty 300×150 box.
  const sprite = `<svg width="0" height="0" aria-hidden="true">${symbols.join('')}</svg>`;
  return out.slice(0, at) + sprite + out.slice(at);
}

/** Attribute text, escaped for a double-quoted attribute. */
function quoted(value: string): string {
  return `"${value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

/**
 * The page's hero photo (its first <img fetchpriority="high">) preloaded from <head>, right after
 * the brand face's preload, so neither waits for the other or for the markup above the photo: one
 * <link> per <source> media the browser would choose from (its first type), or the <img>'s own set.
 */
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

/** Attribute text as written by Astro, decoded. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Islands that hydrate only for some visitors (`client:query`) carry their props in a file instead
 * of the page: each such island's `props="…"` becomes `data-props-src="<dir>/props.<hash>.json"`,
 * which src/lib/hydrate-on-query.ts fetches and puts back before hydrating. Returns the page and
 * the files to write (name under `dir`, JSON text).
 */
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
