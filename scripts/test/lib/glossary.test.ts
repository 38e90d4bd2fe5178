import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  allowedPhrases,
  findAvoidedTerms,
  findBadRangesIn,
  glossaryFile,
  parseGlossary,
  spanishFiles,
  spanishStrings,
} from './glossary.ts';

const markdown = readFileSync(glossaryFile, 'utf8');
const rows = parseGlossary(markdown);
const allowed = allowedPhrases(markdown);

// Each test reads every content file (and the glossary tries every inflection of every banned term):
// about a second of CPU, which took over 5 s beside the browser suite on the shared 2-core machine.
describe('the Spanish glossary', { timeout: 60_000 }, () => {
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

  it('stops on every "do not use" term of the table, each in a sentence of its own', () => {
    for (const row of rows) {
      for (const term of row.avoid) {
        const hits = findAvoidedTerms(
          `Le cuento que ${term} es lo que vimos.`,
          'fixture.yaml',
          rows,
          allowed,
        );
        expect(
          hits.map((hit) => hit.term),
          `${glossaryFile}:${row.line} ${term}`,
        ).toContain(term);
      }
    }
    expect(rows.flatMap((row) => row.avoid)).toEqual(
      expect.arrayContaining(['losa con desbaste', 'pulimos', 'cemento uretano', 'máquina de presión']),
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

  it('reads line by line: a term broken over two lines is none, one on the fifth line is named there', () => {
    expect(findAvoidedTerms('en el sur de\nFlorida', 'f', rows)).toEqual([]);
    const hits = findAvoidedTerms('Uno.\nDos.\nTres.\nCuatro.\nlas gomas del carro', 'f', rows);
    expect(hits.map(({ line, term }) => `${line}:${term}`)).toEqual(['5:gomas']);
  });

  it('allows a term as a gloss in parentheses right after its preferred term, and nowhere else', () => {
    expect(findAvoidedTerms('un imprimante (primer) y almacenes (warehouses)', 'f', rows)).toEqual([]);
    const hits = findAvoidedTerms('un sellador (primer) y (warehouses) solos', 'f', rows);
    expect(hits.map((hit) => hit.term).sort()).toEqual(['primer', 'warehouses']);
  });

  it('allows the listed phrases where a term means something else, and skips identifier keys', () => {
    expect(allowed).toContain('primer día');
    const text = 'El primer día desbastamos.\nicon: warehouse\nAplicamos un primer.';
    expect(findAvoidedTerms(text, 'f', rows, allowed).map((hit) => hit.line)).toEqual([3]);
  });

  const termsIn = (text: string): string[] =>
    findAvoidedTerms(text, 'fixture.yaml', rows, allowed).map((hit) => hit.term);

  it('stops on a term in the other number: plural for singular, singular for plural', () => {
    expect(termsIn('No use máquinas de presión de más de 2000 PSI.')).toEqual(['máquina de presión']);
    expect(termsIn('Si se le cae una pesa, se marca la alfombrilla.')).toEqual(['alfombrillas']);
    expect(termsIn('Los carritos, los montacargas manuales y las pisadas.')).toEqual(['montacargas manual']);
    expect(termsIn('Dos imprimaciones y una bodega.').sort()).toEqual(['bodega', 'imprimación']);
    expect(termsIn('Pusimos zócalos curvos en la cocina.')).toEqual(['zócalo curvo']);
  });

  it('stops on a term in the other gender, and in gender and number at once', () => {
    expect(termsIn('La pintura quedó descascarada.')).toEqual(['descascarado']);
    expect(termsIn('Dos losas preparadas con desbaste.')).toEqual(['losa preparada con desbaste']);
    expect(termsIn('Hasta llegar a concretos limpios y abiertos.')).toEqual(['concreto limpio y abierto']);
  });

  it('stops on every tense and person of the verb a term is built on, and on any article', () => {
    expect(termsIn('En cada zona hicimos el granallado.')).toEqual(['hacemos el granallado']);
    expect(termsIn('En dos días hicimos el desbaste.')).toEqual(['hacemos el desbaste']);
    expect(termsIn('Mañana harán los desbastes.')).toEqual(['hacemos el desbaste']);
    expect(termsIn('Hizo desbaste en la entrada.')).toEqual(['hacemos desbaste']);
    expect(termsIn('Las grietas las pulieron ayer.')).toEqual(['pulimos']);
    expect(termsIn('Antes de que se vacíe el piso.')).toEqual(['vaciar el piso']);
    expect(termsIn('Lo lavamos con ácido.')).toEqual(['lavar con ácido']);
    expect(termsIn('Si lo parqueamos afuera.')).toEqual(['parquear']);
    expect(termsIn('Los pisos se amarillaron con el sol.')).toEqual(['amarillan']);
  });

  it('stops on every glossary slip and variation of the Spanish review at 58dc70c (D1-D16)', () => {
    const slips = [
      'No use ácidos ni máquinas de presión de más de 2000 PSI.',
      'Si se le cae una mancuerna, se marca la alfombrilla, no el piso.',
      'Los carritos, los montacargas manuales y miles de pisadas.',
      'Desbaste con diamante hasta llegar a concreto limpio y abierto.',
      'Penetra a fondo en el concreto con desbaste.',
      'En dos fines de semana hicimos el granallado y el desbaste de los pasillos.',
      'Somos contratistas con licencia en Florida.',
      'Una base epóxica con cobertura total de hojuelas.',
      'Preparación de la superficie con desbaste de diamante.',
      'Zócalos de concreto recubiertos. Bordillos y zócalo sanitario.',
      'Zócalo curvo y drenaje, con borde en media caña.',
      'Lavado con ácido o con desengrasante, sobre concreto tratado con ácido.',
      'Aprobación sobre una muestra vaciada; antes del vaciado.',
      'El jefe de equipo y los jefes de equipo hablan español.',
    ];
    for (const slip of slips) expect(termsIn(slip), slip).not.toEqual([]);
  });

  it('reads a term whatever its accents, but keeps ñ a letter of its own', () => {
    expect(termsIn('UN SALON DE EXHIBICION')).toEqual(['salón de exhibición']);
    expect(termsIn('Un borde de media caña.')).toEqual(['media caña']);
    expect(termsIn('Una media cana.')).toEqual([]);
  });

  it('leaves the words an inflection would otherwise catch: participles, adjectives, other meanings', () => {
    const fine = [
      'Un concreto pulido y una franja amarilla que no se pone amarillo.',
      'Vacíe el garaje el viernes; no hace falta vaciar la piscina.',
      'Botas de goma, la primera capa y el primer día, debajo del rack de sentadillas.',
      'Hacemos la prueba de humedad y abrimos el poro del concreto.',
    ].join('\n');
    expect(termsIn(fine)).toEqual([]);
  });

  it('allows a gloss once a file, in any form of the preferred term', () => {
    expect(termsIn('Use hidrolavadoras (máquinas de presión) con cuidado.')).toEqual([]);
    const twice = 'Un imprimante (primer) de barrera.\nDeciden el imprimante (primer) y el espesor.';
    expect(findAvoidedTerms(twice, 'f', rows, allowed).map((hit) => `${hit.line}:${hit.term}`)).toEqual([
      '2:primer',
    ]);
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
        'src/data/business.yaml',
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

  it('fails on a hyphen range in running text and on a preposition before a compact range', () => {
    const planted = [
      'answer: Los pisos cuestan entre $3-12 por pie cuadrado.',
      '  text: Un garaje toma 2-3 días y dura 15-20+ años.',
      "  title: 'Precios en Hialeah: desde $5–8 por pie²'",
      '  note: Un recargo del 15-30% o de 5 – 7 días, y entre 10 a 15 años.',
      '  intro: Cuesta $1,500-3,500 con un imprimante.',
      '  label: Verano (junio-septiembre), de lunes-viernes',
      "    totalRange: '{min}-{max}',",
      '  hours: Lunes a viernes, 7 a. m.-7 p. m.',
    ].join('\n');
    const found = findBadRangesIn(planted, 'planted.yaml').map((hit) => `${hit.line}:${hit.range}`);
    expect(found).toEqual([
      '1:entre $3-12',
      '2:2-3',
      '2:15-20',
      '3:desde $5–8',
      '4:del 15-30%',
      '4:de 5 – 7',
      '4:entre 10 a 15',
      '5:$1,500-3,500',
      '6:junio-septiembre',
      '6:lunes-viernes',
      '7:{min}-{max}',
      '8:7 a. m.-7',
    ]);
  });

  it('passes worded ranges, compact ranges with an en dash, phone numbers, dates and comments', () => {
    const fine = [
      'answer: Cuestan entre $3 y $12, de $5 a $7, del 15 al 30%; toma de 2 a 3 días.',
      '        price: $5–7',
      "        cells: ['$1,250–1,750', '2–3 días', 1/16–1/8 de pulgada]",
      '  text: Llame al (305) 555-0187 o al 305-555-0187; publicado el 2025-01-15.',
      '# The comparison prices ($8-15, DIY $2-4) are this page’s own figures.',
    ].join('\n');
    expect(findBadRangesIn(fine, 'fine.yaml')).toEqual([]);
    expect(findBadRangesIn("// $8-12 in a note\nconst a = { es: 'de $8 a $12' };", 'data.ts')).toEqual([]);
  });

  it('finds no badly written range in any Spanish file', () => {
    const hits = spanishFiles(process.cwd()).flatMap(({ file, text }) => findBadRangesIn(text, file));
    const report = hits.map(
      (hit) => `${hit.file}:${hit.line}: "${hit.range}" (${hit.rule}): ${hit.text.slice(0, 120)}`,
    );
    expect(report).toEqual([]);
  });
});
