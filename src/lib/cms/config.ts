/**
 * The Sveltia CMS configuration, generated at build from the zod schemas (./fields.ts) and the few
 * choices zod cannot express (./overrides.ts). Served as /admin/config.yml.
 *
 * Two build settings (environment variables) say where the editor saves:
 * - CMS_REPO: the GitHub repository, "owner/name". Unset, the editor runs on Sveltia's in-browser
 *   test repository: nothing is published (docs/owner.md says how to connect the real one).
 * - CMS_AUTH_URL: the sign-in service. Unset, Netlify's own GitHub provider (for sites on Netlify);
 *   elsewhere the sveltia-cms-auth worker's https address.
 * - CMS_BRANCH (optional): the branch saves are committed to, "main" by default.
 */
import { z } from 'zod';

import { fieldsOf, type CmsField } from './fields.ts';
import { collectionSpecs, idField, type CollectionSpec } from './overrides.ts';

const repoPattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}$/;

const settingsSchema = z.object({
  CMS_REPO: z
    .string()
    .regex(repoPattern, 'must be a GitHub repository as owner/name, e.g. coralcoast/website')
    .optional(),
  CMS_AUTH_URL: z
    .url({ protocol: /^https$/, error: 'must be an https:// address, e.g. https://auth.example.workers.dev' })
    .optional(),
  CMS_BRANCH: z
    .string()
    .regex(/^[\w./-]+$/, 'must be a branch name such as main')
    .optional(),
});
export type CmsSettings = z.infer<typeof settingsSchema>;

/** Reads and checks the CMS settings; one plain line per bad setting, like src/data/business.ts. */
export function parseCmsSettings(
  env: Record<string, string | undefined>,
): { ok: true; data: CmsSettings } | { ok: false; problems: string[] } {
  const input = Object.fromEntries(
    Object.keys(settingsSchema.shape)
      .map((key) => [key, env[key]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = settingsSchema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return {
    ok: false,
    problems: result.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      return `${key} ${JSON.stringify(input[key])} ${issue.message}`;
    }),
  };
}

const locales = ['en', 'es'] as const;

function backend(settings: CmsSettings): Record<string, unknown> {
  if (!settings.CMS_REPO) return { name: 'test-repo' };
  return {
    name: 'github',
    repo: settings.CMS_REPO,
    branch: settings.CMS_BRANCH ?? 'main',
    ...(settings.CMS_AUTH_URL ? { base_url: settings.CMS_AUTH_URL } : {}),
    commit_messages: {
      create: 'Add {{collection}} "{{slug}}" (editor, {{author-login}})',
      update: 'Update {{collection}} "{{slug}}" (editor, {{author-login}})',
      delete: 'Delete {{collection}} "{{slug}}" (editor, {{author-login}})',
      uploadMedia: 'Upload "{{path}}" (editor, {{author-login}})',
      deleteMedia: 'Delete "{{path}}" (editor, {{author-login}})',
    },
  };
}

/** Marks every top-level field translatable: the Spanish twin is a whole page in its own words. */
function translatable(fields: CmsField[]): CmsField[] {
  return fields.map((field) => ({ ...field, i18n: true }));
}

function collection(spec: CollectionSpec): Record<string, unknown> {
  const fields = fieldsOf(spec.schema, spec.widgets);
  const common = {
    name: spec.name,
    label: spec.label,
    label_singular: spec.labelSingular,
    description: spec.description,
  };
  if (spec.type === 'file') {
    const fileFields: CmsField[] = spec.list
      ? [
          {
            name: 'items',
            label: spec.label,
            label_singular: spec.labelSingular,
            widget: 'list',
            root: true,
            fields: [{ ...idField }, ...fields],
          },
        ]
      : fields;
    // A file with a {{locale}} folder is edited in both languages side by side.
    const i18n = spec.file.includes('{{locale}}');
    return {
      ...common,
      ...(i18n ? { i18n: true } : {}),
      files: [
        {
          name: spec.name,
          label: spec.label,
          file: spec.file,
          ...(i18n ? { i18n: true } : {}),
          fields: i18n ? translatable(fileFields) : fileFields,
        },
      ],
    };
  }
  const body: CmsField[] =
    spec.extension === 'mdx'
      ? [
          {
            name: 'body',
            label: 'Article text',
            widget: 'markdown',
            // Raw mode keeps MDX (components, tables written as <DataTable />) exactly as written.
            modes: ['raw'],
            hint: 'Markdown. Write <CompanyName /> for the company name and <Phone /> or <LocalPhone /> for a phone number.',
          },
        ]
      : [];
  return {
    ...common,
    folder: spec.folder,
    ...(spec.path ? { path: spec.path } : {}),
    extension: spec.extension,
    format: spec.extension === 'mdx' ? 'frontmatter' : 'yaml',
    create: spec.create,
    delete: spec.delete,
    ...(spec.identifier ? { identifier_field: spec.identifier } : {}),
    ...(spec.create ? { slug: '{{slug}}' } : {}),
    ...(spec.mediaBesideEntry ? { media_folder: '', public_folder: '' } : {}),
    // Spanish in the folder's es/ (the site-wide structure) or beside the English file (`index.es.yaml`).
    i18n: spec.i18n === 'folders' ? true : { structure: 'multiple_files' },
    fields: translatable([...fields, ...body]),
  };
}

/** The whole editor configuration. */
export function cmsConfig(settings: CmsSettings): Record<string, unknown> {
  return {
    backend: backend(settings),
    // Site images are named in the schemas; uploads outside the gallery land in the shared folder.
    media_folder: 'src/assets/images',
    public_folder: '/src/assets/images',
    app_title: 'Website editor',
    i18n: {
      structure: 'multiple_folders',
      locales: [...locales],
      default_locale: 'en',
      // English at the top of each folder, Spanish in es/ beside it.
      omit_default_locale_from_file_path: true,
      // A page without a Spanish twin stays English-only; the owner is never asked to write one.
      initial_locales: 'default',
    },
    // Optional fields left empty stay out of the file (zod rejects '' and null where a field is optional).
    output: { omit_empty_optional_fields: true, yaml: { quote: 'none', indent_sequences: true } },
    collections: collectionSpecs.map(collection),
  };
}
