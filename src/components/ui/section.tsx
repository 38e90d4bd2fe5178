import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

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
  title: string;
  eyebrow?: string;
  intro?: string;
  /** Centres the heading block (cards below stay on the grid). */
  centered?: boolean;
  /** Language of the section when it differs from the page's, e.g. "es" for a Spanish section. */
  lang?: 'en' | 'es';
  className?: string;
  children: ReactNode;
}

/** A page section with its h2, optional eyebrow and intro, inside the page container. */
export function Section({
  id,
  title,
  eyebrow,
  intro,
  centered,
  lang,
  tone,
  className,
  children,
}: SectionProps) {
  const isInk = tone === 'ink';
  return (
    <section
      id={id}
      lang={lang}
      aria-labelledby={`${id}-title`}
      className={cn(sectionVariants({ tone }), className)}
    >
      <div className="container-page">
        <div className={cn('mb-10 max-w-3xl md:mb-12', centered && 'mx-auto text-center')}>
          {eyebrow ? (
            <p
              className={cn(
                'mb-3 text-sm font-bold tracking-[0.14em] uppercase',
                isInk ? 'text-accent' : 'text-accent-strong',
              )}
            >
              {eyebrow}
            </p>
          ) : null}
          <h2 id={`${id}-title`} className="text-3xl md:text-4xl">
            {title}
          </h2>
          {intro ? (
            <p
              className={cn(
                'mt-4 text-lg',
                isInk ? 'text-on-ink-muted' : 'text-muted',
                centered && 'mx-auto',
              )}
            >
              {intro}
            </p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
