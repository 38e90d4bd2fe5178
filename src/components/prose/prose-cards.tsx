import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import type { CardItem, Fact } from '@/schemas/blocks';

export interface ProseCardsProps {
  /** Card fields as in the page-block vocabulary (title, eyebrow, badge, text, facts, list). */
  items: readonly (Pick<CardItem, 'title' | 'eyebrow' | 'badge' | 'text' | 'facts' | 'list' | 'listStyle'> & {
    /** A bottom line under the facts, e.g. "DIY kit total" "$845-1,045". */
    total?: Fact;
  })[];
  /** Cards per row from the tablet width up. */
  columns?: 1 | 2;
}

const markers = { check: 'circleCheck', cross: 'circleX', bullet: 'arrowRight' } as const;

/**
 * Cards inside an article: cost breakdowns, DIY steps, style families. Titles are h3s under the
 * article's h2 sections; label/value facts are a definition list so each figure keeps its label.
 */
export function ProseCards({ items, columns = 2 }: ProseCardsProps) {
  return (
    <ul className={cn('my-8 grid gap-5', columns === 2 && 'md:grid-cols-2')}>
      {items.map((item) => (
        <li
          key={item.title}
          className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card"
        >
          {item.badge ? <Badge className="mb-3 self-start">{item.badge}</Badge> : null}
          {item.eyebrow ? <p className="text-sm font-semibold text-muted">{item.eyebrow}</p> : null}
          <h3 className="text-xl">{item.title}</h3>
          {item.text ? <p className="mt-2 text-muted">{item.text}</p> : null}
          {item.facts ? (
            <dl className="mt-4 divide-y divide-line text-[0.9375rem]">
              {item.facts.map((fact) => (
                <div key={fact.label} className="flex justify-between gap-4 py-2">
                  <dt className="text-muted">{fact.label}</dt>
                  <dd className="shrink-0 text-right font-semibold text-ink">{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {item.total ? (
            <dl className="mt-2 flex items-baseline justify-between gap-4 border-t-2 border-ink pt-3">
              <dt className="font-bold text-ink">{item.total.label}</dt>
              <dd className="text-right text-2xl font-bold text-ink">{item.total.value}</dd>
            </dl>
          ) : null}
          {item.list ? (
            <ul className="mt-4 space-y-2 text-[0.9375rem]">
              {item.list.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <Icon
                    name={markers[item.listStyle ?? 'bullet']}
                    className={cn(
                      'mt-0.5 size-4 shrink-0',
                      item.listStyle === 'check' ? 'text-success' : 'text-muted',
                    )}
                  />
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
