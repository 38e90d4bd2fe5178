import { Icon } from '@/components/ui/icon';

export interface ComparisonTableProps {
  caption: string;
  columns: { feature: string; professional: string; diy: string };
  rows: readonly { feature: string; professional: string; diy: string }[];
}

/** Two-way comparison; the table scrolls inside its own box on narrow screens, never the page. */
export function ComparisonTable({ caption, columns, rows }: ComparisonTableProps) {
  return (
    <div
      className="overflow-x-auto rounded-card border border-line bg-surface shadow-card"
      role="region"
      aria-label={caption}
      // A scrollable region must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left text-sm md:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-surface-2">
            <th scope="col" className="w-1/4 px-3 py-3 md:px-5 md:py-4 text-sm font-bold text-muted">
              {columns.feature}
            </th>
            <th scope="col" className="bg-ink px-3 py-3 md:px-5 md:py-4 text-on-ink">
              {columns.professional}
            </th>
            <th scope="col" className="px-3 py-3 md:px-5 md:py-4">
              {columns.diy}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature} className="border-t border-line">
              <th scope="row" className="px-3 py-3 md:px-5 md:py-4 font-semibold">
                {row.feature}
              </th>
              <td className="bg-accent/5 px-3 py-3 md:px-5 md:py-4">
                <span className="flex items-start gap-2">
                  <Icon name="circleCheck" className="mt-0.5 hidden size-5 text-success sm:block" />
                  {row.professional}
                </span>
              </td>
              <td className="px-3 py-3 md:px-5 md:py-4 text-muted">
                <span className="flex items-start gap-2">
                  <Icon name="circleX" className="mt-0.5 hidden size-5 text-accent-strong sm:block" />
                  {row.diy}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
