import { cva } from 'class-variance-authority';

import { Icon } from '#src/components/ui/icon.tsx';
import { cn } from '#src/lib/cn.ts';

const listColumns = cva('grid gap-x-8 gap-y-2', {
  variants: { columns: { 1: '', 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3' } },
});

export interface BulletListProps {
  items: readonly string[];
  /** A tick for what is included, a cross for what to avoid, or a plain bullet. */
  listStyle?: 'check' | 'cross' | 'bullet';
  columns?: 1 | 2 | 3;
  className?: string;
}

/** A list of short points. The marks are decorative: the words carry the meaning. */
export function BulletList({ items, listStyle = 'check', columns = 1, className }: BulletListProps) {
  return (
    <ul className={cn(listColumns({ columns }), className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2.5">
          {listStyle === 'bullet' ? (
            <span
              className="mt-[0.6em] size-1.5 shrink-0 rounded-full bg-current opacity-60"
              aria-hidden="true"
            />
          ) : (
            <Icon
              name={listStyle === 'check' ? 'circleCheck' : 'circleX'}
              className={cn('mt-0.5 size-5', listStyle === 'check' ? 'text-success' : 'text-accent-strong')}
            />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
