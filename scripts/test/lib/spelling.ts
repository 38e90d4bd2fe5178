/** The spelling check of the Spanish pages (hunspell -d es_ES), as functions; check-spelling.ts runs it. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { parse, type DefaultTreeAdapterTypes } from 'parse5';

import { maskNames } from '#scripts/build/lib/checks/language.ts';
import { spanishDictionaries, realHost } from './host.ts';

type Node = DefaultTreeAdapterTypes.Node;

const HIDDEN = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math']);
const TEXT_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];

/** The text a visitor meets on a page, without what is marked English or not shown (scripts, SVG). */
export function visibleText(html: string): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    if ('tagName' in node) {
      const name = node.tagName.toLowerCase();
      const lang = node.attrs.find((attr) => attr.name === 'lang')?.value.toLowerCase() ?? '';
      if (HIDDEN.has(name) || lang.startsWith('en')) return;
      // Of the head, only the <title> is read (in the tab, by screen readers, in search results).
      if (name === 'head') {
        for (const child of node.childNodes) if ('tagName' in child && child.tagName === 'title') walk(child);
        return;
      }
      for (const attr of node.attrs) if (TEXT_ATTRIBUTES.includes(attr.name)) parts.push(attr.value);
    }
    if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parse(html));
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** A proper name of two or more capitalized words ("Gables by the Sea"): names, not dictionary Spanish. */
const LINK = String.raw`(?:of|the|by|at|and|&|de|del|la|las|los|y)`;
const CAPITALIZED = String.raw`\p{Lu}[\p{L}’']*`;
const PROPER_NAME = new RegExp(
  String.raw`(?<![\p{L}])${CAPITALIZED}(?:\s+(?:${LINK}\s+){0,2}${CAPITALIZED})+`,
  'gu',
);

/**
 * The words hunspell is asked about: without the owner's names, figures, single letters, all-capital
 * abbreviations, proper names and the English glosses the glossary allows ("hojuelas (flake)").
 */
export function wordsOf(text: string, names: readonly string[]): string[] {
  // Proper names first, while the owner's names still join theirs; "22nd" goes with its figure.
  const masked = maskNames(
    text.replace(PROPER_NAME, ' ').replace(/(?<=\d)(?:st|nd|rd|th)\b/g, ''),
    names,
  ).replace(/(?<=[\p{L}¤]\s*)\((?:[\p{L}’'-]+\s?){1,3}\)/gu, ' ');
  return [...masked.matchAll(/\p{L}+(?:['’]\p{L}+)*/gu)]
    .map(([word]) => word)
    .filter((word) => word.length > 1 && word !== word.toUpperCase());
}

/** The allowlist file's words: one per line, `#` lines and text after `#` are comments (the kind, the reason). */
export function parseAllowlist(text: string): string[] {
  return text
    .split('\n')
    .map((line) => (line.split('#')[0] ?? '').trim())
    .filter(Boolean);
}

/** The Spanish dictionary hunspell reads, as its `-d` argument (the path without .dic), or undefined. */
export function spanishDictionary(): string | undefined {
  const found = spanishDictionaries(realHost).find((path) => existsSync(path));
  return found?.replace(/\.dic$/, '');
}

export function misspelled(words: readonly string[], dictionary: string): string[] {
  const unique = [...new Set(words)];
  if (unique.length === 0) return [];
  const result = spawnSync('hunspell', ['-d', dictionary, '-i', 'utf-8', '-l'], {
    input: unique.join('\n'),
    encoding: 'utf8',
  });
  if (result.error || result.status !== 0) {
    throw new Error(
      `hunspell -d ${dictionary} failed: ${result.error?.message ?? result.stderr}. Install it: sudo apt-get install hunspell hunspell-es`,
    );
  }
  const unknown = new Set(result.stdout.split('\n').filter(Boolean));
  return unique.filter((word) => unknown.has(word));
}

export function pageWords(
  html: string,
  options: { names: readonly string[]; allowlist: readonly string[] },
): string[] {
  const allowed = new Set(options.allowlist.map((word) => word.toLowerCase()));
  return [
    ...new Set(wordsOf(visibleText(html), options.names).filter((word) => !allowed.has(word.toLowerCase()))),
  ];
}

export function pageMisspellings(
  html: string,
  options: { names: readonly string[]; allowlist: readonly string[]; dictionary: string },
): string[] {
  return misspelled(pageWords(html, options), options.dictionary);
}
