import type { PhoneLink } from '#src/lib/phone.ts';

export interface ContactFactsProps {
  labels: { phone: string; hours: string; serviceArea: string };
  phone: PhoneLink;
  hours: readonly { label: string; time: string }[];
  serviceArea: string;
}

/** Phone, opening hours and service area at a glance, beside the estimate form. */
export function ContactFacts({ labels, phone, hours, serviceArea }: ContactFactsProps) {
  return (
    <dl className="grid gap-4 rounded-card border border-line bg-surface-2 p-6">
      <div>
        <dt className="text-sm font-bold text-muted">{labels.phone}</dt>
        <dd>
          <a href={phone.href} className="text-xl font-bold whitespace-nowrap text-ink">
            {phone.display}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-bold text-muted">{labels.hours}</dt>
        <dd>
          <ul>
            {hours.map((h) => (
              <li key={h.label}>
                {h.label}: {h.time}
              </li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-bold text-muted">{labels.serviceArea}</dt>
        <dd>{serviceArea}</dd>
      </div>
    </dl>
  );
}
