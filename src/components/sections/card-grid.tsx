import { cva } from 'class-variance-authority';

import { ArrowLink } from '#src/components/ui/arrow-link.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { Card } from '#src/components/ui/card.tsx';
import { Icon } from '#src/components/ui/icon.tsx';
import { Picture } from '#src/components/ui/picture.tsx';
import { cn } from '#src/lib/cn.ts';
import type { CardItem } from '#src/schemas/blocks.ts';
import type { PictureData } from '#src/schemas/image.ts';

import { BulletList } from './bullet-list.tsx';

const gridColumns = cva('grid gap-5', {
  variants: {
    columns: {
      2: 'md:grid-cols-2',
      3: 'sm:grid-cols-2 lg:grid-cols-3',
      4: 'sm:grid-cols-2 lg:grid-cols-4',
    },
  },
});

/** A card as drawn: its image, when it has one, already resolved to a picture. */
type CardWithPicture = Omit<CardItem, 'image'> & { picture?: PictureData | undefined };

export interface CardGridProps {
  items: readonly CardWithPicture[];
  columns?: 2 | 3 | 4;
  tone?: 'light' | 'tint' | 'ink' | undefined;
  /** Screen-reader note on links to other sites, which open in a new tab: "(opens in a new tab)". */
  newTabLabel?: string | undefined;
}

/**
 * Cards with an optional icon, badge, image, title (h3), text, label/value facts, a bulleted list,
 * colour swatches and a link: benefits, problems and solutions, industries, guarantees, projects.
 */
export function CardGrid({ items, columns = 3, tone, newTabLabel }: CardGridProps) {
  const ink = tone === 'ink';
  return (
    <ul className={gridColumns({ columns })}>
      {items.map((item) => (
        <Card
          as="li"
          key={item.title}
          tone={ink ? 'ink' : 'light'}
          padding={item.picture ? 'none' : 'md'}
          className="flex flex-col overflow-hidden"
        >
          {item.picture ? (
            <div className="aspect-[3/2] overflow-hidden bg-surface-2">
              <Picture image={item.picture} className="h-full" />
            </div>
          ) : null}
          <div className={cn('flex flex-1 flex-col', item.picture && 'p-6')}>
            {item.icon || item.badge ? (
              <div className="mb-4 flex items-start justify-between gap-3">
                {item.icon ? (
                  <span
                    className={cn(
                      'inline-flex size-11 items-center justify-center rounded-xl',
                      ink ? 'bg-accent/20 text-accent' : 'bg-accent/15 text-accent-strong',
                    )}
                  >
                    <Icon name={item.icon} className="size-6" />
                  </span>
                ) : null}
                {item.badge ? (
                  <Badge tone={ink ? 'ink' : 'accent'} className="ml-auto">
                    {item.badge}
                  </Badge>
                ) : null}
              </div>
            ) : null}
            {item.eyebrow ? (
              <p className={cn('mb-1 text-sm font-semibold', ink ? 'text-on-ink-muted' : 'text-muted')}>
                {item.eyebrow}
              </p>
            ) : null}
            <h3 className="text-xl">{item.title}</h3>
            {item.text ? (
              <p className={cn('mt-2', ink ? 'text-on-ink-muted' : 'text-muted')}>{item.text}</p>
            ) : null}
            {item.swatches && item.swatches.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                {item.swatches.map((swatch) => (
                  <li key={swatch.name} className="flex items-center gap-2">
                    {/* The colour is an SVG fill attribute, not a style="" attribute: the site's
                        Content-Security-Policy allows no inline styles (src/data/http-policy.ts). */}
                    <svg viewBox="0 0 20 20" className="size-5 shrink-0" aria-hidden="true">
                      <circle cx="10" cy="10" r="10" fill={swatch.color} />
                      <circle cx="10" cy="10" r="9.5" fill="none" strokeWidth="1" className="stroke-ink/20" />
                    </svg>
                    {swatch.name}
                  </li>
                ))}
              </ul>
            ) : null}
            {item.facts && item.facts.length > 0 ? (
              <dl className="mt-4 grid gap-2 text-sm">
                {item.facts.map((fact) => (
                  <div
                    key={fact.label}
                    className={cn('rounded-lg px-3 py-2', ink ? 'bg-white/5' : 'bg-surface-2')}
                  >
                    <dt className="font-semibold">{fact.label}</dt>
                    <dd className={ink ? 'text-on-ink-muted' : 'text-muted'}>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {item.list && item.list.length > 0 ? (
              <>
                {item.listLabel ? <p className="mt-4 text-sm font-semibold">{item.listLabel}</p> : null}
                <BulletList
                  items={item.list}
                  listStyle={item.listStyle ?? 'check'}
                  className={cn('text-sm', item.listLabel ? 'mt-2' : 'mt-4')}
                />
              </>
            ) : null}
            {item.link ? (
              <p className="mt-auto pt-5">
                <ArrowLink
                  href={item.link.href}
                  className={ink ? 'text-accent' : undefined}
                  newTabLabel={item.link.href.startsWith('https://') ? newTabLabel : undefined}
                >
                  {item.link.label}
                </ArrowLink>
              </p>
            ) : null}
          </div>
        </Card>
      ))}
    </ul>
  );
}
