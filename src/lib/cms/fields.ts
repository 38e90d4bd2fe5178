/**
 * Turns a zod schema into Sveltia CMS fields. The schema is first rendered as JSON Schema by zod
 * (`z.toJSONSchema`, input side), then walked: objects become `object` fields, arrays `list` fields,
 * enums and literal unions `select` fields, the page-block union (keyed by `kind`) a list with
 * `types`, and every field is required unless zod says it is optional or has a default.
 * Labels and hints come from the schema's own `.meta({ title, description })` when it has them.
 * Only what zod cannot say comes from {@link FieldOverrides}.
 */
import { z } from 'zod';

/** The JSON Schema subset zod emits for our schemas. */
interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: (string | number)[];
  const?: string | number | boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
}

/** A Sveltia field (the config's JSON schema checks the exact shape in the unit tests). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  [option: string]: unknown;
}

/**
 * What zod cannot say, by field path ("blocks.comparison.rows.cells": block kinds are path steps):
 * a widget and its options to use instead of the inferred one. `{ widget: 'hidden' }` keeps a field
 * out of the owner's sight while its value is saved back unchanged.
 */
export type FieldOverrides = Record<string, Partial<CmsField>>;

/** Field names whose text runs to sentences: a multi-line box instead of a one-line input. */
const multiLine = new Set([
  'answer',
  'bio',
  'challenge',
  'description',
  'excerpt',
  'intro',
  'lead',
  'note',
  'paragraphs',
  'solution',
  'summary',
  'testimonial',
  'text',
]);

/** "sqFootage" -> "Sq footage", "pool-deck" -> "Pool deck". */
function humanize(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Largest integer zod writes for an unbounded int; not a real limit. */
const unbounded = Number.MAX_SAFE_INTEGER;

function variants(node: JsonSchema): JsonSchema[] | undefined {
  return node.oneOf ?? node.anyOf;
}

/** The values of an enum or of a union of literals, or undefined. */
function choices(node: JsonSchema): (string | number)[] | undefined {
  if (node.enum) return node.enum;
  const options = variants(node);
  if (options?.every((option) => typeof option.const === 'string' || typeof option.const === 'number')) {
    return options.map((option) => option.const as string | number);
  }
  return undefined;
}

/** The `kind` of each variant when the node is the block union, else undefined. */
function kinds(node: JsonSchema): string[] | undefined {
  const options = variants(node);
  if (!options || options.length < 2) return undefined;
  const found = options.map((option) => option.properties?.['kind']?.const);
  return found.every((kind) => typeof kind === 'string') ? found : undefined;
}

function objectFields(node: JsonSchema, path: string, overrides: FieldOverrides, skip = ''): CmsField[] {
  const required = new Set(node.required ?? []);
  return Object.entries(node.properties ?? {})
    .filter(([name]) => name !== skip)
    .map(([name, child]) =>
      toField(name, child, required.has(name), path ? `${path}.${name}` : name, overrides),
    );
}

function toField(
  name: string,
  node: JsonSchema,
  isRequired: boolean,
  path: string,
  overrides: FieldOverrides,
): CmsField {
  const override = overrides[path];
  if (override?.widget === 'hidden') {
    return { name, label: node.title ?? humanize(name), widget: 'hidden' };
  }
  const base: CmsField = { name, label: node.title ?? humanize(name), widget: 'string' };
  if (node.description) base.hint = node.description;
  if (!isRequired) base.required = false;
  if (node.default !== undefined && !(Array.isArray(node.default) && node.default.length === 0)) {
    base.default = node.default;
  }
  // An override that names a widget replaces the inferred one (and its options) outright.
  const inferred = override?.widget ? {} : infer(name, node, path, overrides);
  return { ...base, ...inferred, ...override };
}

function infer(name: string, node: JsonSchema, path: string, overrides: FieldOverrides): Partial<CmsField> {
  const options = choices(node);
  if (options) return { widget: 'select', options };
  switch (node.type) {
    case 'boolean':
      return { widget: 'boolean' };
    case 'integer':
    case 'number': {
      const field: Partial<CmsField> = {
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
      };
      if (node.minimum !== undefined && node.minimum > -unbounded) field['min'] = node.minimum;
      if (node.maximum !== undefined && node.maximum < unbounded) field['max'] = node.maximum;
      return field;
    }
    case 'string': {
      const field: Partial<CmsField> = { widget: multiLine.has(name) ? 'text' : 'string' };
      if (node.minLength !== undefined && node.minLength > 1) field['minlength'] = node.minLength;
      if (node.maxLength !== undefined) field['maxlength'] = node.maxLength;
      // The build's own pattern (a phone number's form...), so the editor refuses what the build
      // would, with the field's hint (which gives an example) as the message.
      if (node.pattern !== undefined)
        field['pattern'] = [node.pattern, node.description ?? `Must match ${node.pattern}`];
      return field;
    }
    case 'object':
      if (!node.properties) break;
      return { widget: 'object', fields: objectFields(node, path, overrides) };
    case 'array':
      return list(name, node, path, overrides);
  }
  throw new Error(
    `src/lib/cms: the editor has no widget for ${path} (${JSON.stringify(node).slice(0, 120)}); ` +
      'give it one in src/lib/cms/overrides.ts',
  );
}

function list(name: string, node: JsonSchema, path: string, overrides: FieldOverrides): Partial<CmsField> {
  const items = node.items ?? {};
  const field: Partial<CmsField> = { widget: 'list' };
  if (node.minItems !== undefined && node.minItems > 0) field['min'] = node.minItems;
  if (node.maxItems !== undefined) field['max'] = node.maxItems;
  const blockKinds = kinds(items);
  const itemChoices = choices(items);
  if (blockKinds) {
    field['typeKey'] = 'kind';
    field['types'] = (variants(items) ?? []).map((variant, index) => {
      const kind = blockKinds[index] ?? '';
      return {
        name: kind,
        label: variant.title ?? humanize(kind),
        widget: 'object',
        fields: objectFields(variant, `${path}.${kind}`, overrides, 'kind'),
      };
    });
  } else if (itemChoices) {
    return { ...field, widget: 'select', multiple: true, options: itemChoices };
  } else if (items.type === 'object') {
    field['fields'] = objectFields(items, path, overrides);
  } else {
    field['field'] = toField(name, items, true, `${path}.*`, overrides);
  }
  return field;
}

/** The Sveltia fields of a zod object schema. */
export function fieldsOf(schema: z.ZodType, overrides: FieldOverrides = {}): CmsField[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return objectFields(json, '', overrides);
}
