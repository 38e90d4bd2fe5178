import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';

import { cn } from '#src/lib/cn.ts';
import type { SectionHeading } from '#src/schemas/blocks.ts';
import type { Link } from '#src/schemas/link.ts';

import { ArrowLink } from './arrow-link.tsx';
import { Eyebrow } from './eyebrow.tsx';

const sectionVariants = cva('py-16 md:py-24', {
  variants: {
    tone: {
      light: 'bg-surface text-ink',
      tint: 'bg-surface-2 text-ink',
      ink: 'on-ink bg-ink text-on-ink',
    },
  },
  defaultVariants: { tone: 'light' },
});

export interface SectionProps extends VariantProps<typeof sectionVariants> {
  /** Id of the section; its heading gets `${id}-title` and labels the region. */
  id: string;
  /** Eyebrow, h2 and intro; without one the content heads itself (and names nothing). */
  heading?: SectionHeading | undefined;
  /** A link under the section's content, e.g. "Browse all questions". */
  action?: Link | undefined;
  /** Language of the section when it differs from the page's, e.g. "es" for a Spanish section. */
  lang?: 'en' | 'es' | undefined;
  className?: string;
  children: ReactNode;
}

/** A page section: eyebrow, h2 and intro, the content, and an optional link below, in the container. */
export function Section({ id, heading, action, lang, tone, className, children }: SectionProps) {
  const isInk = tone === 'ink';
  return (
    <section
      id={id}
      lang={lang}
      data-slot="section"
      aria-labelledby={heading ? `${id}-title` : undefined}
      className={cn(sectionVariants({ tone }), className)}
    >
      <div className="container-page">
        {heading ? (
          <div className="mb-10 max-w-3xl md:mb-12">
            {heading.eyebrow ? <Eyebrow tone={isInk ? 'ink' : 'light'}>{heading.eyebrow}</Eyebrow> : null}
            <h2 id={`${id}-title`} className="text-3xl md:text-4xl">
              {heading.title}
            </h2>
            {heading.intro ? (
              <p className={cn('mt-4 text-lg', isInk ? 'text-on-ink-muted' : 'text-muted')}>
                {heading.intro}
              </p>
            ) : null}
          </div>
        ) : null}
        {children}
        {action ? (
          <p className="mt-8">
            <ArrowLink href={action.href} className={isInk ? 'text-accent' : undefined}>
              {action.label}
            </ArrowLink>
          </p>
        ) : null}
      </div>
    </section>
  );
}
