/**
 * Button styles, shared by links that look like buttons and real buttons. A module of its own,
 * without the class-merging helper, so islands that only need the classes do not ship it.
 */
import { cva, type VariantProps } from 'class-variance-authority';

/** Button styles, shared by links that look like buttons and real buttons. */
export const buttonVariants = cva(
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

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
