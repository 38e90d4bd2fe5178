import { cn } from '#src/lib/cn.ts';
import { wordmark } from '#src/lib/wordmark.ts';

export interface LogoProps {
  name: string;
  /** The home page in the page's language: "/" or "/es". */
  href: string;
  className?: string;
}

/** The wordmark: a glossy tile mark and the company name, linking to the home page of the page's language. */
export function Logo({ name, href, className }: LogoProps) {
  const mark = wordmark(name);
  return (
    // The link is named by the name as written in the data: its words are split over two lines, the
    // second in capitals, and Chromium drops the space between "Coral" and the accented "Coast"
    // when naming it from the text (WCAG 2.5.3 wants the visible words in the name, in order).
    <a
      href={href}
      aria-label={name}
      className={cn('flex min-w-0 items-center gap-2 font-bold text-on-ink min-[22.5rem]:gap-2.5', className)}
    >
      <svg
        viewBox="0 0 32 32"
        className="size-7 shrink-0 min-[22.5rem]:size-8"
        aria-hidden="true"
        focusable="false"
      >
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
        {/* Below xl the logo has as little room at 1024 px as on a phone: the compact size and the
            tight tracking keep a long name whole there (lib/wordmark.ts measures it). Below 360 px
            (a 320 px phone, 400% zoom) the main line steps down by the room it loses, and it wraps
            rather than cut a word: the name is never shortened to "Coral C…" (WCAG 1.4.10). */}
        <span
          className={cn(
            'block tracking-tight break-words',
            mark.size === 'compact'
              ? 'text-[0.8rem] min-[22.5rem]:text-[0.95rem] xl:text-[1.05rem]'
              : 'text-[0.875rem] min-[22.5rem]:text-[1.05rem]',
          )}
        >
          {mark.lead}
          {/* One text node with its space: a separate " " node would be lost from the link's name. */}
          {mark.accent ? <span className="text-accent">{` ${mark.accent}`}</span> : null}
        </span>
        {mark.sub ? (
          <span
            className={cn(
              'font-semibold tracking-[0.02em] text-balance text-on-ink-muted uppercase xl:tracking-[0.18em]',
              mark.size === 'compact' ? 'line-clamp-3 text-[0.65rem] xl:text-xs' : 'line-clamp-2 text-xs',
            )}
          >
            {/* Its leading space (not drawn at the start of a line) keeps the last word of the first
                line apart from the first of this one in the text read out ("Coast Epoxy"). */}
            {` ${mark.sub}`}
          </span>
        ) : null}
      </span>
    </a>
  );
}
