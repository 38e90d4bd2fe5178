import { cva } from 'class-variance-authority';

import { Card } from '#src/components/ui/card.tsx';
import { cn } from '#src/lib/cn.ts';
import type { Stat } from '#src/schemas/blocks.ts';

export interface StatGridProps {
  stats: readonly Stat[];
  tone?: 'light' | 'tint' | 'ink' | undefined;
  className?: string;
}

/**
 * Figures longer than this many characters ("$2,400-4,000", "30 minutes") do not fit two to a row
 * on a phone or four to a row on a laptop at full size without overflowing their card.
 */
const longValue = 8;

const grid = cva('grid gap-4', {
  variants: {
    fit: {
      short: 'grid-cols-2 lg:grid-cols-4',
      long: 'grid-cols-1 sm:grid-cols-2 xl:grid-cols-4',
    },
  },
});

const value = cva('order-1 font-extrabold tracking-tight whitespace-nowrap', {
  variants: {
    fit: {
      short: 'text-[1.75rem] sm:text-3xl md:text-4xl',
      long: 'text-[1.75rem] sm:text-3xl md:text-4xl xl:text-3xl',
    },
  },
});

/** Static figure cards: the value large, a label, one line of proof. */
export function StatGrid({ stats, tone, className }: StatGridProps) {
  const ink = tone === 'ink';
  const fit = stats.some((stat) => stat.value.length > longValue) ? 'long' : 'short';
  return (
    <dl
      className={cn(
        grid({ fit }),
        // Three figures fill one row on wide screens instead of leaving a fourth cell empty.
        stats.length === 3 && 'lg:grid-cols-3 xl:grid-cols-3',
        className,
      )}
    >
      {stats.map((stat) => (
        <Card
          key={stat.label}
          tone={ink ? 'ink' : 'light'}
          padding="none"
          className="flex flex-col p-5 md:p-6"
        >
          <dt className="order-2 mt-1 font-semibold">{stat.label}</dt>
          <dd className={cn(value({ fit }), ink ? 'text-accent' : 'text-accent-strong')}>{stat.value}</dd>
          {stat.detail ? (
            <dd className={cn('order-3 mt-2 text-sm', ink ? 'text-on-ink-muted' : 'text-muted')}>
              {stat.detail}
            </dd>
          ) : null}
        </Card>
      ))}
    </dl>
  );
}
