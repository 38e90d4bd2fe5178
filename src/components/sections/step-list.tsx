import { Icon } from '#src/components/ui/icon.tsx';
import { cn } from '#src/lib/cn.ts';

export interface StepListProps {
  /** Steps in order; a step without a title is one short line ("We visit and measure"). */
  steps: readonly {
    title?: string | undefined;
    text: string;
    duration?: string | undefined;
    details?: readonly string[] | undefined;
  }[];
  /** Screen-reader label before each duration, e.g. "Duration". */
  durationLabel?: string;
  tone?: 'light' | 'tint' | 'ink' | undefined;
  /** Two columns on wide screens for long processes (numbered left to right, top to bottom). */
  columns?: 1 | 2;
}

/** A numbered sequence; each step may carry a title (h3), a duration and a few detail points. */
export function StepList({ steps, durationLabel, tone, columns = 1 }: StepListProps) {
  const ink = tone === 'ink';
  return (
    <ol className={cn('grid gap-6', columns === 2 && 'lg:grid-cols-2 lg:gap-x-12 lg:gap-y-8')}>
      {steps.map((step, index) => (
        <li key={step.title ?? step.text} className="flex gap-4">
          <span
            className={cn(
              'inline-flex size-9 shrink-0 items-center justify-center rounded-full font-bold',
              ink ? 'bg-accent text-accent-contrast' : 'bg-ink text-on-ink',
            )}
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <div className="min-w-0 flex-1 pt-1">
            {step.title ? (
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="text-xl">{step.title}</h3>
                {step.duration ? (
                  <p
                    className={cn(
                      'inline-flex items-center gap-1.5 text-sm font-semibold',
                      ink ? 'text-accent' : 'text-accent-strong',
                    )}
                  >
                    <Icon name="clock" className="size-4" />
                    {durationLabel ? <span className="sr-only">{durationLabel}:</span> : null}
                    {step.duration}
                  </p>
                ) : null}
              </div>
            ) : null}
            <p className={cn(step.title && 'mt-1', step.title && (ink ? 'text-on-ink-muted' : 'text-muted'))}>
              {step.text}
            </p>
            {step.details && step.details.length > 0 ? (
              <ul
                className={cn(
                  'mt-2 list-disc space-y-1 pl-5 text-sm',
                  ink ? 'text-on-ink-muted' : 'text-muted',
                )}
              >
                {step.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
