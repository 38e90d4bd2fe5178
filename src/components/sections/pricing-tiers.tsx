import { Badge } from '#src/components/ui/badge.tsx';
import { Card } from '#src/components/ui/card.tsx';
import { cn } from '#src/lib/cn.ts';
import type { PricingTier } from '#src/schemas/blocks.ts';

import { BulletList } from './bullet-list.tsx';

export interface PricingTiersProps {
  tiers: readonly PricingTier[];
  note?: string | undefined;
}

/** Price tiers side by side; the highlighted one is drawn on ink with its badge. */
export function PricingTiers({ tiers, note }: PricingTiersProps) {
  return (
    <div>
      <ul
        className={cn(
          'grid gap-5',
          tiers.length >= 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2',
          tiers.length === 2 && 'lg:max-w-4xl',
        )}
      >
        {tiers.map((tier) => (
          <Card
            as="li"
            key={tier.name}
            tone={tier.highlight ? 'ink' : 'light'}
            padding="lg"
            className={cn('flex flex-col', tier.highlight && 'on-ink ring-2 ring-accent')}
          >
            <div className="flex items-start justify-between gap-3">
              <h3 className="text-xl">{tier.name}</h3>
              {tier.badge ? (
                <Badge tone={tier.highlight ? 'ink' : 'accent'} className="shrink-0 whitespace-nowrap">
                  {tier.badge}
                </Badge>
              ) : null}
            </div>
            <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
              <span
                className={cn(
                  'text-3xl font-extrabold tracking-tight sm:text-4xl',
                  tier.highlight ? 'text-accent' : 'text-accent-strong',
                )}
              >
                {tier.price}
              </span>
              {tier.unit ? (
                <span className={tier.highlight ? 'text-on-ink-muted' : 'text-muted'}>{tier.unit}</span>
              ) : null}
            </p>
            {tier.description ? (
              <p className={cn('mt-3', tier.highlight ? 'text-on-ink-muted' : 'text-muted')}>
                {tier.description}
              </p>
            ) : null}
            <BulletList items={tier.features} className="mt-6 text-sm" />
          </Card>
        ))}
      </ul>
      {note ? <p className="mt-6 max-w-3xl text-muted">{note}</p> : null}
    </div>
  );
}
