import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  allowedPhrases,
  findAvoidedTerms,
  glossaryFile,
  parseGlossary,
  spanishFiles,
  spanishStrings,
} from './glossary.ts';

const markdown = readFileSync(glossaryFile, 'utf8');
const rows = parseGlossary(markdown);
const allowed = allowedPhrases(markdown);

describe('the Spanish glossary', () => {
  it('has rows, each with terms to write and terms to avoid', () => {
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(row.preferred.length, `${glossaryFile}:${row.line}`).toBeGreaterThan(0);
      expect(row.avoid.length, `${glossaryFile}:${row.line}`).toBeGreaterThan(0);
    }
    expect(rows.flatMap((row) => row.avoid)).toEqual(
      expect.arrayContaining(['primer', 'gomas', 'warehouses']),
    );
  });

  it('finds a "do not use" term as a whole word in any case, naming the line', () => {
    const text = 'Primero limpiamos.\nAplicamos un Primer y luego\nlas GOMAS del carro.';
    const hits = findAvoidedTerms(text, 'fixture.yaml', rows);
    expect(hits.map(({ line, term }) => `${line}:${term}`)).toEqual(['2:primer', '3:gomas']);
    expect(hits[0]?.preferred).toContain('imprimante');
  });

  it('finds terms of several words and with dots, across a run of spaces', () => {
    const text = 'en el sur de  Florida, de 7 a.m. a 7 p.m., imprimante barrera de vapor';
    const terms = findAvoidedTerms(text, 'fixture.yaml', rows).map((hit) => hit.term);
    expect(terms.sort()).toEqual(['a.m.', 'imprimante barrera de vapor', 'p.m.', 'sur de Florida']);
    expect(findAvoidedTerms('en el sur de la Florida, de 7 a. m. a 7 p. m.', 'f', rows)).toEqual([]);
  });

  it('allows a term as a gloss in parentheses right after its preferred term, and nowhere else', () => {
    expect(findAvoidedTerms('un imprimante (primer) y almacenes (warehouses)', 'f', rows)).toEqual([]);
    const hits = findAvoidedTerms('un sellador (primer) y (warehouses) solos', 'f', rows);
    expect(hits.map((hit) => hit.term).sort()).toEqual(['primer', 'warehouses']);
  });

  it('allows the listed phrases where a term means something else, and skips identifier keys', () => {
    expect(allowed).toContain('primer día');
    const text = 'El primer día pulimos.\nicon: warehouse\nAplicamos un primer.';
    expect(findAvoidedTerms(text, 'f', rows, allowed).map((hit) => hit.line)).toEqual([3]);
  });

  it('reads the Spanish strings of a data file, on their own lines', () => {
    const source = "export const a = {\n  en: 'Tires',\n  es: 'Las gomas',\n};";
    const text = spanishStrings(source);
    expect(text.split('\n')[2]).toContain('Las gomas');
    expect(text).not.toContain('Tires');
    expect(findAvoidedTerms(text, 'data.ts', rows)).toMatchObject([{ line: 3, term: 'gomas' }]);
  });

  it('is not used in any Spanish file', () => {
    const files = spanishFiles(process.cwd());
    expect(files.map((f) => f.file)).toEqual(
      expect.arrayContaining([
        'src/data/ui/es.ts',
        'src/data/review-platforms.ts',
        'src/content/es/testimonials.yaml',
      ]),
    );
    const hits = files.flatMap(({ file, text }) => findAvoidedTerms(text, file, rows, allowed));
    const report = hits.map(
      (hit) =>
        `${hit.file}:${hit.line}: "${hit.term}" (write ${hit.preferred.join(' / ')}): ${hit.text.slice(0, 120)}`,
    );
    expect(report).toEqual([]);
  });
});
