import { Menu, X } from 'lucide-react';

import { Icon } from '#src/components/ui/icon.tsx';
import type { UiStrings } from '#src/data/ui.ts';
import { cn } from '#src/lib/cn.ts';
import type { LocalizedLink } from '#src/lib/i18n.ts';

import { Logo } from './logo.tsx';

export interface SiteHeaderProps {
  companyName: string;
  /** The home page in the page's language, the logo's link. */
  homeHref: string;
  links: readonly LocalizedLink[];
  /** The current address, marked with aria-current. */
  currentPath: string;
  phone: { display: string; href: string };
  /** The same page in the other language (or that language's home), in that language. */
  otherLanguage: { label: string; href: string; lang: string };
  labels: Pick<UiStrings, 'call' | 'menu' | 'mainNav'>;
}

/**
 * Sticky header. Below the xl breakpoint the links sit in a `popover` opened by a `popovertarget`
 * button: it toggles with no JavaScript, exposes its expanded state, and closes on Escape or an
 * outside tap. From xl (1280 px) the same list is shown inline (global CSS un-hides the popover
 * there): the first width where the wordmark, the eight links, the language link and the call
 * button fit on one line even in DejaVu Sans, the widest common fallback font
 * (e2e/layout-holds.spec.ts). Below it, the links wait in the menu instead of wrapping or squeezing
 * the wordmark.
 */
export function SiteHeader({
  companyName,
  homeHref,
  links,
  currentPath,
  phone,
  otherLanguage,
  labels,
}: SiteHeaderProps) {
  return (
    <header className="on-ink sticky top-0 z-40 border-b border-white/10 bg-ink/95 text-on-ink backdrop-blur supports-[backdrop-filter]:bg-ink/85">
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        <Logo name={companyName} href={homeHref} />
        <nav
          id="site-menu"
          aria-label={labels.mainNav}
          popover="auto"
          className="site-menu m-0 w-full border-b border-white/10 bg-ink p-0 text-on-ink xl:w-auto xl:border-0 xl:bg-transparent"
        >
          <ul className="container-page flex flex-col py-3 xl:flex-row xl:items-center xl:p-0">
            {links.map((link) => {
              const current = link.href === currentPath;
              return (
                <li key={link.href}>
                  <a
                    href={link.href}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'block rounded-md px-3 py-3 text-base font-medium whitespace-nowrap text-on-ink-muted hover:text-on-ink xl:px-2.5 xl:py-2 xl:text-[0.95rem]',
                      current && 'text-on-ink underline decoration-accent decoration-2 underline-offset-8',
                    )}
                  >
                    {link.label}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <a
            href={otherLanguage.href}
            lang={otherLanguage.lang}
            hrefLang={otherLanguage.lang}
            className="inline-flex min-h-11 items-center rounded-full px-2 text-sm font-semibold text-on-ink underline decoration-white/40 underline-offset-4 hover:decoration-accent sm:px-3"
          >
            {otherLanguage.label}
          </a>
          <a
            href={phone.href}
            className="inline-flex size-11 items-center justify-center gap-2 rounded-full bg-accent font-semibold whitespace-nowrap text-accent-contrast hover:bg-accent-hover sm:w-auto sm:px-4"
          >
            <Icon name="phone" className="size-4" />
            {/* Phones: the icon alone keeps the logo on two lines; the bar at the bottom says "Call". */}
            <span className="sr-only sm:not-sr-only">
              <span className="sr-only">{labels.call} </span>
              {phone.display}
            </span>
          </a>
          <button
            type="button"
            popoverTarget="site-menu"
            className="group inline-flex size-11 items-center justify-center rounded-full border border-white/25 text-on-ink hover:bg-white/10 xl:hidden"
          >
            <Menu className="menu-icon-open size-5" aria-hidden="true" />
            <X className="menu-icon-close hidden size-5" aria-hidden="true" />
            <span className="sr-only">{labels.menu}</span>
          </button>
        </div>
      </div>
    </header>
  );
}
