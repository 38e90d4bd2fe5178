import { Eyebrow } from '#src/components/ui/eyebrow.tsx';
import { Icon } from '#src/components/ui/icon.tsx';
import { ButtonLink } from '#src/components/ui/button.tsx';
import type { SectionHeading } from '#src/schemas/blocks.ts';
import type { Link } from '#src/schemas/link.ts';

export interface VideoBannerProps {
  id: string;
  heading: SectionHeading;
  link: Link;
}

/** A compact ink banner that points to the video library: play mark, title, one line, one button. */
export function VideoBanner({ id, heading, link }: VideoBannerProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="on-ink flex flex-col gap-6 rounded-card bg-ink p-6 text-on-ink shadow-card md:flex-row md:items-center md:p-8"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-accent text-accent-contrast">
        <Icon name="play" className="size-6 translate-x-0.5" />
      </span>
      <div className="flex-1">
        {heading.eyebrow ? (
          <Eyebrow tone="ink" className="mb-1">
            {heading.eyebrow}
          </Eyebrow>
        ) : null}
        <h2 id={`${id}-title`} className="text-2xl">
          {heading.title}
        </h2>
        {heading.intro ? <p className="mt-2 text-on-ink-muted">{heading.intro}</p> : null}
      </div>
      <ButtonLink href={link.href} variant="inverse" className="self-start md:self-center">
        {link.label}
        <Icon name="arrowRight" />
      </ButtonLink>
    </section>
  );
}
