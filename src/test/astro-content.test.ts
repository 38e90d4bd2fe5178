import { globSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { kindNames } from '#src/schemas/content-manifest.ts';
import { contentFiles, rawEntries } from '#src/lib/content-files.ts';

import { getCollection } from './astro-content.ts';

/** The list files the owner emptied (`[]`, or only comments): no entry comes from them. */
const emptyFiles = new Set(
  kindNames.flatMap((kind) => {
    const withEntries = new Set(rawEntries(kind).map((entry) => entry.path));
    return contentFiles(kind)
      .filter((file) => !withEntries.has(file.path))
      .map((file) => file.path);
  }),
);

/** Every file of src/content that holds entries: not the notes for writers, not the photos, not an emptied list. */
const contentOnDisk = globSync('src/content/**/*.{yaml,mdx}')
  .filter((path) => !emptyFiles.has(path))
  .sort();

describe('the unit tests’ content stand-in', () => {
  it('loads every content file, each into the kind the manifest gives it, and nothing else', async () => {
    const loaded = new Map<string, string>();
    for (const kind of kindNames) {
      for (const entry of await getCollection(kind)) loaded.set(entry.filePath, kind);
    }
    expect([...loaded.keys()].sort()).toEqual(contentOnDisk);
    for (const kind of kindNames) {
      for (const file of contentFiles(kind).filter(({ path }) => !emptyFiles.has(path)))
        expect(loaded.get(file.path)).toBe(kind);
    }
    // Every file is parsed and checked: about 200 of them, slow on a busy machine.
  }, 60_000);

  it('gives each entry the id the manifest makes from its file', async () => {
    for (const kind of ['pages', 'services', 'locations', 'articles', 'faqs', 'gallery'] as const) {
      const ids = (await getCollection(kind)).map((entry) => entry.id).sort();
      expect(ids).toEqual(
        contentFiles(kind)
          .map((file) => file.id)
          .sort(),
      );
      // Spanish entries load under es/ ids whenever the kind has Spanish files.
      const spanish = contentFiles(kind).some((file) => file.locale === 'es');
      expect(ids.some((id) => id.startsWith('es/'))).toBe(spanish);
    }
  });
});
