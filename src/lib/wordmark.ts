/**
 * How the company name sits in the logo: a main line (its last word in the accent colour) over a
 * small uppercase line that may wrap, split between words so that the whole name shows in the
 * header of a 390 px phone and of a 1024 px laptop. "Coral Coast Epoxy Floors" reads "Coral [Coast]" over "EPOXY FLOORS";
 * "José's Floor & Coatings of South Florida" reads "José's [Floor]" over "& COATINGS OF / SOUTH
 * FLORIDA" in the compact size.
 */
export interface Wordmark {
  /** Words before the accented one on the main line. */
  lead: string;
  /** The accented last word of the main line ("" when the main line is a single word). */
  accent: string;
  /** The small line beneath ("" when the name is short); it may wrap to a second line. */
  sub: string;
  /** "compact": smaller type below 1280 px, for a name that does not fit at the usual size. */
  size: 'base' | 'compact';
}

const digit = [0.671, 0.696] as const;
const widest = [1.077, 1.104] as const;

/**
 * Glyph widths in em: the bold main line's letters, and the small line's capitals (it is set in
 * uppercase) without its letter-spacing. Measured in Debian's Chromium, where the logo's system-ui
 * font is wider than a phone's (San Francisco, Roboto), taking for each glyph the wider of the two
 * fonts it picks for English and for Spanish pages, rounded up.
 */
const mainLetters = Object.fromEntries([
  ...zip(
    'abcdefghijklmnopqrstuvwxyz',
    '.65 .691 .568 .691 .653 .41 .691 .687 .318 .318 .64 .318 1.016 .687 .662 .691 .691 .468 .57 .453 .687 .627 .898 .62 .627 .557',
  ),
  ...zip(
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '.749 .737 .709 .805 .658 .658 .795 .812 .347 .347 .75 .612 .97 .812 .825 .708 .825 .745 .652 .679 .787 .749 1.077 .746 .699 .7',
  ),
]);
const subCapitals = Object.fromEntries(
  zip(
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '.774 .763 .734 .831 .684 .684 .821 .837 .373 .373 .775 .638 .996 .837 .851 .733 .851 .771 .678 .704 .813 .774 1.104 .772 .725 .726',
  ),
);
/** Digits and punctuation: [main line, small line]. Anything else counts as the widest letter. */
const others: Record<string, readonly [number, number]> = {
  ' ': [0.323, 0.349],
  '&': [0.847, 0.873],
  "'": [0.281, 0.307],
  '’': [0.355, 0.38],
  '.': [0.355, 0.38],
  ',': [0.355, 0.38],
  '-': [0.39, 0.416],
  '+': [0.812, 0.838],
};
function zip(letters: string, widths: string): [string, number][] {
  const values = widths.split(' ').map(Number);
  return [...letters].map((letter, index) => [letter, values[index] ?? widest[0]]);
}

/** The small line's letter-spacing below 1280 px, in em (logo.tsx sets the same). */
const SUB_TRACKING = 0.02;

/** Width of `text` in em on the main line or on the small line (uppercase, with its tracking). */
export function emWidth(text: string, line: 'main' | 'sub'): number {
  let total = 0;
  // "é" measures as "e": accents sit above the letter.
  for (const char of text.normalize('NFD').replace(/\p{M}/gu, '')) {
    const index = line === 'main' ? 0 : 1;
    const other = others[char] ?? (/\d/.test(char) ? digit : undefined);
    const letter = line === 'main' ? mainLetters[char] : subCapitals[char.toUpperCase()];
    total += (letter ?? other?.[index] ?? widest[index]) + (line === 'sub' ? SUB_TRACKING : 0);
  }
  return total;
}

/**
 * Room for the name in the header, in px: the least the logo gets beside the other header items at
 * 390 px and from 1024 px (where the links join the bar), less 2 px; measured beside "Español" (110
 * and 118 px; more beside "English"). Widths below 390 px may still cut a long name. Up to 1279 px
 * the logo keeps the phone's type; from 1280 px (xl) it has 232 px and more, enough for the usual
 * size and the small line's wide tracking. e2e/business-name.spec.ts checks this in the browser.
 */
export const LOGO_ROOM = 108;

/** Font sizes in px of [main line, small line] in each size (logo.tsx sets the same). */
const fontPx = { base: [16.8, 12], compact: [15.2, 10.4] } as const;

/** Lines the words take when wrapped into `room` em, or Infinity when one word alone is wider. */
function linesNeeded(words: readonly string[], room: number): number {
  let lines = 0;
  let current = 0;
  for (const word of words) {
    const width = emWidth(word, 'sub');
    if (width > room) return Infinity;
    const joined = current === 0 ? width : current + emWidth(' ', 'sub') + width;
    if (current > 0 && joined <= room) current = joined;
    else {
      lines += 1;
      current = width;
    }
  }
  return lines;
}

/** Words that never end the main line: "Bob's Epoxy &" would read as a broken name. */
const joiners = new Set(['&', '+', 'and', 'of', 'the', 'y', 'de', 'del', 'la', 'los', 'las']);

interface Split {
  main: string[];
  sub: string[];
}

/** Small lines each size may take: the compact type leaves room in the 64 px bar for a third. */
const maxSubLines = { base: 2, compact: 3 } as const;

/**
 * The split of `name` and the size it is shown in: the usual size if any split fits, else the
 * compact one; among fitting splits the one with the fewest small lines, then the longest main line.
 * A name too long for both (over about 50 characters) gets, in the compact size, the split whose
 * main line fits with the fewest small lines, and the logo ends the third in "…".
 */
export function wordmark(name: string): Wordmark {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const splits: Split[] = [];
  for (let count = 1; count <= words.length; count += 1) {
    const main = words.slice(0, count);
    if (count < words.length && joiners.has((main.at(-1) ?? '').toLowerCase())) continue;
    // A name of three or more words always keeps a small line.
    if (count === words.length && count > 2) continue;
    splits.push({ main, sub: words.slice(count) });
  }
  const ranked = (size: Wordmark['size']) => {
    const [mainPx, subPx] = fontPx[size];
    return splits
      .filter((split) => emWidth(split.main.join(' '), 'main') * mainPx <= LOGO_ROOM)
      .map((split) => ({ split, lines: linesNeeded(split.sub, LOGO_ROOM / subPx) }))
      .sort((a, b) => a.lines - b.lines || b.split.main.length - a.split.main.length);
  };
  const fitting = (size: Wordmark['size']) =>
    ranked(size).find(({ lines }) => lines <= maxSubLines[size])?.split;
  const base = fitting('base');
  const { main, sub } = base ??
    fitting('compact') ??
    ranked('compact')[0]?.split ?? { main: words.slice(0, 1), sub: words.slice(1) };
  const size = base ? 'base' : 'compact';
  if (main.length <= 1) return { lead: main.join(' '), accent: '', sub: sub.join(' '), size };
  return { lead: main.slice(0, -1).join(' '), accent: main.at(-1) ?? '', sub: sub.join(' '), size };
}
