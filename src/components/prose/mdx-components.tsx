import type { ComponentProps } from 'react';

import { CardGrid } from '#src/components/sections/card-grid.tsx';
import { ComparisonTable } from '#src/components/sections/comparison-table.tsx';
import { FaqList } from '#src/components/sections/faq-list.tsx';
import type { UiStrings } from '#src/data/ui.ts';
import { cn } from '#src/lib/cn.ts';
import { localizeHref, type Locale } from '#src/lib/routes.ts';
import type { CardItem, Row } from '#src/schemas/blocks.ts';
import type { FaqEntry } from '#src/schemas/faq.ts';

import { CompanyName, LocalPhone, OneLine, Phone, TwoLines } from './facts.tsx';

interface DataTableProps {
  caption: string;
  columns: readonly string[];
  rows: readonly Row[];
  /**
   * Value cells kept on one line, so a price such as "$12-15" never breaks at its hyphen: the first
   * value column, or all of them (a wide table then scrolls inside its region).
   */
  nowrap?: 'first' | 'all';
  /** The tick and cross texts of the article's language (set by articleComponents). */
  labels: Pick<UiStrings, 'yes' | 'no' | 'tableScroll'>;
}

/** A table in an article: the site's comparison table (real headers, scrolls in its own named box). */
function DataTable({ caption, columns, rows, nowrap, labels }: DataTableProps) {
  // The wrapper keeps the table out of the prose's direct-child styles and spaces it like a paragraph.
  return (
    <div
      className={cn(
        'my-8',
        nowrap === 'first' && '[&_td:first-of-type]:whitespace-nowrap',
        nowrap === 'all' && '[&_td]:whitespace-nowrap',
      )}
    >
      <ComparisonTable caption={caption} columns={columns} rows={rows} labels={labels} />
    </div>
  );
}

/** Cards in an article (cost breakdowns, steps, style families): the site's card grid, without images. */
function Cards({ items, columns = 2 }: { items: readonly Omit<CardItem, 'image'>[]; columns?: 2 | 3 }) {
  return (
    <div className="my-8">
      <CardGrid items={items} columns={columns} />
    </div>
  );
}

/**
 * The components an article's MDX may use, by the names it writes: facts (<CompanyName />,
 * <Phone />, <LocalPhone />, <TwoLines> and <OneLine>), <DataTable>, <Cards> and <Faqs /> (the article's questions from the
 * FAQ collection, as a single-open accordion; the same entries feed its FAQPage node), worded in
 * the article's language. Markdown links in the body are written as English routes, as everywhere
 * in the content; on a Spanish article `a` points each one at its Spanish twin.
 */
export function articleComponents(
  faqs: readonly FaqEntry[],
  labels: Pick<UiStrings, 'yes' | 'no' | 'tableScroll'>,
  locale: Locale = 'en',
) {
  function LocalizedTable(props: Omit<DataTableProps, 'labels'>) {
    return <DataTable {...props} labels={labels} />;
  }
  function Faqs() {
    return (
      <div className="my-8">
        <FaqList name="article-faq" items={faqs} />
      </div>
    );
  }
  function LocalizedAnchor({ href, children, ...props }: ComponentProps<'a'>) {
    return (
      <a {...props} {...(href === undefined ? {} : { href: localizeHref(href, locale) })}>
        {children}
      </a>
    );
  }
  return {
    CompanyName,
    Phone,
    LocalPhone,
    TwoLines,
    OneLine,
    DataTable: LocalizedTable,
    Cards,
    Faqs,
    a: LocalizedAnchor,
  };
}

/** True when an article's MDX body places the FAQ section. */
export function placesFaqs(body: string): boolean {
  return /<Faqs\s*\/>/.test(body);
}
