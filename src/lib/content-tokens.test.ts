import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { reviewPlatforms } from '#src/data/review-platforms.ts';
import { intlLocales } from '#src/data/ui.ts';

import { fillContent, pageEntry } from './content.ts';
import { contentFiles } from './content-files.ts';
import { overallRating, ratingTokens } from './rating.ts';

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
