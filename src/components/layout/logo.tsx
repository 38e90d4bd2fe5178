import { cn } from '#src/lib/cn.ts';
import { wordmark } from '#src/lib/wordmark.ts';

export interface LogoProps {
  name: string;
  className?: string;
}

/** The wordmark: a glossy tile mark and the company name, linking home. */
export function Logo({ name, className }: LogoProps) {
  const mark = wordmark(name);
  return (
    <a href="/" className={cn('flex min-w-0 items-center gap-2.5 font-bold text-on-ink', className)}>
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
      <span className="min-w-0 leading-tight">
        <span className="block truncate text-[1.05rem] tracking-tight">
          {mark.lead}
          {mark.accent ? <span className="text-accent"> {mark.accent}</span> : null}
        </span>
        {mark.sub ? (
          <span className="block text-xs font-semibold truncate tracking-[0.1em] text-on-ink-muted uppercase sm:tracking-[0.18em]">
            {mark.sub}
          </span>
        ) : null}
      </span>
    </a>
  );
}
