import { existsSync, readFileSync } from 'node:fs';

import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { business, parseBusiness } from '#src/data/business.ts';
import { ownerFactsSchema } from '#src/schemas/business.ts';

import { cmsConfig, parseCmsSettings } from './config.ts';
import { collectionSpecs } from './overrides.ts';

const schema = JSON.parse(
  readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8'),
) as Record<string, unknown>;
const ajv = new Ajv({ allErrors: true, strict: false })
  .addFormat('uri', (value: string) => URL.canParse(value))
  .addFormat('regex', (value: string) => {
    try {
      new RegExp(value);
      return true;
    } catch {
      return false;
    }
  });
const validate = ajv.compile(schema);

const production = cmsConfig({ CMS_REPO: 'coralcoast/website', CMS_AUTH_URL: 'https://auth.example.com' });

interface Field {
  name: string;
  widget: string;
  fields?: Field[];
  field?: Field;
  types?: { name: string; fields?: Field[] }[];
}
interface Collection {
  name: string;
  fields?: Field[];
  files?: { fields: Field[] }[];
}

/** Every field path of a config field list, block kinds as path steps: "blocks.pricing.tiers.price". */
function configPaths(fields: readonly Field[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    const nested = [
      ...configPaths(field.fields ?? [], path),
      ...(field.types ?? []).flatMap((type) => configPaths(type.fields ?? [], `${path}.${type.name}`)),
    ];
    return [path, ...nested];
  });
}

/** Every field path of a zod schema, walked with zod's own classes (not the JSON Schema the generator reads). */
function schemaPaths(type: z.ZodType, prefix = ''): string[] {
  if (type instanceof z.ZodOptional || type instanceof z.ZodDefault || type instanceof z.ZodNullable) {
    return schemaPaths(type.unwrap() as z.ZodType, prefix);
  }
  if (type instanceof z.ZodPipe) return schemaPaths(type.in as z.ZodType, prefix);
  if (type instanceof z.ZodArray) return schemaPaths(type.element as z.ZodType, prefix);
  if (type instanceof z.ZodObject) {
    return Object.entries(type.shape as Record<string, z.ZodType>).flatMap(([key, child]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return [path, ...schemaPaths(child, path)];
    });
  }
  if (type instanceof z.ZodDiscriminatedUnion) {
    return (type.options as z.ZodObject[]).flatMap((option) => {
      const kind = (option.shape['kind'] as z.ZodLiteral<string>).value;
      return schemaPaths(option, `${prefix}.${kind}`).filter((path) => path !== `${prefix}.${kind}.kind`);
    });
  }
  return [];
}

const collections = (production['collections'] as Collection[]).map((collection) => {
  const fields = collection.fields ?? collection.files?.[0]?.fields ?? [];
  // A list file (testimonials, team...) has one root list whose items are the entries.
  const root = collection.files && fields[0]?.name === 'items' ? (fields[0].fields ?? []) : fields;
  return { name: collection.name, paths: configPaths(root) };
});

describe('the generated editor config', () => {
  // Honestly slow: two whole configs against Sveltia's large schema, every error collected. It took
  // 2 s alone at a load average of 33 on the shared 2-core machine, and over 5 s (the default
  // limit) inside a whole unit run there.
  it('validates against the JSON schema shipped in @sveltia/cms', { timeout: 30_000 }, () => {
    for (const config of [production, cmsConfig({})]) {
      validate(config);
      expect(validate.errors ?? []).toEqual([]);
    }
  });

  it('has every collection the owner edits', () => {
    expect(collections.map((collection) => collection.name)).toEqual(
      collectionSpecs.map((spec) => spec.name),
    );
    expect((production['collections'] as { label: string }[]).map((collection) => collection.label)).toEqual(
      expect.arrayContaining([
        'Services',
        'Locations',
        'Pages',
        'Articles',
        'Gallery',
        'FAQs',
        'Testimonials',
      ]),
    );
  });

  for (const spec of collectionSpecs) {
    it(`${spec.name}: every schema field is in the config and every config field in the schema`, () => {
      const fromSchema = new Set(schemaPaths(spec.schema));
      const inConfig = new Set(collections.find((collection) => collection.name === spec.name)?.paths);
      // Beyond the schema: the article body (MDX after the frontmatter) and the id astro's file() loader keys list items by.
      const extra = new Set(spec.type === 'folder' && spec.extension === 'mdx' ? ['body'] : []);
      if (spec.type === 'file' && spec.list) extra.add('id');
      expect([...fromSchema].filter((path) => !inConfig.has(path))).toEqual([]);
      expect([...inConfig].filter((path) => !fromSchema.has(path) && !extra.has(path))).toEqual([]);
    });
  }

  it('saves to the repository named by CMS_REPO, signing in through CMS_AUTH_URL', () => {
    expect(production['backend']).toMatchObject({
      name: 'github',
      repo: 'coralcoast/website',
      base_url: 'https://auth.example.com',
    });
    expect(cmsConfig({})['backend']).toEqual({ name: 'test-repo' });
  });

  it('keeps URLs fixed: services, cities and pages cannot be created or deleted', () => {
    for (const name of ['services', 'locations', 'pages']) {
      expect(production['collections']).toContainEqual(
        expect.objectContaining({ name, create: false, delete: false }),
      );
    }
  });

  it('edits Spanish twins beside the English files (es/ folders)', () => {
    expect(production['i18n']).toMatchObject({
      structure: 'multiple_folders',
      locales: ['en', 'es'],
      omit_default_locale_from_file_path: true,
    });
  });

  it('edits every collection in both languages, but the prices and the business facts (one file for both)', () => {
    const all = production['collections'] as {
      name: string;
      i18n?: unknown;
      files?: { file: string; i18n?: boolean }[];
    }[];
    const bilingual = all.filter((collection) => collection.i18n).map((collection) => collection.name);
    expect(bilingual).toEqual(
      collectionSpecs.map((spec) => spec.name).filter((name) => !['prices', 'business'].includes(name)),
    );
    // The list files: English at src/content/, Spanish in src/content/es/ (omit_default_locale_from_file_path).
    for (const name of ['testimonials', 'team', 'caseStudies']) {
      const file = all.find((collection) => collection.name === name)?.files?.[0];
      expect(file, name).toMatchObject({
        i18n: true,
        file: expect.stringMatching(/^src\/content\/\{\{locale\}\}\/[a-z-]+\.yaml$/),
      });
      const english = file?.file.replace('{{locale}}/', '') ?? '';
      const spanish = file?.file.replace('{{locale}}', 'es') ?? '';
      expect(existsSync(english), english).toBe(true);
      expect(spanish, name).toMatch(/^src\/content\/es\//);
    }
    // A gallery project's Spanish words sit beside its index.yaml as index.es.yaml.
    expect(all.find((collection) => collection.name === 'gallery')).toMatchObject({
      path: '{{slug}}/index',
      i18n: { structure: 'multiple_files' },
    });
  });
});

describe('the Business facts form', () => {
  const facts = (production['collections'] as Collection[]).find(
    (collection) => collection.name === 'business',
  );
  const fields = (facts?.files?.[0]?.fields ?? []) as (Field & {
    label?: string;
    hint?: string;
    pattern?: [string, string];
  })[];
  const field = (path: string) =>
    path
      .split('.')
      .reduce<(typeof fields)[number] | undefined>(
        (found, name) =>
          (found ? (found.fields as typeof fields | undefined) : fields)?.find((f) => f.name === name),
        undefined,
      );

  it('edits every key of business.yaml', () => {
    expect(fields.map((f) => f.name)).toEqual(Object.keys(ownerFactsSchema.shape));
  });

  it("checks the phone and WhatsApp fields with the build's own pattern, and shows an example", () => {
    const tries = [
      '+13055550187',
      '305-555-0187',
      '(305) 555-0187',
      '+18885550142',
      '13055550187',
      '+1305555018',
    ];
    for (const path of ['phones.local', 'phones.tollFree', 'whatsapp']) {
      const [pattern = '', message = ''] = field(path)?.pattern ?? [];
      expect(message, path).toMatch(/\+1(305|888)5550\d{3}/);
      expect(field(path)?.hint, path).toMatch(/such as \+1\d{10}/);
      for (const value of tries) {
        const input =
          path === 'whatsapp'
            ? { whatsapp: value }
            : { phones: { local: '+13055550187', [path.split('.')[1] ?? '']: value } };
        const built = parseBusiness({ ...business, ...input });
        // What the editor refuses, the build refuses (the build also refuses a toll-free local number).
        if (!new RegExp(pattern).test(value)) expect(built.ok, `${path} ${value}`).toBe(false);
        else if (path !== 'phones.local') expect(built.ok, `${path} ${value}`).toBe(true);
      }
    }
  });

  it('shows every sample mark as a "Sample (invented)" tick box', () => {
    const marks = configPaths(fields).filter((path) => /(^|\.)(sample|foundingYearSample)$/.test(path));
    expect(marks).toEqual(
      expect.arrayContaining(['foundingYearSample', 'reviewPlatforms.sample', 'claims.crewSize.sample']),
    );
    for (const path of marks)
      expect(field(path), path).toMatchObject({ widget: 'boolean', label: 'Sample (invented)' });
  });
});

describe('CMS settings', () => {
  it('accept a repository and an https auth address', () => {
    expect(parseCmsSettings({ CMS_REPO: 'owner/site', CMS_AUTH_URL: 'https://a.example.com' }).ok).toBe(true);
    expect(parseCmsSettings({ CMS_REPO: '  ' })).toEqual({ ok: true, data: {} });
  });

  it('reject a bad value with one plain line naming the setting', () => {
    expect(parseCmsSettings({ CMS_REPO: 'https://github.com/owner/site' })).toEqual({
      ok: false,
      problems: [
        'CMS_REPO "https://github.com/owner/site" must be a GitHub repository as owner/name, e.g. coralcoast/website',
      ],
    });
    expect(parseCmsSettings({ CMS_AUTH_URL: 'http://auth.example.com' })).toEqual({
      ok: false,
      problems: [
        'CMS_AUTH_URL "http://auth.example.com" must be an https:// address, e.g. https://auth.example.workers.dev',
      ],
    });
  });
});
