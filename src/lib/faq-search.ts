/**
 * Grouping and live search for the /faq page. Pure functions: the island is a view over them and the
 * server render uses the same grouping, so the page reads the same before and after hydration.
 */
import { foldText } from './fold.ts';

/** One question and its plain-text answer. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** A category heading and its questions, in page order. */
export interface FaqGroup<C extends string = string> {
  category: C;
  items: FaqItem[];
}

/**
 * Sorts entries into their categories in the given order; categories without entries are left out,
 * and entries keep their order within a category.
 */
export function groupFaqs<C extends string>(
  entries: readonly (FaqItem & { category: C })[],
  order: readonly C[],
): FaqGroup<C>[] {
  return order
    .map((category) => ({
      category,
      items: entries
        .filter((entry) => entry.category === category)
        .map(({ question, answer }) => ({ question, answer })),
    }))
    .filter((group) => group.items.length > 0);
}

/** Text as it is matched: case and accents folded (lib/fold.ts). */
const fold = foldText;

/** The search text as it is matched: surrounding spaces ignored, case and accents folded. */
function normalizeQuery(query: string): string {
  return fold(query.trim());
}

/** Whether a question or its answer contains the query, ignoring case and accents. An empty query matches all. */
export function matchesFaq(item: FaqItem, query: string): boolean {
  const needle = normalizeQuery(query);
  if (!needle) return true;
  return fold(item.question).includes(needle) || fold(item.answer).includes(needle);
}

/** The groups with only their matching questions; a category with no match disappears. */
export function filterFaqs<C extends string>(groups: readonly FaqGroup<C>[], query: string): FaqGroup<C>[] {
  if (!normalizeQuery(query)) return groups.map((group) => ({ ...group, items: [...group.items] }));
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => matchesFaq(item, query)) }))
    .filter((group) => group.items.length > 0);
}

/** How many questions the groups hold. */
export function countFaqs(groups: readonly FaqGroup[]): number {
  return groups.reduce((sum, group) => sum + group.items.length, 0);
}

/** A stable, URL-safe id for a category: "Cost & Pricing" -> "cost-pricing", "Garantía" -> "garantia". */
export function categorySlug(category: string): string {
  return category
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
