import { cn } from '@/lib/cn';

export interface LogoProps {
  name: string;
  className?: string;
}

/** The wordmark: a glossy tile mark and the company name, linking home. */
export function Logo({ name, className }: LogoProps) {
  const [first, ...rest] = name.split(' ');
  return (
    <a href="/" className={cn('flex items-center gap-2.5 font-bold text-on-ink', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#ff7f5c" />
        <path d="M6 22c5-1 7-8 13-9s7 3 7 3v10H6z" fill="#0b1622" opacity=".9" />
        <path
          d="M6 12c4-3 9-5 14-4"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
          opacity=".85"
        />
      </svg>
      <span className="leading-tight">
        <span className="block text-[1.05rem] tracking-tight">
          {first} <span className="text-accent">{rest.slice(0, 1).join(' ')}</span>
        </span>
        <span className="block text-xs font-semibold tracking-[0.18em] text-on-ink-muted uppercase">
          {rest.slice(1).join(' ')}
        </span>
      </span>
    </a>
  );
}
