import type { ComponentProps } from 'react';

import { CardGrid } from '#src/components/sections/card-grid.tsx';
import { ComparisonTable } from '#src/components/sections/comparison-table.tsx';
import { FaqList } from '#src/components/sections/faq-list.tsx';
import type { UiStrings } from '#src/data/ui.ts';
import { cn } from '#src/lib/cn.ts';
import { fillFacts, type Tokens } from '#src/lib/facts.ts';
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
 * <Phone />, <LocalPhone />, <TwoLines> and <OneLine>), <Price of="…" /> (a price of prices.yaml), <DataTable>, <Cards> and <Faqs /> (the article's questions from the
 * FAQ collection, as a single-open accordion; the same entries feed its FAQPage node), worded in
 * the article's language. Markdown links in the body are written as English routes, as everywhere
 * in the content; on a Spanish article `a` points each one at its Spanish twin.
 */
export function articleComponents(
  faqs: readonly FaqEntry[],
  labels: Pick<UiStrings, 'yes' | 'no' | 'tableScroll'>,
  locale: Locale = 'en',
  tokens: Tokens = {},
) {
  // Tables and cards carry the page prices as tokens in their strings ('{price.diyKits}').
  function LocalizedTable(props: Omit<DataTableProps, 'labels'>) {
    return <DataTable {...fillFacts(props, tokens)} labels={labels} />;
  }
  function PricedCards(props: ComponentProps<typeof Cards>) {
    return <Cards {...fillFacts(props, tokens)} />;
  }
  /**
   * A price of src/content/prices.yaml in the prose: <Price of="diySaving" /> as a card writes it
   * ("$1,750-2,750"), <Price of="diySaving" prose /> as a sentence says it (Spanish "de $1.750 a $2.750").
   */
  function Price({ of, prose = false }: { of: string; prose?: boolean }) {
    const value = tokens[`price.${of}${prose ? 'Text' : ''}`];
    if (typeof value !== 'string')
      throw new Error(`<Price of="${of}" />: src/content/prices.yaml has no figure named ${of}`);
    return <span className="whitespace-nowrap">{value}</span>;
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
    Cards: PricedCards,
    Price,
    Faqs,
    a: LocalizedAnchor,
  };
}

/** True when an article's MDX body places the FAQ section. */
export function placesFaqs(body: string): boolean {
  return /<Faqs\s*\/>/.test(body);
}
