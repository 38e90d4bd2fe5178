import { cn } from '#src/lib/cn.ts';

export interface EyebrowProps {
  /** Ink surfaces take the bright accent; light ones the darker accent that passes contrast. */
  tone?: 'ink' | 'light';
  className?: string;
  children: string;
}

/** The small uppercase label above a heading: "Since 2009", "Pricing". */
export function Eyebrow({ tone = 'light', className, children }: EyebrowProps) {
  return (
    <p
      data-slot="eyebrow"
      className={cn(
        'mb-3 text-sm font-bold tracking-[0.14em] uppercase',
        tone === 'ink' ? 'text-accent' : 'text-accent-strong',
        className,
      )}
    >
      {children}
    </p>
  );
}
