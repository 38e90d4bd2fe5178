import type { ReactNode } from 'react';

import { Card } from '#src/components/ui/card.tsx';
import { Icon } from '#src/components/ui/icon.tsx';
import type { PhoneLink } from '#src/lib/phone.ts';
import type { IconName } from '#src/schemas/icon.ts';

export interface ContactCardsProps {
  phone: PhoneLink;
  /** Opening hours as visitors read them, from lib/hours.ts. */
  hours: readonly { label: string; time: string }[];
  /** The counties served, e.g. "Miami-Dade County and Broward County". */
  serviceArea: string;
  /** Interface words, from src/data/ui.ts (notes already filled in). */
  labels: { phone: string; phoneNote: string; serviceArea: string; serviceAreaNote: string; hours: string };
}

/** The contact page's three cards: the phone link, the service area and the business hours. */
export function ContactCards({ phone, hours, serviceArea, labels }: ContactCardsProps) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      <ContactCard icon="phone" title={labels.phone}>
        <a
          href={phone.href}
          className="text-2xl font-extrabold whitespace-nowrap text-ink underline-offset-4 hover:underline"
        >
          {phone.display}
        </a>
        <p className="mt-2 text-muted">{labels.phoneNote}</p>
      </ContactCard>
      <ContactCard icon="mapPin" title={labels.serviceArea}>
        <p className="text-lg font-semibold">{serviceArea}</p>
        <p className="mt-2 text-muted">{labels.serviceAreaNote}</p>
      </ContactCard>
      <ContactCard icon="clock" title={labels.hours}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {hours.map((h) => (
            <div key={h.label} className="contents">
              <dt className="font-semibold">{h.label}</dt>
              <dd className="text-muted">{h.time}</dd>
            </div>
          ))}
        </dl>
      </ContactCard>
    </ul>
  );
}

function ContactCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <Card as="li" className="flex flex-col">
      <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-accent/15 text-accent-strong">
        <Icon name={icon} className="size-6" />
      </span>
      <h3 className="mb-3 text-xl">{title}</h3>
      {children}
    </Card>
  );
}
