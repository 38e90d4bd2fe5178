import { Search, X } from 'lucide-react';
// clsx, not lib/cn: tailwind-merge would add ~7 KB gzip to this island for classes that never conflict.
import { clsx } from 'clsx';
import { useId, useRef, useState } from 'react';

import { FaqList } from '#src/components/sections/faq-list.tsx';
import { categorySlug, countFaqs, filterFaqs, type FaqGroup } from '#src/lib/faq-search.ts';
import { format, plural } from '#src/lib/format.ts';
import type { PhoneLink } from '#src/lib/phone.ts';
import type { FaqSearchCopy } from '#src/data/ui.ts';

import { ErrorBoundary } from './error-boundary.tsx';
import { useEarlyInput } from './use-early-input.ts';

export interface FaqSearchProps {
  groups: readonly FaqGroup[];
  copy: FaqSearchCopy;
  phone: PhoneLink;
  /** What the error boundary says if the widget breaks (src/data/ui.ts). */
  errorCopy: { heading: string; text: string };
}

/**
 * The /faq question list with live search. The server HTML holds every category and every answer
 * (readable without JavaScript); the search box comes alive on hydration and filters on each key.
 */
function FaqSearchView({ groups, copy }: Omit<FaqSearchProps, 'phone' | 'errorCopy'>) {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const searchRef = useRef<HTMLElement>(null);
  const inputId = useId();

  // The box takes typing from the first moment; what was typed before the script ran filters as
  // soon as it has.
  useEarlyInput(searchRef, { query: { name: 'q' } }, ({ query }) => {
    if (query) setQuery(query);
  });

  const visible = filterFaqs(groups, query);
  const shown = countFaqs(visible);
  const term = query.trim();
  const empty = term !== '' && shown === 0;
  const status = term === '' ? '' : empty ? format(copy.empty, { query: term }) : plural(shown, copy.found);

  /** "4 questions" / "1 question" in the page's language. */
  const categoryCount = (count: number) => plural(count, copy.categoryCount);

  function clear() {
    setQuery('');
    inputRef.current?.focus();
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[17rem_1fr] lg:items-start">
      <div className="lg:sticky lg:top-24">
        <search ref={searchRef}>
          <label htmlFor={inputId} className="mb-2 block font-semibold">
            {copy.label}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
              aria-hidden="true"
            />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              name="q"
              value={query}
              placeholder={copy.placeholder}
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
              className="min-h-12 w-full rounded-full border border-field bg-surface py-2 pr-4 pl-12 text-base text-ink placeholder:text-muted focus-visible:border-accent-strong"
            />
          </div>
        </search>
        <nav aria-label={copy.categories} className="mt-6 hidden lg:block">
          <p className="mb-2 text-sm font-bold tracking-[0.14em] text-accent-strong uppercase">
            {copy.categories}
          </p>
          <ul className="space-y-1">
            {visible.map((group) => (
              <li key={group.category}>
                <a
                  href={`#${categorySlug(group.category)}`}
                  className="flex items-center justify-between gap-3 rounded-lg px-3 py-2 text-ink hover:bg-surface-2"
                >
                  <span>{group.category}</span>
                  <span className="rounded-full bg-surface-2 px-2 text-sm text-muted tabular-nums">
                    <span aria-hidden="true">{group.items.length}</span>
                    <span className="sr-only">{categoryCount(group.items.length)}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="min-w-0">
        <div className={clsx(empty && 'rounded-card border border-line bg-surface-2 p-8 text-center')}>
          {/* Always in the DOM so screen readers hear every change; polite so typing is not interrupted. */}
          <p
            role="status"
            aria-live="polite"
            aria-atomic="true"
            className={clsx('font-semibold', empty ? 'text-xl' : term ? 'mb-6' : 'sr-only')}
          >
            {status}
          </p>
          {empty ? (
            <>
              <p className="mt-2 text-muted">{copy.emptyHint}</p>
              <button
                type="button"
                onClick={clear}
                className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-full bg-ink px-5 font-semibold text-on-ink hover:bg-ink-3"
              >
                <X className="size-5" aria-hidden="true" />
                {copy.clear}
              </button>
            </>
          ) : null}
        </div>

        {/* Phones get the category index inline, above the questions. */}
        {visible.length > 1 ? (
          <nav aria-label={copy.categories} className="mb-8 lg:hidden">
            <ul className="relative -mx-5 flex gap-2 overflow-x-auto px-5 pb-2 md:mx-0 md:flex-wrap md:px-0">
              {visible.map((group) => (
                <li key={group.category}>
                  <a
                    href={`#${categorySlug(group.category)}`}
                    className="inline-flex min-h-10 items-center gap-2 rounded-full border whitespace-nowrap border-line bg-surface px-3 text-sm font-semibold text-ink hover:border-ink/40"
                  >
                    {group.category}
                    <span className="text-muted tabular-nums">
                      <span aria-hidden="true">{group.items.length}</span>
                      <span className="sr-only">{categoryCount(group.items.length)}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <div className="space-y-12">
          {visible.map((group) => {
            const slug = categorySlug(group.category);
            return (
              <section
                key={group.category}
                id={slug}
                aria-labelledby={`${slug}-title`}
                className="scroll-mt-24"
              >
                <h2
                  id={`${slug}-title`}
                  className="mb-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-2xl md:text-3xl"
                >
                  {group.category}
                  {/* On its own line when the name fills the width, never broken in two. */}
                  <span className="text-base font-semibold whitespace-nowrap text-muted tabular-nums">
                    ({categoryCount(group.items.length)})
                  </span>
                </h2>
                <FaqList name={`faq-${slug}`} items={group.items} />
              </section>
            );
          })}
        </div>
      </div>
    </div>
  );
}

/** The searchable FAQ, inside an error boundary. */
export function FaqSearch({ phone, errorCopy, ...props }: FaqSearchProps) {
  return (
    <ErrorBoundary phone={phone} copy={errorCopy}>
      <FaqSearchView {...props} />
    </ErrorBoundary>
  );
}
