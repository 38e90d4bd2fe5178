import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';

import { cn } from '#src/lib/cn.ts';

/** Card surfaces, for elements that cannot be a <Card> (a link, a figure). */
export const cardVariants = cva('rounded-card', {
  variants: {
    tone: {
      light: 'border border-line bg-surface shadow-card',
      tint: 'border border-line bg-surface-2',
      ink: 'border border-line-ink bg-ink-2 text-on-ink',
    },
    padding: { none: '', md: 'p-6', lg: 'p-8' },
  },
  defaultVariants: { tone: 'light', padding: 'md' },
});

export interface CardProps extends VariantProps<typeof cardVariants> {
  as?: 'div' | 'li' | 'article';
  className?: string;
  children: ReactNode;
}

/** A bordered, rounded surface for grouped content. */
export function Card({ as: Tag = 'div', tone, padding, className, children }: CardProps) {
  return (
    <Tag data-slot="card" className={cn(cardVariants({ tone, padding }), className)}>
      {children}
    </Tag>
  );
}
