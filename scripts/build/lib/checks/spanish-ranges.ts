/**
 * A Spanish page writes its ranges as the glossary asks ("de $5 a $7" in a sentence, "$5–7" in a label),
 * in visible text and JSON-LD; scripts/glossary.test.ts holds the sources, this catches what templates build.
 */
import type { DefaultTreeAdapterTypes } from 'parse5';

import { findBadRanges } from '#src/lib/spanish-ranges.ts';

import { isJsonLdScript } from './jsonld.ts';
import { attr, isSpanishRoute, type HtmlDocument } from './page.ts';
import type { BuiltPage } from './site.ts';

type Node = DefaultTreeAdapterTypes.Node;

const NOT_TEXT = new Set(['script', 'style', 'template', 'svg', 'noscript']);

const TEXT_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];

/** Elements inside a run of text: they do not end a block. */
const INLINE = new Set(['a', 'b', 'strong', 'em', 'i', 'span', 'abbr', 'sup', 'sub']);

/** JSON-LD keys whose values are codes, not sentences: phone numbers, dates, hours, addresses. */
const CODE_KEYS = new Set([
  '@id',
  '@type',
  '@context',
  'url',
  'sameAs',
  'image',
  'logo',
  'telephone',
  'faxNumber',
  'datePublished',
  'dateModified',
  'uploadDate',
  'startDate',
  'endDate',
  'openingHours',
  'opens',
  'closes',
  'duration',
  'postalCode',
  'priceRange',
  'contentUrl',
  'embedUrl',
  'thumbnailUrl',
]);

/** The visible text of a page's body, one string per block of inline text. */
function visibleTexts(document: HtmlDocument): string[] {
  const texts: string[] = [];
  let current: string[] = [];
  const flush = () => {
    const text = current.join(' ').replace(/\s+/g, ' ').trim();
    if (text) texts.push(text);
    current = [];
  };
  const walk = (node: Node): void => {
    if (node.nodeName === '#text' && 'value' in node) {
      current.push(node.value);
      return;
    }
    if ('tagName' in node) {
      if (NOT_TEXT.has(node.tagName)) return;
      for (const { name, value } of node.attrs) if (TEXT_ATTRIBUTES.includes(name)) texts.push(value);
    }
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    if ('tagName' in node && !INLINE.has(node.tagName)) flush();
  };
  walk(document);
  flush();
  return texts;
}

/** The string values of a JSON-LD tree that are sentences, not codes. */
function jsonLdTexts(value: unknown, key = ''): string[] {
  if (CODE_KEYS.has(key)) return [];
  if (typeof value === 'string') return /^(https?:|\/)/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => jsonLdTexts(item, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([childKey, child]) => jsonLdTexts(child, childKey));
  return [];
}

export function checkSpanishRanges(page: BuiltPage): string[] {
  if (!isSpanishRoute(page.route)) return [];
  const errors: string[] = [];
  const report = (where: string, text: string) => {
    for (const hit of findBadRanges(text)) {
      const at = Math.max(0, hit.index - 40);
      const context = text.slice(at, hit.index + hit.text.length + 20).trim();
      errors.push(`${where} writes the range "${hit.text.trim()}" (${hit.rule}): …${context}…`);
    }
  };
  for (const text of visibleTexts(page.document)) report('the page', text);
  for (const el of page.elements) {
    if (el.name !== 'meta') continue;
    const name = attr(el, 'name') ?? attr(el, 'property') ?? '';
    if (/^(description|og:description|og:title|twitter:description|twitter:title)$/.test(name))
      report(`<meta ${name}>`, attr(el, 'content') ?? '');
  }
  for (const el of page.elements.filter(isJsonLdScript)) {
    let data: unknown;
    try {
      data = JSON.parse(el.text ?? '');
    } catch {
      continue; // jsonld.ts reports a script that does not parse.
    }
    for (const text of jsonLdTexts(data)) report('the JSON-LD', text);
  }
  return errors;
}
