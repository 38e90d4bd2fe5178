import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { formatTime } from '#src/lib/hours.ts';

import { oldFactPatterns, ownerProblems, visibleText, type OwnerEdits } from './owner-profile.ts';

// The profile's look at a build (scripts/test/check-owner-edits.ts runs it on a real one): it must
// find an old fact in either language's style, and a page of an emptied collection.

const old: OwnerEdits['old'] = {
  contract: true,
  license: 'CGC0000001',
  foundingYear: 2001,
  hours: [{ opens: '07:00', closes: '19:00' }],
  ratings: [
    { rating: 4.9, count: 120 },
    { rating: 4.7, count: 30 },
  ],
  platformCount: 2,
  ranges: [
    { key: 'standard', min: 8, max: 12 },
    { key: 'installDays', min: 2, max: 3 },
    { key: 'rushPremiumPercent', min: 15, max: 30 },
  ],
  counts: [{ what: 'caseStudies', count: 5 }],
};

function found(text: string): string[] {
  return oldFactPatterns(old)
    .filter(({ pattern }) => pattern.test(text))
    .map(({ what }) => what);
}

describe('the old facts a page may not show', () => {
  it('finds each old fact as English and Spanish pages write it', () => {
    expect(found(`Open Monday-Friday ${formatTime('07:00')}-${formatTime('19:00')}`)).toEqual(['old hours']);
    expect(found('De lunes a viernes, 7 a. m.–7 p. m.')).toEqual(['old hours']);
    expect(found('Garage floors from $8-12 per sq ft')).toEqual(['old price 8-12']);
    expect(found('Pisos de garaje de $8 a $12 por pie²')).toEqual(['old price 8-12']);
    expect(found('Installed in 2-3 days')).toEqual(['old install days 2-3']);
    expect(found('un recargo del 15 al 30 %')).toEqual(['old percent 15-30']);
    expect(found('Rated 4.8 from 150+ reviews on two platforms')).toEqual([
      'old review count',
      'old platform count',
    ]);
    expect(found('License CGC0000001, in business since 2001')).toEqual(['old license', 'old founding year']);
    expect(found('Cinco pisos, de principio a fin')).toEqual(['old caseStudies count']);
  });

  it('leaves the new owner’s facts alone', () => {
    expect(
      found('Open 8am-6pm; $9-13 per sq ft, de $9 a $13; 3-4 days; 16-31%; 23 reviews; since 2018'),
    ).toEqual([]);
  });

  it('reads a page’s words and its JSON-LD, not its scripts and styles', () => {
    const html =
      '<style>.a{width:247px}</style><script>var x="$8-12"</script>' +
      '<script type="application/ld+json">{"priceRange":"$8-12"}</script><p>Hello&nbsp;there</p>';
    const text = visibleText(html);
    expect(text).toContain('"priceRange":"$8-12"');
    expect(text).not.toContain('247px');
    expect(text).not.toContain('var x');
  });
});

describe('ownerProblems on a build', () => {
  let work = '';
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'owner-profile-test-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  function write(path: string, text: string): void {
    mkdirSync(dirname(join(work, path)), { recursive: true });
    writeFileSync(join(work, path), text);
  }

  it('names an old price, a page of an empty collection, its link and its sitemap entry', () => {
    write('dist/index.html', '<p>Read more</p><a href="/case-studies">Stories</a>');
    write('dist/es/pricing.html', '<p>Desde $8–12</p>');
    write('dist/es/case-studies.html', '<p>Estudios</p>');
    write('dist/sitemap-0.xml', '<loc>https://x.example/es/case-studies</loc>');
    const problems = ownerProblems(work, { skipped: [], old });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('es/pricing.html: old price 8-12'),
        'dist/es/case-studies: built, though its collection is empty',
        'sitemap: lists /es/case-studies, though its collection is empty',
        'index.html: links to /case-studies, though its collection is empty',
      ]),
    );
  });

  it('passes a build with only the new facts and no page for the empty collections', () => {
    write('dist/index.html', '<p>From $9-13, open 8am-6pm</p><a href="/contact">Contact</a>');
    write('dist/sitemap-0.xml', '<loc>https://x.example/contact</loc>');
    expect(ownerProblems(work, { skipped: [], old })).toEqual([]);
  });
});
