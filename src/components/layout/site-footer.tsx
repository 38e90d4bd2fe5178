import { EmailLink } from '#src/components/ui/email-link.tsx';
import { Icon } from '#src/components/ui/icon.tsx';
import type { UiStrings } from '#src/data/ui.ts';
import type { LocalizedLink } from '#src/lib/i18n.ts';

import { Logo } from './logo.tsx';

export interface SiteFooterProps {
  companyName: string;
  /** The home page in the page's language, the logo's link. */
  homeHref: string;
  blurb: string;
  groups: readonly { title: string; links: readonly LocalizedLink[] }[];
  phone: { display: string; href: string };
  email: string;
  hours: readonly { label: string; time: string }[];
  serviceArea: string;
  social: readonly { name: string; url: string }[];
  licenseLine: string;
  /** "© 2026 Company. All rights reserved.", already filled in. */
  rights: string;
  labels: Pick<UiStrings, 'footerNav' | 'socialMedia' | 'talkToUs' | 'weSpeakSpanish'>;
}

/** Site footer: links, contact facts, placeholder social links, the year and the licensed-and-insured line. */
export function SiteFooter({
  companyName,
  homeHref,
  blurb,
  groups,
  phone,
  email,
  hours,
  serviceArea,
  social,
  licenseLine,
  rights,
  labels,
}: SiteFooterProps) {
  return (
    <footer className="on-ink bg-ink pt-16 pb-24 text-on-ink md:pb-10">
      <div className="container-page">
        <div className="grid gap-12 lg:grid-cols-[1.3fr_2fr_1.2fr]">
          <div>
            <Logo name={companyName} href={homeHref} />
            <p className="mt-4 max-w-sm text-on-ink-muted">{blurb}</p>
            <ul className="mt-6 flex flex-wrap gap-2" aria-label={labels.socialMedia}>
              {social.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.url}
                    rel="me noopener noreferrer"
                    className="inline-flex min-h-10 items-center rounded-full border border-white/20 px-4 text-sm text-on-ink-muted hover:text-on-ink"
                  >
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <nav aria-label={labels.footerNav} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {groups.map((group) => (
              <div key={group.title}>
                <h2 className="text-sm font-bold tracking-[0.14em] text-on-ink uppercase">{group.title}</h2>
                <ul className="mt-4 space-y-1">
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href} className="inline-block py-1.5 text-on-ink-muted hover:text-on-ink">
                        {link.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div>
            <h2 className="text-sm font-bold tracking-[0.14em] text-on-ink uppercase">{labels.talkToUs}</h2>
            <ul className="mt-4 space-y-3 text-on-ink-muted">
              <li>
                <a
                  href={phone.href}
                  className="inline-flex items-center gap-2 font-semibold whitespace-nowrap text-on-ink"
                >
                  <Icon name="phone" className="size-4 text-accent" />
                  {phone.display}
                </a>
                <span lang="es-US" className="ms-2 text-sm">
                  · {labels.weSpeakSpanish}
                </span>
              </li>
              <li>
                <span className="inline-flex items-center gap-2">
                  <Icon name="mail" className="size-4 text-accent" />
                  <EmailLink email={email} className="hover:text-on-ink" />
                </span>
              </li>
              <li className="flex gap-2">
                <Icon name="mapPin" className="mt-1 size-4 text-accent" />
                {serviceArea}
              </li>
              <li className="flex gap-2">
                <Icon name="clock" className="mt-1 size-4 text-accent" />
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                  {hours.map((h) => (
                    <div key={h.label} className="contents">
                      <dt>{h.label}</dt>
                      <dd>{h.time}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            </ul>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm text-on-ink-muted md:flex-row md:justify-between">
          <p>{rights}</p>
          <p className="flex items-center gap-2">
            <Icon name="shieldCheck" className="size-4 text-accent" />
            {licenseLine}
          </p>
        </div>
      </div>
    </footer>
  );
}
