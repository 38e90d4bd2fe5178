import { Icon } from '#src/components/ui/icon.tsx';
import { cn } from '#src/lib/cn.ts';
import type { CardItem, ChecklistItem } from '#src/schemas/blocks.ts';

export interface ProductionPanelProps {
  /** The status pill, e.g. "In production". */
  status: string;
  /** The production note, shown as part of the panel. */
  note: string;
  checklist?: readonly ChecklistItem[] | undefined;
  /** Placeholder cards for what is being made. */
  items?: readonly CardItem[] | undefined;
  /** Screen-reader and visible words for the checklist states, from src/data/ui.ts. */
  labels: { done: string; pending: string; noteTitle: string };
}

/**
 * Work still being produced, presented on purpose: a dashed "in production" frame with a status
 * pill, the production note, a checklist whose items say in words whether they are done, and
 * placeholder cards drawn as empty frames rather than broken players.
 */
export function ProductionPanel({ status, note, checklist, items, labels }: ProductionPanelProps) {
  return (
    <div
      data-slot="production-panel"
      className="rounded-card border-2 border-dashed border-line bg-surface p-6 md:p-8"
    >
      <div className="flex flex-wrap items-start gap-x-6 gap-y-4">
        <p className="inline-flex items-center gap-2 rounded-full bg-ink px-3 py-1 text-sm font-bold text-on-ink">
          <Icon name="video" className="size-4 text-accent" />
          {status}
        </p>
        <div className="min-w-0 flex-1 basis-72">
          <p className="text-sm font-bold tracking-wider text-muted uppercase">{labels.noteTitle}</p>
          <p className="mt-1 text-ink">{note}</p>
        </div>
      </div>

      {checklist ? (
        <ul className="mt-8 grid gap-3 md:grid-cols-2">
          {checklist.map((item) => (
            <li
              key={item.label}
              className={cn(
                'flex gap-3 rounded-xl border p-4',
                item.done ? 'border-success/30 bg-success/5' : 'border-line bg-surface-2',
              )}
            >
              <Icon
                name={item.done ? 'circleCheck' : 'clock'}
                className={cn('mt-0.5 size-5 shrink-0', item.done ? 'text-success' : 'text-muted')}
              />
              <span>
                <span className="block">{item.label}</span>
                <span className={cn('text-sm font-semibold', item.done ? 'text-success' : 'text-muted')}>
                  {item.done ? labels.done : labels.pending}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}

      {items ? (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.title} className="flex flex-col overflow-hidden rounded-card border border-line">
              <div
                className="flex aspect-video items-center justify-center bg-ink-2 text-on-ink-muted"
                aria-hidden="true"
              >
                <Icon name={item.icon ?? 'play'} className="size-10" />
              </div>
              <div className="flex flex-1 flex-col p-5">
                {item.eyebrow ? (
                  <p className="text-sm font-semibold text-accent-strong">{item.eyebrow}</p>
                ) : null}
                <h3 className="text-lg">{item.title}</h3>
                {item.facts ? (
                  <dl className="mt-2 text-sm">
                    {item.facts.map((fact) => (
                      <div key={fact.label} className="mt-2">
                        <dt className="font-semibold">{fact.label}</dt>
                        <dd className="text-muted">{fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {item.text ? <p className="mt-3 text-sm text-muted">{item.text}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
