import { cn } from '#src/lib/cn.ts';
import type { PhoneLink } from '#src/lib/phone.ts';

import { ButtonLink } from './button.tsx';
import { Icon } from './icon.tsx';

export interface ActionButtonsProps {
  /** The main action: a quote request, or the way home on an error page. */
  primary: { label: string; href: string; track?: 'quote' };
  phone: PhoneLink;
  /** The word before the number: "Call". */
  callLabel: string;
  /** Ink surfaces get the light outline phone button, light surfaces the bordered one. */
  tone?: 'ink' | 'light';
  align?: 'start' | 'center';
  className?: string;
}

/** The pair every call to action ends with: the main action, then "Call (888) 555-0142". */
export function ActionButtons({
  primary,
  phone,
  callLabel,
  tone = 'light',
  align = 'start',
  className,
}: ActionButtonsProps) {
  return (
    <div
      className={cn(
        'flex flex-col gap-3 sm:flex-row',
        align === 'center' && 'items-center justify-center',
        className,
      )}
    >
      <ButtonLink
        href={primary.href}
        size="lg"
        // A long label ("Request Your Free Quote Today") wraps on a phone instead of overflowing.
        className="text-center whitespace-normal"
        {...(primary.track ? { track: primary.track } : {})}
      >
        {primary.label}
        {primary.track === 'quote' ? <Icon name="arrowRight" /> : null}
      </ButtonLink>
      <ButtonLink href={phone.href} variant={tone === 'ink' ? 'inverse' : 'secondary'} size="lg">
        <Icon name="phone" />
        {callLabel} {phone.display}
      </ButtonLink>
    </div>
  );
}
