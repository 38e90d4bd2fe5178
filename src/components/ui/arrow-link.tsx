import { cn } from '#src/lib/cn.ts';

import { Icon } from './icon.tsx';

export interface ArrowLinkProps {
  href: string;
  className?: string | undefined;
  children: string;
  /**
   * Opens the link in a new tab, safely (no opener, no referrer), and appends this text for screen
   * readers, e.g. "(opens in a new tab)". For links to other sites.
   */
  newTabLabel?: string | undefined;
}

/** An underlined text link with a trailing arrow: "Read the full breakdown →". */
export function ArrowLink({ href, className, children, newTabLabel }: ArrowLinkProps) {
  return (
    <a
      href={href}
      {...(newTabLabel ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={cn(
        'inline-flex items-center gap-2 font-semibold text-accent-strong underline underline-offset-4',
        className,
      )}
    >
      {newTabLabel ? (
        // One inline box, so the label reads "Verify (opens in a new tab)" with its space kept.
        <span>
          {children}
          <span className="sr-only"> {newTabLabel}</span>
        </span>
      ) : (
        children
      )}
      <Icon name="arrowRight" className="size-4" />
    </a>
  );
}
