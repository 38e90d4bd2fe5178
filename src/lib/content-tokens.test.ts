import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { intlLocales } from '#src/data/ui.ts';

import { figureTokens, fillContent, pageEntry, pageFigureTokens } from './content.ts';
import { kindNames } from '#src/schemas/content-manifest.ts';

import { contentFiles, rawEntries } from './content-files.ts';
import { countWord, fillFacts } from './facts.ts';
import { overallRating, platformsOf, ratingTokens } from './rating.ts';

const reviewPlatforms = platformsOf(business.reviewPlatforms);
const { value, count } = overallRating(reviewPlatforms);

describe('the rating in copy', () => {
  it.each(['en', 'es'] as const)(
    'is the computed rating and review count on the %s home and about pages',
    async (locale) => {
      const { rating, reviewCount } = ratingTokens(reviewPlatforms, intlLocales[locale]);
      for (const id of ['home', 'about']) {
        const page = JSON.stringify(await fillContent((await pageEntry('pages', id, locale)).data, locale));
        expect(page).toContain(`"${rating}/5"`);
        if (id === 'home') {
          expect(page).toContain(`${reviewCount}`);
          expect(page).toContain(`${rating}`);
        }
      }
    },
  );

  it('is never written by hand in a content file', () => {
    const files = (['pages', 'services', 'locations', 'articles', 'faqs'] as const).flatMap((kind) =>
      contentFiles(kind).map((file) => file.path),
    );
    for (const path of files) {
      const text = readFileSync(path, 'utf8');
      expect(text, path).not.toMatch(
        new RegExp(`\\b${value.toFixed(1).replace('.', '[.,]')}(?:/5|-star| estrellas| stars)`),
      );
      expect(text, path).not.toMatch(new RegExp(`\\b${count}\\+? (?:reviews|reseñas)`));
    }
  });
});

describe("a page's own figures", () => {
  const pages = (['pages', 'services', 'locations'] as const).flatMap((kind) =>
    contentFiles(kind).map((file) => ({ kind, ...file })),
  );

  it('are written once per file, in its figures, and nowhere else in it', () => {
    const withFigures = pages.filter(({ path }) => /^figures:/m.test(readFileSync(path, 'utf8')));
    expect(withFigures.length).toBeGreaterThan(0);
    for (const { path } of withFigures) {
      const lines = readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => !line.trimStart().startsWith('#'));
      const start = lines.findIndex((line) => line.startsWith('figures:'));
      const entries = lines
        .slice(start + 1)
        .filter((_, index, rest) => rest.slice(0, index + 1).every((l) => l.startsWith('  ')));
      for (const entry of entries) {
        const value = /: '?(.*?)'?$/.exec(entry)?.[1] ?? '';
        const elsewhere = lines.filter((line) => line !== entry && line.includes(value));
        expect(
          elsewhere.filter((line) => new RegExp(`${value.replace(/[$.]/g, '\\$&')}(?![\\d,])`).test(line)),
          `${path}: ${value}`,
        ).toEqual([]);
      }
    }
  });

  it.each(['en', 'es'] as const)('fill the %s page where its text names them', async (locale) => {
    const page = (await pageEntry('services', 'pool-deck', locale)).data;
    // Its figures name prices of prices.yaml ('{price.poolDeckRate}'): filled first, as pages are.
    const tokens = await pageFigureTokens(page, locale);
    const filled = JSON.stringify(await fillContent(page, locale, tokens));
    expect(filled).not.toContain('{price.');
    expect(filled).not.toContain('{figure.');
    // Each figure, as written or worded for a sentence, stands where the page names it.
    const uses = (text: string): number => filled.split(text).length - 1;
    for (const name of Object.keys(page.figures ?? {})) {
      const value = tokens[`figure.${name}`] ?? '';
      const worded = tokens[`figure.${name}Text`] ?? value;
      expect(uses(value) + (worded === value ? 0 : uses(worded))).toBeGreaterThanOrEqual(3);
    }
  });

  it('word a range for a sentence from the one compact figure, in each language', () => {
    const page = { figures: { rate: '$8–15', deck: '$4,000-7,500', years: '2009' } };
    expect(figureTokens(page, 'es')).toMatchObject({
      'figure.rate': '$8–15',
      'figure.rateText': 'de $8 a $15',
      'figure.deckText': 'de $4,000 a $7,500',
      'figure.yearsText': '2009',
    });
    expect(figureTokens(page, 'en')['figure.rateText']).toBe('$8-15');
  });
});

describe('an owner who claims nothing and lists no review platform', () => {
  /** Every token known; the claims and the review figures unset, as business.yaml would leave them. */
  const unsetTokens = new Proxy<Record<string, string | null>>(
    {},
    {
      get: (_, name) =>
        typeof name === 'string' &&
        /^(claims\.|rating$|reviewCount$|reviewPlatforms$|platformCount)/.test(name)
          ? null
          : 'x',
    },
  );

  it.each(kindNames)(
    'keeps every page title, description and hero of %s, dropping only the claims',
    (kind) => {
      for (const entry of rawEntries(kind)) {
        const filled = fillFacts(entry.data, unsetTokens) as {
          seo?: { title?: string; description?: string };
          blocks?: { kind: string; title?: string; heading?: { title?: string } }[];
        };
        const text = JSON.stringify(filled);
        expect(text, entry.path).not.toMatch(/\{claims\.|\[\[|\]\]/);
        const raw = entry.data as typeof filled;
        if (raw.seo)
          expect(filled.seo, entry.path).toEqual({
            title: expect.any(String),
            description: expect.any(String),
          });
        for (const [index, block] of (raw.blocks ?? []).entries()) {
          const kept = filled.blocks?.[index];
          expect(kept?.kind, `${entry.path} block ${index + 1}`).toBe(block.kind);
          if (block.title) expect(kept?.title, `${entry.path} ${block.kind} title`).toBeTruthy();
          if (block.heading?.title)
            expect(kept?.heading?.title, `${entry.path} ${block.kind} heading`).toBeTruthy();
        }
      }
    },
  );
});

describe('the collection counts', () => {
  it.each(['en', 'es'] as const)('are counted from the %s collections', async (locale) => {
    const count = (kind: 'gallery' | 'caseStudies' | 'testimonials') =>
      rawEntries(kind).filter((entry) => entry.locale === locale).length;
    const filled = await fillContent(
      ['{galleryCount}', '{caseStudyCount}', '{testimonialCount}', '{galleryCountWord}'],
      locale,
    );
    const expected = [count('gallery'), count('caseStudies'), count('testimonials')]
      .filter((n) => n > 0)
      .map(String);
    expect(filled.slice(0, expected.length)).toEqual(expected);
    if (count('gallery') > 0) expect(filled.at(-1)).toBe(countWord(count('gallery'), locale));
  });
});
