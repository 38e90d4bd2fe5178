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

/** A worded range "X a Y" (figures, not "del X al Y"). */
const wordedRange = String.raw`${figure}${sp}+a${sp}+${figure}`;

/** "durante de 3 a 5 días": "durante" takes the figures alone, or the sentence says "espere de 3 a 5 días". */
const duranteDe = new RegExp(String.raw`(?<![\p{L}])durante${sp}+de${sp}+${figure}`, 'giu');

/** A dollar figure, for "sale en $3,200 a $4,000". */
const dollarFigure = String.raw`\$\d+(?:[.,]\d+)*`;

/**
 * A range opened by the wrong preposition: a second "a" ("a $5 a $12", "frente a 3 a 5 días", "puede
 * llegar a 6 a 8 semanas") or "en" before a price ("sale en $3,200 a $4,000"). A range is "de X a Y" or
 * "entre X y Y"; "en 2 a 3 días" (within) stays.
 */
const bareRange = new RegExp(
  String.raw`(?<![\p{L}])(?:a${sp}+${wordedRange}|en${sp}+${dollarFigure}${sp}+a${sp}+${dollarFigure})`,
  'giu',
);

/** "de X y Y" pairs "de" with "y" (but "las décadas de 1950 y 1970" names two decades). */
const deY = new RegExp(
  String.raw`(?<!décadas${sp}+)(?<![\p{L}])de${sp}+${figure}${sp}+y${sp}+${figure}`,
  'giu',
);

/** A count written as a range: "2 a 3 capas" reads "dos o tres capas". */
const countRange = new RegExp(
  String.raw`(?<![\p{L}\d$.,])(?:[1-9]|10)${sp}+a${sp}+(?:[1-9]|10)${sp}+(?:capas|carros|autos|coches|onzas|manos|veces)(?![\p{L}])`,
  'giu',
);

/** A preposition before a compact range that the other rule does not list: "en 2–3 días", "a 5-7". */
const enCompact = new RegExp(
  String.raw`(?<![\p{L}])(?:en|a|por|para)${sp}+${figure}${sp}*[-‐‑−–—]${sp}*${figure}`,
  'giu',
);

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
  add(duranteDe, '"durante de" is not Spanish: "durante 3 a 5 días" reads "espere de 3 a 5 días"');
  add(countRange, 'a count is not a range: write "dos o tres capas", "2 o 3 onzas"');
  add(deY, '"de" pairs with "a": "de 10 a 15", or "entre 10 y 15"');
  add(
    enCompact,
    'a preposition takes a worded range: "en 2 a 3 días" reads "de 2 a 3 días", never "en 2–3 días"',
  );
  add(
    bareRange,
    'a range is "de X a Y" or "entre X y Y": "sale entre $3,200 y $4,000", "cuesta de $5 a $12"',
  );
  add(
    hyphenRange,
    'in running text write "de $5 a $7" or "entre 10 y 15"; a table cell or a label keeps "$5–7" with an en dash',
  );
  add(timeRange, 'hours read "de 7 a. m. a 7 p. m." in a sentence, "7 a. m.–7 p. m." in a label');
  add(nameRange, 'months and days are worded: "de junio a septiembre", "de lunes a viernes"');
  return hits.sort((a, b) => a.index - b.index);
}
