import { priceTableRows, type PriceFigureWords, type PriceTableRowWords } from '#src/lib/prices.ts';
import type { BlockOf } from '#src/schemas/blocks.ts';
import type { Prices } from '#src/schemas/prices.ts';

import { ComparisonTable } from './comparison-table.tsx';

export interface PriceTableProps {
  /** The table's caption (the section title). */
  caption: string;
  columns: BlockOf<'price-table'>['columns'];
  rows: readonly PriceTableRowWords[];
  highlight?: 'standard' | 'premium' | undefined;
  /** A line under the table, its tokens ({rushPremium}...) already filled when the page loaded. */
  note?: string | undefined;
  prices: Prices;
  /** The Intl locale the figures are formatted for, e.g. "en-US". */
  locale: string;
  /** Figure wording and the tick/cross texts of the table (src/data/ui.ts). */
  labels: { yes: string; no: string; tableScroll: string; priceFigures: PriceFigureWords };
}

/**
 * The installed price table: the page's words around the figures of src/content/prices.yaml, in
 * the comparison table's markup (row and column headers, its own scroll box on a narrow screen).
 */
export function PriceTable({
  caption,
  columns,
  rows,
  highlight,
  note,
  prices,
  locale,
  labels,
}: PriceTableProps) {
  return (
    <>
      <ComparisonTable
        caption={caption}
        columns={[
          columns.application,
          columns.standard,
          columns.premium,
          columns.installDays,
          columns.bestFor,
        ]}
        rows={priceTableRows(rows, prices, locale, labels.priceFigures)}
        highlight={highlight === 'premium' ? 2 : highlight === 'standard' ? 1 : undefined}
        labels={labels}
      />
      {note ? <p className="mt-6 max-w-3xl font-semibold">{note}</p> : null}
    </>
  );
}
