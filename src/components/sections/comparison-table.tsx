import { Icon } from '#src/components/ui/icon.tsx';
import { cn } from '#src/lib/cn.ts';
import type { Cell, Row } from '#src/schemas/blocks.ts';

export interface ComparisonTableProps {
  caption: string;
  /** Column headers; the first heads the row labels. */
  columns: readonly string[];
  rows: readonly Row[];
  /** Index into `columns` of the recommended column. */
  highlight?: number | undefined;
  /** Text alternatives for a tick and a cross, and the hint above a table that scrolls sideways. */
  labels: { yes: string; no: string; tableScroll: string };
}

function CellContent({ cell, labels }: { cell: Cell; labels: { yes: string; no: string } }) {
  if (cell === true) {
    return <Icon name="circleCheck" className="size-6 text-success" label={labels.yes} />;
  }
  if (cell === false) {
    return <Icon name="circleX" className="size-6 text-accent-strong" label={labels.no} />;
  }
  return <>{cell}</>;
}

/**
 * A comparison with any number of columns. It is a real table (row and column headers), and on a
 * narrow screen it scrolls inside its own focusable, named box, never the page; the first column stays put.
 * A table wider than its box says so without covering a cell: a hint with an arrow above it and a
 * faint shadow on its right edge, both fading out once the last column is in view (global.css
 * `.table-scroll-cue`).
 */
export function ComparisonTable({ caption, columns, rows, highlight, labels }: ComparisonTableProps) {
  const [rowHeader, ...valueColumns] = columns;
  const isHighlight = (valueIndex: number) => highlight === valueIndex + 1;
  // Three or more value columns keep a 40rem minimum width: below it, the table scrolls.
  const wide = valueColumns.length > 2;
  const table = (
    <div
      className="table-scroll overflow-x-auto rounded-card border border-line bg-surface text-ink shadow-card"
      // A named group, not a region landmark: the section around a table is often named by the
      // same words, and two landmarks with one name read as one twice (axe: landmark-unique).
      role="group"
      aria-label={caption}
      // A scrollable region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className={cn('w-full border-collapse text-left text-sm md:text-base', wide && 'min-w-[40rem]')}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-surface-2">
            <th
              scope="col"
              className="sticky left-0 w-1/4 bg-surface-2 px-3 py-3 text-sm font-bold text-muted md:px-5 md:py-4"
            >
              {rowHeader}
            </th>
            {valueColumns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={cn('px-3 py-3 md:px-5 md:py-4', isHighlight(index) && 'bg-ink text-on-ink')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-line">
              <th scope="row" className="sticky left-0 bg-surface px-3 py-3 font-semibold md:px-5 md:py-4">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  // Cells of one row may repeat a value; the column position is the identity.
                  key={index}
                  className={cn(
                    'px-3 py-3 md:px-5 md:py-4',
                    isHighlight(index) ? 'bg-accent/5 font-medium' : 'text-muted',
                  )}
                >
                  <CellContent cell={cell} labels={labels} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (!wide) return table;
  return (
    <div className="table-scroll-frame @container">
      <p
        className="table-scroll-cue mb-2 flex items-center justify-end gap-1.5 text-sm font-semibold @min-[40rem]:hidden"
        aria-hidden="true"
        data-slot="table-scroll-hint"
      >
        {labels.tableScroll}
        <Icon name="arrowRight" className="size-4" />
      </p>
      <div className="relative">
        {table}
        <div
          className="table-scroll-cue pointer-events-none absolute inset-y-px right-px w-6 rounded-r-card bg-linear-to-l from-ink/15 to-transparent @min-[40rem]:hidden"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
