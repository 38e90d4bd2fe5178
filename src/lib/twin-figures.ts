/**
 * The figures of a page: every number its visible text carries ("$8-12" gives 8 and 12, "1,000 sq ft"
 * gives 1000, "2.5 mm" gives 2.5). A Spanish twin must carry exactly the figures of its English page,
 * so a price or a duration changed in one language and not the other stops the build.
 */

/** Keys whose values are not visible text: image names, icon names, ids, links and route lists. */
const notText = new Set([
  'image',
  'icon',
  'id',
  'href',
  'pages',
  'kind',
  'tone',
  'category',
  'columns',
  'order',
]);

/** Every string value of a content tree that a visitor reads. */
function visibleStrings(value: unknown, key = ''): string[] {
  if (notText.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item) => visibleStrings(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([childKey, child]) => visibleStrings(child, childKey));
  }
  return [];
}

/** The numbers written in a text, thousands separators dropped: "$1,200-2.5" -> ["1200", "2.5"]. */
export function figuresIn(text: string): string[] {
  return [...text.replace(/\{[a-zA-Z]+\}/g, '').matchAll(/\d+(?:[.,]\d+)*/g)].map(([figure]) =>
    figure.replace(/,(?=\d{3}\b)/g, '').replace(/,/g, '.'),
  );
}

/** The set of figures of a content tree, sorted. */
function figuresOf(content: unknown): string[] {
  return [...new Set(visibleStrings(content).flatMap(figuresIn))].sort(
    (a, b) => Number(a) - Number(b) || a.localeCompare(b),
  );
}

/** What differs between the figures of an English page and its Spanish twin: one line per figure. */
export function figureDifferences(english: unknown, spanish: unknown): string[] {
  const en = figuresOf(english);
  const es = figuresOf(spanish);
  return [
    ...en
      .filter((figure) => !es.includes(figure))
      .map((figure) => `${figure} is on the English page but not the Spanish one`),
    ...es
      .filter((figure) => !en.includes(figure))
      .map((figure) => `${figure} is on the Spanish page but not the English one`),
  ];
}
