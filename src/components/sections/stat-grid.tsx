import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { Stat } from '@/schemas/blocks';

export interface StatGridProps {
  stats: readonly Stat[];
  tone?: 'light' | 'tint' | 'ink' | undefined;
  className?: string;
}

/** Static figure cards: the value large, a label, one line of proof. */
export function StatGrid({ stats, tone, className }: StatGridProps) {
  const ink = tone === 'ink';
  return (
    <dl className={cn('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <Card
          key={stat.label}
          tone={ink ? 'ink' : 'light'}
          padding="none"
          className="flex flex-col p-5 md:p-6"
        >
          <dt className="order-2 mt-1 font-semibold">{stat.label}</dt>
          <dd
            className={cn(
              'order-1 text-[1.75rem] font-extrabold tracking-tight whitespace-nowrap sm:text-3xl md:text-4xl',
              ink ? 'text-accent' : 'text-accent-strong',
            )}
          >
            {stat.value}
          </dd>
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
