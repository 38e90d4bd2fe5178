/**
 * A phone number as running text may write it: lib/reach.ts keeps a number in a sentence from
 * breaking with a no-break space and a word joiner after the hyphen, so "(305) 555-0187" is matched
 * with either space and with or without the joiner. Source text, so it can also go into page.evaluate.
 */
export function phoneTextPattern(display: string): string {
  return display
    .replace(/[()]/g, (paren) => `\\${paren}`)
    .replace(' ', '[ \\u00a0]')
    .replace('-', '-\\u2060?');
}
