import { useEffect, useRef, useState } from 'react';

import { counterValueAt, formatCounter } from '#src/lib/counter.ts';
import { cn } from '#src/lib/cn.ts';
import type { Counter } from '#src/schemas/blocks.ts';

import { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary.tsx';

export interface AnimatedCountersProps {
  /** The figures, each a number (a claimed figure is filled in and counted before it gets here). */
  items: readonly (Omit<Counter, 'value'> & { value: number })[];
  durationMs: number;
  /** Large cards or a compact strip. */
  size?: 'lg' | 'sm';
  /** Cards for an ink section (the default) or a light one. */
  tone?: 'ink' | 'light';
  phone: ErrorBoundaryProps['phone'];
  errorCopy: ErrorBoundaryProps['copy'];
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Counts each figure up from 0 once it is on screen. The server HTML already holds the final
 * numbers (search engines and visitors without JavaScript see them); with reduced motion they stay.
 * Screen readers get the final value only; the moving digits are hidden from them.
 */
function Counters({
  items,
  durationMs,
  size = 'lg',
  tone = 'ink',
}: Omit<AnimatedCountersProps, 'phone' | 'errorCopy'>) {
  const ink = tone === 'ink';
  const ref = useRef<HTMLDListElement>(null);
  const [elapsed, setElapsed] = useState<number | null>(null);

  useEffect(() => {
    const node = ref.current;
    if (!node || prefersReducedMotion()) return undefined;
    let frame = 0;
    let start = 0;
    const tick = (now: number) => {
      if (!start) start = now;
      const ms = now - start;
      setElapsed(ms);
      if (ms < durationMs) frame = requestAnimationFrame(tick);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setElapsed(0);
          frame = requestAnimationFrame(tick);
        }
      },
      { threshold: 0.3 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [durationMs]);

  return (
    <dl
      ref={ref}
      className={cn('grid grid-cols-2 gap-4', size === 'lg' ? 'lg:grid-cols-4' : 'md:grid-cols-4')}
    >
      {items.map((item) => {
        const final = `${item.prefix ?? ''}${formatCounter(item.value, item.value)}${item.suffix ?? ''}`;
        const shown =
          elapsed === null
            ? final
            : `${item.prefix ?? ''}${formatCounter(counterValueAt(elapsed, item.value, durationMs), item.value)}${item.suffix ?? ''}`;
        return (
          <div
            key={item.label}
            className={cn(
              'flex flex-col rounded-card border',
              ink ? 'border-line-ink bg-ink-2' : 'border-line bg-surface shadow-card',
              size === 'lg' ? 'p-5 md:p-6' : 'p-4',
            )}
          >
            <dt
              className={cn(
                'order-2 mt-1 font-semibold',
                ink ? 'text-on-ink' : 'text-ink',
                size === 'sm' && 'text-sm',
              )}
            >
              {item.label}
            </dt>
            <dd
              className={cn(
                'order-1 font-extrabold tracking-tight tabular-nums',
                ink ? 'text-accent' : 'text-accent-strong',
                size === 'lg' ? 'text-3xl md:text-4xl' : 'text-2xl',
              )}
            >
              <span className="sr-only">{final}</span>
              {/* The hidden final value reserves the width, so counting never shifts the layout. */}
              <span className="grid" aria-hidden="true">
                <span className="invisible col-start-1 row-start-1">{final}</span>
                <span className="col-start-1 row-start-1" data-counter>
                  {shown}
                </span>
              </span>
            </dd>
            {item.detail ? (
              <dd className={cn('order-3 mt-2 text-sm', ink ? 'text-on-ink-muted' : 'text-muted')}>
                {item.detail}
              </dd>
            ) : null}
          </div>
        );
      })}
    </dl>
  );
}

/** The animated track-record figures, inside an error boundary. */
export function AnimatedCounters({ phone, errorCopy, ...props }: AnimatedCountersProps) {
  return (
    <ErrorBoundary phone={phone} copy={errorCopy}>
      <Counters {...props} />
    </ErrorBoundary>
  );
}
