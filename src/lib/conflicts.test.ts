import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

/**
 * src/content/CONFLICTS.md lists the pairs of pages that give different figures for the same thing,
 * with the words that make each one true where it stands. This test reads that table, so the list
 * and the pages cannot drift apart: reword a passage and its row must follow.
 */
const table = readFileSync('src/content/CONFLICTS.md', 'utf8');

interface Side {
  file: string;
  wording: string;
}

interface Conflict {
  figure: string;
  a: Side;
  b: Side;
  why: string;
}

/** A cell's text: a `code` cell without its backticks. */
function cell(text: string): string {
  return text.trim().replace(/^`(.*)`$/, '$1');
}

/** The rows of the table: every line that starts with "|", less the header and its rule. */
function conflicts(markdown: string): Conflict[] {
  return (
    markdown
      .split('\n')
      .map((line) => line.trim())
      // The table's rows: not its header (starting "| figure") nor the rule under it ("| ---").
      .filter((line) => line.startsWith('| ') && !/^\|\s*(figure\s*\||-)/.test(line))
      .map((line) => {
        const cells = line.slice(1, -1).split(' | ').map(cell);
        if (cells.length !== 6) throw new Error(`CONFLICTS.md: a row needs 6 cells: ${line}`);
        const [figure, fileA, wordingA, fileB, wordingB, why] = cells as [
          string,
          string,
          string,
          string,
          string,
          string,
        ];
        return { figure, a: { file: fileA, wording: wordingA }, b: { file: fileB, wording: wordingB }, why };
      })
  );
}

const rows = conflicts(table);

describe('CONFLICTS.md', () => {
  it('lists the pairs, each with why both figures are true', () => {
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row.figure).not.toBe('');
      expect(row.why.length).toBeGreaterThan(20);
    }
  });

  it('covers the pairs the reviews found, in both languages where a Spanish twin exists', () => {
    const files = new Set(rows.flatMap((row) => [row.a.file, row.b.file]));
    for (const file of [
      'src/content/services/garage.yaml',
      'src/content/services/es/garage.yaml',
      'src/content/pages/pricing.yaml',
      'src/content/pages/es/pricing.yaml',
      'src/content/pages/about.yaml',
      'src/content/pages/es/about.yaml',
      'src/content/pages/home.yaml',
      'src/content/pages/es/home.yaml',
      'src/content/pages/warranty.yaml',
      'src/content/pages/es/warranty.yaml',
      'src/content/faqs/es/faq-maintenance.yaml',
    ]) {
      expect(files).toContain(file);
    }
  });

  describe.each(rows.map((row) => [row.figure, row] as const))('%s', (_figure, row) => {
    it.each([row.a, row.b].map((side) => [side.file, side] as const))(
      'is worded with its scope in %s',
      (_file, side) => {
        expect(existsSync(side.file), `${side.file} does not exist`).toBe(true);
        expect(side.wording.length).toBeGreaterThan(8);
        const text = readFileSync(side.file, 'utf8');
        // A "(sample)" row quotes invented copy (a block marked `sample: true`): once the owner has
        // deleted every invented block of the file, the passage may go with it.
        if (row.figure.endsWith('(sample)') && !text.includes(side.wording) && !/sample:\s*true/.test(text))
          return;
        expect(text).toContain(side.wording);
      },
    );
  });
});
