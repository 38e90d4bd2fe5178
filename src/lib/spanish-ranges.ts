/**
 * The Spanish range rule (src/content/es/GLOSSARY.md, "Rangos"): in running text a range is worded,
 * "de $5 a $7", "entre 10 y 15 años", "del 15 al 30%"; a table cell, a price card or a label may keep
 * the compact "$5–7", with an en dash. So a figure, a hyphen and a figure is never right in Spanish
 * copy, and a preposition never opens a compact range ("entre $3–12", "de $5-7", "desde $4–8").
 * The glossary test runs this over the Spanish sources, the dist check over the built /es pages and
 * their structured data.
 */

/** One wrongly written range. */
export interface RangeHit {
  /** The offending text, as written. */
  text: string;
  /** Index of the match in the searched text. */
  index: number;
  /** What to write instead. */
  rule: string;
}

/** Space within a line: a range never spans two lines of a source file. */
const sp = String.raw`[ \t\u00a0\u202f]`;

/** A figure, or a template's placeholder for one ("{min}"), which a range fills the same way. */
const figure = String.raw`(?:\$?\d+(?:[.,/]\d+)*|\{\w+\})${sp}*%?`;

/** Numbers joined by hyphens that are not ranges: phone numbers and ISO dates. */
const notRanges = [
  /\(\d{3}\)\s*\d{3}-\d{4}\b/g,
  /(?<!\d)(?:\+?1[-\s.])?\d{3}-\d{3}-\d{4}\b/g,
  /\b\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?\b/g,
];

/** A figure, a hyphen (or a minus sign) and a figure, not part of a longer hyphenated code. */
const hyphenRange = new RegExp(
  String.raw`(?<![\p{L}\d\-‐‑−.,/])${figure}${sp}*[-‐‑−]${sp}*${figure}(?![\p{L}\d\-‐‑−])`,
  'gu',
);

/** A preposition before a compact range: "entre $3-12", "de 5–7", "desde $4—8", "del 15-30%". */
const prepositionRange = new RegExp(
  String.raw`(?<![\p{L}])(?:entre|desde|de|del|hasta)${sp}+${figure}${sp}*[-‐‑−–—]${sp}*${figure}`,
  'giu',
);

/** "entre X a Y": "entre" pairs with "y". */
const entreA = new RegExp(String.raw`(?<![\p{L}])entre${sp}+${figure}${sp}+(?:a|al)${sp}+${figure}`, 'giu');

const names = String.raw`(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|lunes|martes|miércoles|jueves|viernes|sábados?|domingos?)`;

/** Months or weekdays joined by a hyphen: "junio-septiembre", "lunes-viernes". */
const nameRange = new RegExp(String.raw`(?<![\p{L}])${names}${sp}*[-‐‑−]${sp}*${names}(?![\p{L}])`, 'giu');

/** A time joined to the next by a hyphen: "7 a. m.-7 p. m.". */
const timeRange = new RegExp(String.raw`\d(?::\d{2})?${sp}*[ap]\.${sp}?m\.${sp}*[-‐‑−]${sp}*\d`, 'giu');

/** The badly written ranges of a Spanish text, in order. */
export function findBadRanges(text: string): RangeHit[] {
  const masked = notRanges.reduce(
    (current, pattern) => current.replace(pattern, (match) => ' '.repeat(match.length)),
    text,
  );
  const hits: RangeHit[] = [];
  const taken = new Set<number>();
  const add = (pattern: RegExp, rule: string) => {
    for (const match of masked.matchAll(pattern)) {
      const index = match.index;
      if ([...Array(match[0].length).keys()].some((offset) => taken.has(index + offset))) continue;
      for (let offset = 0; offset < match[0].length; offset += 1) taken.add(index + offset);
      hits.push({ text: text.slice(index, index + match[0].length), index, rule });
    }
  };
  add(prepositionRange, 'a preposition takes a worded range: "de $5 a $7", "entre 10 y 15", "del 15 al 30%"');
  add(entreA, '"entre" pairs with "y": "entre 10 y 15 años"');
  add(
    hyphenRange,
    'in running text write "de $5 a $7" or "entre 10 y 15"; a table cell or a label keeps "$5–7" with an en dash',
  );
  add(timeRange, 'hours read "de 7 a. m. a 7 p. m." in a sentence, "7 a. m.–7 p. m." in a label');
  add(nameRange, 'months and days are worded: "de junio a septiembre", "de lunes a viernes"');
  return hits.sort((a, b) => a.index - b.index);
}
