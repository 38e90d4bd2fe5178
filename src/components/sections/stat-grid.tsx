import { cn } from '@/lib/cn';

export interface StatGridProps {
  stats: readonly { value: string; label: string; detail: string }[];
  className?: string;
}

/** Static figure cards: the value large, a label, one line of proof. */
export function StatGrid({ stats, className }: StatGridProps) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-card border border-line bg-surface p-5 shadow-card md:p-6"
        >
          <dt className="order-2 mt-1 font-semibold">{stat.label}</dt>
          <dd className="order-1 text-[1.75rem] font-extrabold tracking-tight whitespace-nowrap text-accent-strong sm:text-3xl md:text-4xl">
            {stat.value}
          </dd>
          <dd className="order-3 mt-2 text-sm text-muted">{stat.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
