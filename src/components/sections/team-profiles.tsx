import { Card } from '#src/components/ui/card.tsx';
import { Icon } from '#src/components/ui/icon.tsx';
import type { TeamMember } from '#src/schemas/team.ts';

export interface TeamProfilesProps {
  members: readonly TeamMember[];
  /** Interface words around each profile, from src/data/ui.ts. */
  labels: { since: string; certifications: string; expertise: string };
}

/** Leadership profiles: name (h3), title, the year they joined, bio, certifications and expertise. */
export function TeamProfiles({ members, labels }: TeamProfilesProps) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {members.map((member) => (
        <Card as="li" key={member.name} className="flex flex-col">
          <span
            className="mb-5 inline-flex size-14 items-center justify-center rounded-full bg-ink text-lg font-extrabold text-on-ink"
            aria-hidden="true"
          >
            {initials(member.name)}
          </span>
          <h3 className="text-xl">{member.name}</h3>
          <p className="font-semibold text-accent-strong">{member.title}</p>
          <p className="mt-1 text-sm text-muted">
            {labels.since} {member.since}
          </p>
          <p className="mt-4 text-muted">{member.bio}</p>
          <h4 className="mt-6 text-sm font-bold tracking-wider text-muted uppercase">
            {labels.certifications}
          </h4>
          <ul className="mt-2 space-y-1.5">
            {member.certifications.map((item) => (
              <li key={item} className="flex gap-2">
                <Icon name="badgeCheck" className="mt-1 size-4 shrink-0 text-success" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
          <h4 className="mt-6 text-sm font-bold tracking-wider text-muted uppercase">{labels.expertise}</h4>
          <ul className="mt-2 flex flex-wrap gap-2">
            {member.expertise.map((item) => (
              <li key={item} className="rounded-full bg-surface-2 px-3 py-1 text-sm">
                {item}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ul>
  );
}

/** "Roberto Alvarez" -> "RA": a monogram in place of a portrait until the owner adds photos. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
