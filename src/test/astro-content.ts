/**
 * `astro:content` for unit tests (vitest.config.ts aliases the module here): the real content files,
 * listed and read through the content manifest (lib/content-files.ts) and parsed with the same
 * checked schemas src/content.config.ts gives Astro (lib/content-checks.ts `checked`), under the
 * same ids. So lib/page-data.ts is tested on the site's own pages, and a test
 * (astro-content.test.ts) holds this reader to the manifest. Gallery photos stay file names;
 * nothing here renders MDX.
 */
import { contentKinds, type KindName } from '#src/schemas/content-manifest.ts';
import { checked } from '#src/lib/content-checks.ts';
import { rawEntries } from '#src/lib/content-files.ts';

interface Entry {
  id: string;
  collection: string;
  data: unknown;
  filePath: string;
  body?: string;
}

/** The entries of a kind, each parsed as the build parses it; a bad file throws, naming it. */
function load(kind: KindName): Entry[] {
  const schema = checked(contentKinds[kind].schema);
  return rawEntries(kind).map(({ id, path, data, body }) => {
    const result = schema.safeParse(data);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new Error(
        `${path} ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'does not match its schema'}`,
      );
    }
    return {
      id,
      collection: kind,
      data: result.data,
      filePath: path,
      ...(body === undefined ? {} : { body }),
    };
  });
}

const cache = new Map<string, Entry[]>();

export function getCollection(name: string): Promise<Entry[]> {
  let entries = cache.get(name);
  if (!entries) {
    if (!(name in contentKinds)) throw new Error(`astro:content test stand-in: no collection "${name}"`);
    entries = load(name as KindName);
    cache.set(name, entries);
  }
  return Promise.resolve(entries);
}

export async function getEntry(name: string, id: string): Promise<Entry | undefined> {
  return (await getCollection(name)).find((entry) => entry.id === id);
}
