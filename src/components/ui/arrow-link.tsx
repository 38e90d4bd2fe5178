import { cn } from '#src/lib/cn.ts';

import { Icon } from './icon.tsx';

export interface ArrowLinkProps {
  href: string;
  className?: string | undefined;
  children: string;
}

/** An underlined text link with a trailing arrow: "Read the full breakdown →". */
export function ArrowLink({ href, className, children }: ArrowLinkProps) {
  return (
    <a
      href={href}
      className={cn(
        'inline-flex items-center gap-2 font-semibold text-accent-strong underline underline-offset-4',
        className,
      )}
    >
      {children}
      <Icon name="arrowRight" className="size-4" />
    </a>
  );
}
