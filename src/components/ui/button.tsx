import { cva, type VariantProps } from 'class-variance-authority';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

import { cn } from '#src/lib/cn.ts';

/** Button styles, shared by links that look like buttons and real buttons. */
const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors select-none disabled:pointer-events-none disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-accent text-accent-contrast shadow-sm hover:bg-accent-hover',
        secondary: 'border border-ink/20 bg-surface text-ink hover:border-ink/40 hover:bg-surface-2',
        inverse: 'border border-white/40 bg-white/5 text-on-ink hover:border-white/70 hover:bg-white/10',
        ink: 'bg-ink text-on-ink hover:bg-ink-3',
      },
      size: {
        sm: 'min-h-10 px-4 text-sm',
        md: 'min-h-12 px-5 text-base',
        lg: 'min-h-14 px-7 text-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonVariantProps = VariantProps<typeof buttonVariants>;

export interface ButtonLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'>, ButtonVariantProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Marks the link for analytics: "quote" for quote requests, "call" is detected from tel: links. */
  track?: 'quote';
}

/** A link styled as a button. */
export function ButtonLink({ href, variant, size, className, children, track, ...rest }: ButtonLinkProps) {
  return (
    <a
      href={href}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(track ? { 'data-track': track } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
