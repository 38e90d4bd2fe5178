import { Icon } from '#src/components/ui/icon.tsx';
import type { UiStrings } from '#src/data/ui.ts';

export interface MobileActionBarProps {
  phone: { display: string; href: string };
  quoteHref: string;
  labels: Pick<UiStrings, 'call' | 'quoteCta' | 'quickContact'>;
}

/** The slim "Call / Free Quote" bar fixed to the bottom of phone screens. */
export function MobileActionBar({ phone, quoteHref, labels }: MobileActionBarProps) {
  return (
    <nav
      aria-label={labels.quickContact}
      className="on-ink fixed inset-x-0 bottom-0 z-30 border-t border-white/10 bg-ink/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-2 gap-2">
        <li>
          <a
            href={phone.href}
            className="flex min-h-12 items-center justify-center gap-2 rounded-full border border-white/30 font-semibold text-on-ink"
          >
            <Icon name="phone" className="size-4" />
            {labels.call}
            <span className="sr-only"> {phone.display}</span>
          </a>
        </li>
        <li>
          <a
            href={quoteHref}
            data-track="quote"
            className="flex min-h-12 items-center justify-center gap-2 rounded-full bg-accent font-semibold text-accent-contrast"
          >
            {labels.quoteCta}
          </a>
        </li>
      </ul>
    </nav>
  );
}
