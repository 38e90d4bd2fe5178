/**
 * What a content file's schema cannot know on its own: that each route it links to or lists is a
 * page of the site, and that each photo it names is a file in src/assets/images/ with words to
 * describe it. Every reader of content applies these after the schema (the loaders, the twins
 * check, the unit tests' stand-in), so a typo stops the build with one line naming the file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { z } from 'zod';

import { photoAlts } from '#src/data/images.ts';
import { photoExtensions } from '#src/schemas/image.ts';
import { locales } from '#src/schemas/content-manifest.ts';
import { seoLimits, withPriceStandIns } from '#src/schemas/seo.ts';

import { figureTokens } from './figures.ts';
import { allRoutes, hiddenRoutes } from './routes.ts';

/** The folder of the site's photos, from the project root. */
export const photoFolder = 'src/assets/images';

/** The path of a photo's file from the project root, or undefined when there is none. */
export function photoFile(name: string, root = '.'): string | undefined {
  return photoExtensions
    .map((extension) => `${photoFolder}/${name}.${extension}`)
    .find((path) => existsSync(join(root, path)));
}

/** One problem: where in the entry, and what is wrong, in a sentence. */
export interface ContentProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The problems of one entry's data (already through its schema): routes that are no page of the
 * site (`href`s and a question's `pages`), and photos (`image`) with no file or no words
 * (`imageAlt` beside it, or the shipped photo's in src/data/images.ts).
 */
export function contentProblems(data: unknown, root = '.'): ContentProblem[] {
  // A link to a collection page hidden while its collection is empty is dropped, not an error.
  const known = new Set<string>([...allRoutes(), ...hiddenRoutes()]);
  const problems: ContentProblem[] = [];
  const route = (value: string, path: (string | number)[]) => {
    const [target = ''] = value.split('#');
    if (target.startsWith('/') && !known.has(target))
      problems.push({ path, message: `"${target}" is not a page of the site` });
  };
  const walk = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, [...path, index]));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const at = [...path, key];
      if (key === 'href' && typeof child === 'string') route(child, at);
      else if (key === 'pages' && Array.isArray(child))
        child.forEach((page, index) => typeof page === 'string' && route(page, [...at, index]));
      else if (key === 'image' && typeof child === 'string') {
        if (!photoFile(child, root))
          problems.push({
            path: at,
            message: `no photo ${photoFolder}/${child}.jpg (or .png, .webp): add the file or name another photo`,
          });
        else if (!('imageAlt' in value) && !photoAlts[child])
          problems.push({
            path: at,
            message: `say what the photo shows: write imageAlt: <what it shows> beside image: ${child}`,
          });
      } else walk(child, at);
    }
  };
  walk(data, []);
  problems.push(...seoLengthProblems(data));
  return problems;
}

/** A page's search title and snippet measured with its own figures ({figure.rate}) filled in. */
function seoLengthProblems(data: unknown): ContentProblem[] {
  const { seo, figures = {} } = (data ?? {}) as {
    seo?: Record<string, unknown>;
    figures?: Record<string, string>;
  };
  if (!seo) return [];
  return (['title', 'description'] as const).flatMap((field) => {
    const text = seo[field];
    if (typeof text !== 'string' || !text.includes('{figure.')) return [];
    // The file's language is not known here: each token is measured at its longest wording.
    const tokens = locales.map((locale) => figureTokens({ figures }, locale));
    const filled = withPriceStandIns(
      text.replace(/\{(figure\.[a-zA-Z0-9]+)\}/g, (token, name: string) =>
        tokens.map((filled) => filled[name] ?? token).reduce((a, b) => (b.length > a.length ? b : a)),
      ),
    );
    const { max } = seoLimits[field];
    return filled.length <= max
      ? []
      : [
          {
            path: ['seo', field],
            message: `Too big: ${filled.length} characters with its figures; at most ${max}`,
          },
        ];
  });
}

/**
 * A kind's schema followed by these checks, as one schema: what src/content.config.ts gives Astro
 * and what the unit tests' stand-in parses with, so both read content the same way.
 */
export function checked<T extends z.ZodType>(schema: T): T {
  return schema.superRefine((data, ctx) => {
    for (const { path, message } of contentProblems(data)) ctx.addIssue({ code: 'custom', path, message });
  });
}
