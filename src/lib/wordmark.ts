/**
 * How the company name sits in the logo: the first half of its words on the main line (the last of
 * them in the accent colour), the rest on a small uppercase line beneath. "Coral Coast Epoxy Floors"
 * reads "Coral [Coast]" over "EPOXY FLOORS"; a one-word name is just that word.
 */
export interface Wordmark {
  /** Words before the accented one on the main line. */
  lead: string;
  /** The accented last word of the main line ("" when the main line is a single word). */
  accent: string;
  /** The small line beneath ("" when the name is short). */
  sub: string;
}

/** Words that never end the main line: "Bob's Epoxy &" would read as a broken name. */
const joiners = new Set(['&', '+', 'and', 'of', 'the', 'y', 'de']);

export function wordmark(name: string): Wordmark {
  const words = name.trim().split(/\s+/).filter(Boolean);
  let mainCount = words.length <= 2 ? words.length : Math.ceil(words.length / 2);
  while (
    mainCount > 1 &&
    mainCount < words.length &&
    joiners.has((words[mainCount - 1] ?? '').toLowerCase())
  ) {
    mainCount -= 1;
  }
  const main = words.slice(0, mainCount);
  const sub = words.slice(mainCount).join(' ');
  if (main.length <= 1) return { lead: main.join(' '), accent: '', sub };
  return { lead: main.slice(0, -1).join(' '), accent: main.at(-1) ?? '', sub };
}
