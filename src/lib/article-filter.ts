/**
 * The resources hub's filter: a category (or "all") and a free-text search, applied together.
 * Pure so the island stays a thin view and the rules are tested here.
 */
import type { ArticleCategory } from '#src/schemas/article.ts';

import { foldText } from './fold.ts';

/** A hub filter button: every category, or "all". */
export type CategoryFilter = ArticleCategory | 'all';

/** What the filter needs to know about an article card. */
export interface FilterableArticle {
  title: string;
  excerpt: string;
  category: ArticleCategory;
  /** The category's name as the card shows it, e.g. "Maintenance". */
  categoryLabel: string;
  /** The article's section headings, e.g. "Monthly deep clean". */
  headings: readonly string[];
}

/** The visitor's choices: starts as { category: 'all', query: '' }. */
export interface ArticleFilter {
  category: CategoryFilter;
  query: string;
}

/**
 * True when the article is in the chosen category (or "all" is chosen) AND its title, excerpt,
 * category name or one of its section headings contains the search text, ignoring case, accents
 * ("proteccion" finds "protección") and surrounding spaces. An empty search matches everything.
 */
export function matchesArticle(article: FilterableArticle, filter: ArticleFilter): boolean {
  if (filter.category !== 'all' && article.category !== filter.category) return false;
  const needle = foldText(filter.query.trim());
  if (needle === '') return true;
  return [article.title, article.excerpt, article.categoryLabel, ...article.headings].some((text) =>
    foldText(text).includes(needle),
  );
}

/** The articles that pass the filter, in their original order. */
export function filterArticles<T extends FilterableArticle>(
  articles: readonly T[],
  filter: ArticleFilter,
): T[] {
  return articles.filter((article) => matchesArticle(article, filter));
}
