import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';

import { cn } from '#src/lib/cn.ts';

const badgeVariants = cva('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold', {
  variants: {
    tone: {
      accent: 'bg-accent/15 text-accent-strong',
      ink: 'border border-white/25 bg-white/10 text-on-ink',
      success: 'bg-success/10 text-success',
      neutral: 'bg-surface-2 text-muted',
    },
  },
  defaultVariants: { tone: 'accent' },
});

export interface BadgeProps extends VariantProps<typeof badgeVariants> {
  className?: string;
  children: ReactNode;
}

/** A short label: "Most popular", "Licensed & insured". */
export function Badge({ tone, className, children }: BadgeProps) {
  return <span className={cn(badgeVariants({ tone }), className)}>{children}</span>;
}
