import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { photoAlts } from '#src/data/images.ts';
import { contentProblems, photoFile, photoFolder } from './content-checks.ts';
import { contentIds } from './content-files.ts';

/** A project root holding one new photo and nothing else. */
const root = mkdtempSync(join(tmpdir(), 'content-checks-'));
mkdirSync(join(root, photoFolder), { recursive: true });
const shipped = Object.keys(photoAlts)[0] ?? '';
copyFileSync(photoFile(shipped) ?? '', join(root, photoFolder, 'street-sunrise.webp'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('content checks', () => {
  it('take a route of the site and refuse a typo, naming where it is', () => {
    const [city = ''] = contentIds('locations');
    expect(contentProblems({ link: { href: `/locations/${city}#faq` }, pages: ['/faq'] })).toEqual([]);
    expect(contentProblems({ items: [{ link: { href: '/pricng' } }], pages: ['/', '/faqs'] })).toEqual([
      { path: ['items', 0, 'link', 'href'], message: '"/pricng" is not a page of the site' },
      { path: ['pages', 1], message: '"/faqs" is not a page of the site' },
    ]);
  });

  it('take a shipped photo named alone, since its words are kept', () => {
    expect(contentProblems({ image: shipped })).toEqual([]);
  });

  it('take a new photo file of any kind the site reads once its words are beside it', () => {
    expect(contentProblems({ image: 'street-sunrise', imageAlt: 'Sunrise street' }, root)).toEqual([]);
    expect(contentProblems({ image: 'street-sunrise' }, root)).toEqual([
      {
        path: ['image'],
        message: 'say what the photo shows: write imageAlt: <what it shows> beside image: street-sunrise',
      },
    ]);
  });

  it('refuse a photo with no file, naming the file to add', () => {
    expect(contentProblems({ card: { image: 'street-nowhere', imageAlt: 'A street' } }, root)).toEqual([
      {
        path: ['card', 'image'],
        message: `no photo ${photoFolder}/street-nowhere.jpg (or .png, .webp): add the file or name another photo`,
      },
    ]);
  });
});
