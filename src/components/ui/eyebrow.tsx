import { cn } from '#src/lib/cn.ts';

export interface EyebrowProps {
  /**
   * Ink surfaces take the bright accent; light ones the darker accent that passes contrast; over a
   * photo the words are white (an accent the photo could wash out) behind a short accent rule.
   */
  tone?: 'ink' | 'light' | 'photo';
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
        tone === 'ink' && 'text-accent',
        tone === 'light' && 'text-accent-strong',
        tone === 'photo' &&
          'flex items-center gap-3 text-on-ink before:h-0.5 before:w-8 before:shrink-0 before:bg-accent',
        className,
      )}
    >
      {children}
    </p>
  );
}
