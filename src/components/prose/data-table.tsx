import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { Cell, Row } from '@/schemas/blocks';

export interface DataTableProps {
  /** Names the table (its caption) and the scroll region around it. */
  caption: string;
  /** Column headers; the first heads the row labels. */
  columns: readonly string[];
  /** Each row: a header cell, then one cell per remaining column. */
  rows: readonly Row[];
  /** Text alternatives for true/false cells. */
  yes?: string;
  no?: string;
}

function CellContent({ cell, yes, no }: { cell: Cell; yes: string; no: string }) {
  if (typeof cell === 'string') return <>{cell}</>;
  return (
    <>
      <Icon
        name={cell ? 'circleCheck' : 'circleX'}
        className={cell ? 'size-5 text-success' : 'size-5 text-accent-strong'}
      />
      <span className="sr-only">{cell ? yes : no}</span>
    </>
  );
}

/**
 * A real table for article prose: caption, column headers and row headers. It wraps on phones;
 * when a wide table still does not fit, it scrolls inside its own focusable region, never the page.
 */
export function DataTable({ caption, columns, rows, yes = 'Yes', no = 'No' }: DataTableProps) {
  return (
    <div
      className="my-8 overflow-x-auto rounded-card border border-line bg-surface shadow-card"
      role="region"
      aria-label={caption}
      // A scrollable region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table
        className={cn(
          'w-full border-collapse text-left text-[0.9375rem] leading-snug',
          // Three columns share a phone's width; wider tables keep readable columns and scroll in the region.
          columns.length > 3 && 'min-w-[36rem]',
        )}
      >
        <caption className="border-b border-line bg-surface-2 px-3 py-3 md:px-4 text-left text-sm font-bold text-ink">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={cn('px-3 py-3 text-sm font-bold md:px-4', index === 0 ? 'text-muted' : 'text-ink')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-line align-top">
              <th scope="row" className="px-3 py-3 font-semibold text-ink md:px-4">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={`${row.label}-${columns[index + 1] ?? index}`}
                  className="px-3 py-3 text-muted md:px-4"
                >
                  <CellContent cell={cell} yes={yes} no={no} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
