import { BookOpen, Clock, DollarSign, Lightbulb, Scale, Search, Wrench, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';

// No cn() here: tailwind-merge would join this island's chunk (about 7 KB gzip) for two static class lists.
import { filterArticles, type CategoryFilter } from '#src/lib/article-filter.ts';
import { plural } from '#src/lib/format.ts';
import type { ArticleCategory } from '#src/schemas/article.ts';

import { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary.tsx';
import { useEarlyInput } from './use-early-input.ts';

/** Each category's icon on its filter button (imported one by one, so the island carries only these). */
const categoryIcons: Record<CategoryFilter, LucideIcon> = {
  all: BookOpen,
  comparisons: Scale,
  cost: DollarSign,
  maintenance: Wrench,
  guides: Lightbulb,
};

/** One card of the hub grid: plain data, so it serialises into the island's props. */
interface ArticleCardData {
  href: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  /** The category as the card shows it, e.g. "Buyer's Guides". */
  categoryLabel: string;
  /** "8 min read". */
  readTimeLabel: string;
  /** The article's section headings: the search looks in them too. */
  headings: readonly string[];
}

/** The hub's interface strings (src/data/ui.ts). */
interface ArticleBrowserCopy {
  searchLabel: string;
  searchPlaceholder: string;
  filterLabel: string;
  /** Result count: "{count} article" / "{count} articles". */
  count: { one: string; other: string };
  empty: string;
  /** Heading above the grid (an h2). */
  listTitle: string;
}

export interface ArticleBrowserProps {
  articles: readonly ArticleCardData[];
  /** The filter buttons, "all" first. */
  categories: readonly { id: CategoryFilter; label: string }[];
  copy: ArticleBrowserCopy;
  phone: ErrorBoundaryProps['phone'];
  errorCopy: ErrorBoundaryProps['copy'];
  /** Static HTML shown between the search box and the filter buttons (the featured video banner). */
  children?: ReactNode;
}

/**
 * Search box, category buttons and the article grid. The server HTML is the unfiltered state (all
 * cards, "all" pressed), so without JavaScript every article is listed and every card links through.
 * Filtering rules live in lib/article-filter.ts.
 */
function Browser({ articles, categories, copy, children }: Omit<ArticleBrowserProps, 'phone' | 'errorCopy'>) {
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const searchRef = useRef<HTMLDivElement>(null);
  // Text typed while the island was still loading is already in the box: filter by it at once.
  useEarlyInput(searchRef, { query: { name: 'q' } }, ({ query: typed }) => {
    if (typed) setQuery(typed);
  });
  const headingId = useId();
  const shown = filterArticles(articles, { category, query });

  return (
    <div>
      <div ref={searchRef} role="search" className="relative max-w-xl">
        <label htmlFor={searchId} className="sr-only">
          {copy.searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
        />
        <input
          id={searchId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={copy.searchPlaceholder}
          autoComplete="off"
          className="min-h-12 w-full rounded-full border border-field bg-surface py-2 pr-4 pl-12 text-base text-ink placeholder:text-muted focus-visible:border-accent-strong"
        />
      </div>

      {children ? <div className="mt-8">{children}</div> : null}

      <div role="group" aria-label={copy.filterLabel} className="mt-8 flex flex-wrap gap-2">
        {categories.map((item) => {
          const pressed = item.id === category;
          const CategoryIcon = categoryIcons[item.id];
          return (
            <button
              key={item.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => setCategory(item.id)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
                pressed
                  ? 'border-ink bg-ink text-on-ink'
                  : 'border-ink/20 bg-surface text-ink hover:border-ink/40 hover:bg-surface-2'
              }`}
            >
              <CategoryIcon aria-hidden="true" className="size-4 shrink-0" />
              {item.label}
            </button>
          );
        })}
      </div>

      <h2 id={headingId} className="mt-10 text-2xl md:text-3xl">
        {copy.listTitle}
      </h2>
      {/* One polite live region: the count while there are results, the spec's message when there are none. */}
      <p
        role="status"
        className={
          shown.length === 0
            ? 'mt-6 rounded-card border border-dashed border-line bg-surface-2 p-8 text-center text-lg text-ink'
            : 'mt-2 text-sm font-semibold text-muted'
        }
      >
        {shown.length === 0 ? copy.empty : plural(shown.length, copy.count)}
      </p>

      {shown.length === 0 ? null : (
        <ul aria-labelledby={headingId} className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((article) => (
            <li
              key={article.href}
              className="group relative flex flex-col rounded-card border border-line bg-surface p-6 shadow-card transition-shadow focus-within:shadow-lg hover:shadow-lg"
            >
              <p className="text-sm font-bold tracking-[0.08em] text-accent-strong uppercase">
                {article.categoryLabel}
              </p>
              <h3 className="mt-2 text-xl">
                <a
                  href={article.href}
                  className="after:absolute after:inset-0 after:rounded-card group-hover:underline group-hover:underline-offset-4"
                >
                  {article.title}
                </a>
              </h3>
              <p className="mt-3 flex-1 text-muted">{article.excerpt}</p>
              <p className="mt-5 flex items-center gap-2 text-sm font-semibold text-ink">
                <Clock aria-hidden="true" className="size-4 text-muted" />
                {article.readTimeLabel}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The resources hub's article browser, inside the island error boundary. */
export function ArticleBrowser({ phone, errorCopy, ...props }: ArticleBrowserProps) {
  return (
    <ErrorBoundary phone={phone} copy={errorCopy}>
      <Browser {...props} />
    </ErrorBoundary>
  );
}
