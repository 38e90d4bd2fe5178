/** A page's own figures (`figures:` in its file) as the tokens its text names. */
import { ui } from '#src/data/ui.ts';
import type { Locale } from '#src/schemas/content-manifest.ts';

import { format } from './format.ts';

/**
 * A page's own figures as tokens: `figures: { rate: $8-15 }` gives {figure.rate} as written (for
 * cards, stats and labels) and {figure.rateText}, the same range worded for a sentence in the
 * page's language ("de $8 a $15" in Spanish), so each figure is written once per file.
 */
export function figureTokens(
  page: { figures?: Readonly<Record<string, string>> | undefined },
  locale: Locale,
): Record<string, string> {
  const words = ui[locale].priceFigures;
  return Object.fromEntries(
    Object.entries(page.figures ?? {}).flatMap(([name, value]) => [
      [`figure.${name}`, value],
      [`figure.${name}Text`, proseFigure(value, words)],
    ]),
  );
}

/** "$8–15" worded as a sentence's range with the language's words; any other figure as it is. */
function proseFigure(value: string, words: (typeof ui)[Locale]['priceFigures']): string {
  const range = /^(\$?)([\d.,]+)\s*[-–]\s*\$?([\d.,]+)$/.exec(value.trim());
  if (!range) return value;
  const [, sign = '', min = '', max = ''] = range;
  return format(words.prose.range, {
    min: `${sign}${min}`,
    max: `${words.prose.currencyOnBoth ? sign : ''}${max}`,
  });
}
