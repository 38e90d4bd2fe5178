/**
 * The content files as Node sees them, by the manifest (src/schemas/content-manifest.ts): which
 * files a kind has, their entry ids, and their entries read from disk. The loaders, the scripts, the
 * unit tests' stand-in for astro:content and the browser tests all list and read content through
 * here, so none of them writes the layout out again. Build and test time only: it reads the disk
 * when called, never when imported.
 */
import { globSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { parse } from 'yaml';

import {
  contentKinds,
  entryIdOf,
  filePatterns,
  localizedId,
  type ContentKind,
  type KindName,
  type Locale,
  type PageKind,
} from '#src/schemas/content-manifest.ts';

/** One file of a kind: its entry id ("es/garage" for a Spanish twin), language and path from the root. */
export interface ContentFile {
  id: string;
  locale: Locale;
  path: string;
}

/** The folder a kind's file paths are relative to when ids are made from them. */
function baseOf(spec: ContentKind): string {
  return spec.layout === 'folder' || spec.layout === 'project' ? spec.folder : '';
}

/**
 * The files of a kind, English first, each language sorted by path. A file whose name cannot be an
 * address throws the manifest's sentence naming it.
 */
export function contentFiles(kind: KindName, root = '.'): ContentFile[] {
  const spec: ContentKind = contentKinds[kind];
  const patterns = filePatterns(kind);
  return (['en', 'es'] as const).flatMap((locale) => {
    const pattern = patterns[locale];
    if (!pattern) return [];
    return globSync(pattern, { cwd: root })
      .map((path) => path.split('\\').join('/'))
      .sort()
      .map((path) => {
        if (spec.layout === 'list' || spec.layout === 'object') return { id: locale, locale, path };
        const result = entryIdOf(kind, relative(baseOf(spec), path).split('\\').join('/'));
        if ('problem' in result) throw new Error(result.problem);
        return { id: result.id, locale, path };
      });
  });
}

/** The ids of one language's pages of a kind, without the language ("garage"), sorted. */
export function contentIds(kind: PageKind, locale: Locale = 'en', root = '.'): string[] {
  return contentFiles(kind, root)
    .filter((file) => file.locale === locale)
    .map((file) => (locale === 'en' ? file.id : file.id.slice(locale.length + 1)))
    .sort();
}

/** An entry as written: its id, language, file and the raw data (frontmatter for MDX), plus the MDX body. */
export interface RawEntry extends ContentFile {
  data: unknown;
  body?: string;
}

/**
 * The entries of a list file, each keyed by its `id` ("es/<id>" in Spanish), in file order; a file
 * that is not a list of entries with ids gets one plain sentence naming it. Shared with the list
 * loader of src/content.config.ts.
 */
export function listEntries(items: unknown, path: string, locale: Locale): { id: string; data: unknown }[] {
  // A file left empty (every entry deleted, or only comments) is an empty list: a collection page then hides.
  if (items === null || items === undefined) return [];
  if (!Array.isArray(items)) throw new Error(`${path}: expected a list of entries (write [] for none)`);
  return (items as Record<string, unknown>[]).map((item) => {
    if (typeof item['id'] !== 'string') throw new Error(`${path}: every entry needs an \`id\``);
    return { id: localizedId(item['id'], locale), data: item };
  });
}

/** The frontmatter and body of an MDX file. */
function splitMdx(text: string): { frontmatter: string; body: string } {
  const [, frontmatter = '', body = ''] = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text) ?? [];
  return { frontmatter, body };
}

/** Every entry of a kind, read from disk and parsed, not yet checked against its schema. */
export function rawEntries(kind: KindName, root = '.'): RawEntry[] {
  const spec: ContentKind = contentKinds[kind];
  return contentFiles(kind, root).flatMap((file): RawEntry[] => {
    const text = readFileSync(join(root, file.path), 'utf8');
    if (spec.layout === 'list')
      return listEntries(parse(text), file.path, file.locale).map((entry) => ({ ...file, ...entry }));
    if (spec.layout === 'object') return [{ ...file, id: kind, data: parse(text) }];
    if (spec.layout === 'folder' && spec.extension === 'mdx') {
      const { frontmatter, body } = splitMdx(text);
      return [{ ...file, data: parse(frontmatter), body }];
    }
    return [{ ...file, data: parse(text) }];
  });
}
