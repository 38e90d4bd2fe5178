import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { findSampleMarks, listSampleContent, markedFiles, sampleGroups } from './sample-content.ts';

/** The `sample: true` (and `<fact>Sample: true`) marks a file holds as written, however deep, block or flow style. */
function markLines(file: string): number {
  const text = readFileSync(file, 'utf8').replace(/(^|\s)#.*$/gm, '');
  return (text.match(/(?<![\w-])(sample|\w+Sample): true\b/g) ?? []).length;
}

// Each test reads every content file (and the glossary tries every inflection of every banned term):
// about a second of CPU, which took over 5 s beside the browser suite on the shared 2-core machine.
describe('findSampleMarks on the project as it is', { timeout: 60_000 }, () => {
  it('finds every `sample: true` written in business.yaml and the content files, one line each', () => {
    const marks = findSampleMarks();
    for (const file of markedFiles()) {
      expect(marks.filter((mark) => mark.file === file).length, file).toBe(markLines(file));
    }
  });

  it('lists them in the owner order: facts, reviews, team, testimonials, gallery, case studies, pages', () => {
    const ranks = findSampleMarks().map((mark) => sampleGroups.indexOf(mark.group));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});

describe('findSampleMarks in a project copy', () => {
  let root = '';
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = '';
  });

  function write(files: Record<string, string>): string {
    root = mkdtempSync(join(tmpdir(), 'samples-'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return root;
  }

  it('finds marks at any depth of business.yaml without knowing the keys', () => {
    write({
      'src/data/business.yaml': [
        'name: Gulfstream',
        'foundingYear: 2011',
        'foundingYearSample: true',
        'reviewPlatforms:',
        '  - { name: Birdeye, rating: 4.7, count: 31, url: "https://x.example/b", sample: true }',
        '  - { name: Google, rating: 4.8, count: 12, url: "https://x.example/g" }',
        'claims:',
        '  crewSize: { value: 7, sample: true }',
        '  newClaim: { value: 3 }',
      ].join('\n'),
    });
    expect(listSampleContent(root)).toEqual([
      'src/data/business.yaml foundingYear: invented foundingYear 2011',
      'src/data/business.yaml claims.crewSize: claimed figure crewSize = 7',
      'src/data/business.yaml reviewPlatforms.#1: review figures of Birdeye: 4.7 from 31 reviews',
    ]);
  });

  it('finds marks in YAML lists, folders and MDX front matter, the Spanish twin after its English file', () => {
    write({
      'src/content/pages/es/about.yaml': 'blocks:\n  - kind: hero\n    sample: true\n    title: Nosotros\n',
      'src/content/pages/about.yaml': 'blocks:\n  - kind: hero\n    sample: true\n    title: About\n',
      'src/content/team.yaml': '- id: ana\n  name: Ana P.\n  sample: true\n- id: real\n  name: Real\n',
      'src/content/gallery/x/index.es.yaml': 'title: Piso\nsample: true\n',
      'src/content/gallery/x/index.yaml': 'title: Floor\nsample: true\n',
      'src/content/articles/a.mdx': '---\ntitle: A story\nsample: true\n---\nBody with sample: true\n',
    });
    expect(listSampleContent(root)).toEqual([
      'src/content/team.yaml ana: invented team member "Ana P."',
      'src/content/gallery/x/index.yaml (the whole file): invented gallery project "Floor"',
      'src/content/gallery/x/index.es.yaml (the whole file): invented gallery project "Piso"',
      'src/content/articles/a.mdx (the whole file): invented section "A story"',
      'src/content/pages/about.yaml blocks.hero: invented top section "About"',
      'src/content/pages/es/about.yaml blocks.hero: invented top section "Nosotros"',
    ]);
  });

  it('lists nothing once every mark is deleted', () => {
    write({
      'src/data/business.yaml': 'name: Gulfstream\nclaims: {}\n',
      'src/content/team.yaml': '- id: real\n  name: Real\n',
      'src/content/case-studies.yaml': '[]\n',
    });
    expect(findSampleMarks(root)).toEqual([]);
  });
});
