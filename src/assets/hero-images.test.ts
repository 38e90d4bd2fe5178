/**
 * Each hero shows its subject: every city page opens on that city's street-level view, and a Spanish
 * twin (a content file in a collection's es/ folder) opens on the same photo as its English page, so
 * changing or replacing a hero photo changes both languages at once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const CONTENT = 'src/content';

interface Block {
  kind?: string;
  image?: string;
}

/** The image of a content file's hero block (undefined when it has none). */
function heroImage(file: string): string | undefined {
  const data = parse(readFileSync(file, 'utf8')) as { blocks?: Block[] } | null;
  return data?.blocks?.find((block) => block.kind === 'hero')?.image;
}

const yamlIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.yaml')) : []);

/** Every Spanish content file with a hero, beside its English twin. */
const twins = readdirSync(CONTENT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    yamlIn(`${CONTENT}/${entry.name}/es`).map((file) => ({
      es: `${CONTENT}/${entry.name}/es/${file}`,
      en: `${CONTENT}/${entry.name}/${file}`,
    })),
  )
  .filter(({ es }) => heroImage(es) !== undefined);

describe('hero images', () => {
  const cities = yamlIn(`${CONTENT}/locations`);

  it('find the city pages and the Spanish twins to check', () => {
    expect(cities.length).toBeGreaterThan(0);
    expect(twins.some(({ es }) => es.includes('/locations/es/'))).toBe(true);
  });

  it.each(cities)('locations/%s opens on its own street-level view', (file) => {
    const image = heroImage(`${CONTENT}/locations/${file}`);
    expect(image).toBe(`street-${file.replace(/\.yaml$/, '')}`);
    expect(existsSync(`src/assets/images/${image}.jpg`)).toBe(true);
  });

  it.each(twins.map(({ es, en }) => [es, en]))('%s shows the same hero photo as %s', (es, en) => {
    expect(existsSync(en)).toBe(true);
    expect(heroImage(es)).toBe(heroImage(en));
  });
});
