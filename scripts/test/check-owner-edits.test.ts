import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { business } from '#src/data/business.ts';
import { formatPhone } from '#src/lib/phone.ts';

import { addPages, newPageProblems, type AddedPages } from './lib/new-page.ts';
import { renamed, renameProblems } from './lib/rename.ts';

// The two checks share one copy and one build in `npm test` (scripts/test/check-owner-edits.ts): these
// tests show that each one's look at the build still finds what it is there to find.

let work = '';
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'owner-edits-test-'));
});
afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

function write(path: string, text: string): void {
  mkdirSync(dirname(join(work, path)), { recursive: true });
  writeFileSync(join(work, path), text);
}

const page = (title: string, body = '') =>
  `<html><head><title>${title}</title></head><body>${body}</body></html>`;

describe('the rename check on a build', () => {
  // Not renamed.name: the rename check runs these tests again in its renamed copy, where the
  // project's own name (the "old" one) is renamed.name.
  const newName = 'Test Harbor Floors';

  it('passes a build that carries only the new facts', () => {
    write('dist/index.html', page(`Epoxy floors | ${newName}`));
    write('dist/es.html', page(`Pisos epóxicos | ${newName}`));
    expect(renameProblems(work, newName)).toEqual([]);
  });

  it('finds the old name, escaped, and the old phone in any text file, and a title without the new name', () => {
    const escaped = business.name.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
    write('dist/index.html', page(`Epoxy floors | ${newName}`, escaped));
    write('dist/es.html', page('Pisos epóxicos'));
    write('dist/_astro/app.js', `call ${formatPhone(business.phones.local)}`);
    const problems = renameProblems(work, newName);
    expect(problems).toContainEqual(expect.stringMatching(/^dist\/index\.html: /));
    expect(problems).toContain(`dist/_astro/app.js: "${formatPhone(business.phones.local)}"`);
    expect(problems).toContain('dist/es.html: the title "Pisos epóxicos" does not end with the new name');
  });
});

describe('the new-page check on a build', () => {
  function copyContent(): void {
    for (const folder of ['locations', 'services'])
      cpSync(join('src/content', folder), join(work, 'src/content', folder), { recursive: true });
  }

  /** Adds the pages to a copy of the content, and fakes their build, with what `omit` names left out. */
  function build(
    omit: 'nothing' | 'sitemap' | 'hub link' | 'spanish page' | 'service area' | 'photo',
  ): AddedPages {
    copyContent();
    const added = addPages(work);
    const graph = (items: object[]) =>
      `<script type="application/ld+json">${JSON.stringify({ '@graph': items })}</script>`;
    const routes = added.flatMap(({ page: { kind, id } }) => [`/${kind}/${id}`, `/es/${kind}/${id}`]);
    write(
      'dist/sitemap-0.xml',
      routes
        .filter((route) => omit !== 'sitemap' || !route.startsWith('/locations'))
        .map((route) => `<loc>${renamed.siteUrl}${route}</loc>`)
        .join(''),
    );
    const city = added.find(({ page: { kind } }) => kind === 'locations')?.en ?? '';
    write(
      'dist/index.html',
      page('home', graph([{ areaServed: omit === 'service area' ? [] : [`${city}, FL`] }])),
    );
    for (const { page: addedPage, en } of added) {
      const route = `${addedPage.kind}/${addedPage.id}`;
      const link = omit === 'hub link' && addedPage.kind === 'services' ? '' : `<a href="/${route}">`;
      const photo = addedPage.photo;
      const hero =
        photo && omit !== 'photo' ? `<img src="/_astro/${photo.name}.webp" alt="${photo.alt.en}">` : '';
      write(`dist/${addedPage.kind}.html`, page(addedPage.kind, link));
      write(`dist/${route}.html`, page(en, `${hero}${graph([{ name: en }])}`));
      if (omit !== 'spanish page' || addedPage.kind !== 'locations') write(`dist/es/${route}.html`, page(en));
    }
    return added;
  }

  it('adds each page and its Spanish twin as content files named after the new page', () => {
    copyContent();
    const added = addPages(work);
    expect(added.map(({ page: addedPage }) => addedPage.id)).toEqual(['pembroke-pines', 'workshop']);
    for (const { page: addedPage, en } of added) {
      const file = readFileSync(join(work, 'src/content', addedPage.kind, `${addedPage.id}.yaml`), 'utf8');
      expect(file).toContain(en);
      expect(
        readFileSync(join(work, 'src/content', addedPage.kind, 'es', `${addedPage.id}.yaml`), 'utf8'),
      ).toBeTruthy();
    }
    const city = readFileSync(join(work, 'src/content/locations/pembroke-pines.yaml'), 'utf8');
    expect(city).not.toContain('Doral');
    expect(city).toContain('county: Broward');
    expect(city).toContain('image: street-pembroke-pines');
  });

  it('passes a build with both pages in both languages, listed, linked and named', () => {
    expect(newPageProblems(work, build('nothing'))).toEqual([]);
  });

  it.each([
    ['sitemap', 'is not in the sitemap'],
    ['hub link', '/services does not link /services/workshop'],
    ['spanish page', '/es/locations/pembroke-pines was not built'],
    ['photo', "/locations/pembroke-pines's hero does not show street-pembroke-pines"],
    ['service area', "the business's areaServed does not include"],
  ] as const)('fails a build whose %s is missing', (omit, problem) => {
    expect(newPageProblems(work, build(omit))).toContainEqual(expect.stringContaining(problem));
  });
});
