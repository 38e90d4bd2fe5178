import { Icon } from '#src/components/ui/icon.tsx';
import { cn } from '#src/lib/cn.ts';

export interface ReviewsPanelProps {
  title: string;
  overall: number;
  platforms: readonly {
    name: string;
    logo: string;
    rating: number;
    reviewCount: number;
    url: string;
    /** One line under the platform, where business.yaml gives one. */
    description?: string | undefined;
  }[];
  labels: {
    outOf5: string;
    /** "Weighted by review count across 638 reviews", already filled in. */
    weightedBy: string;
    /** "{count} reviews". */
    reviewCount: (count: number) => string;
    opensInNewTab: string;
  };
  /** The panel is a dark card on light sections and a lighter card on ink sections. */
  tone?: 'light' | 'tint' | 'ink' | undefined;
  /** Google's "write a review" link (`reviewUrl` in business.yaml) and its words, where set. */
  review?: { href: string; label: string } | undefined;
}

/** The review aggregator: the weighted overall rating and each platform's rating, count, description and link. */
export function ReviewsPanel({ title, overall, platforms, labels, tone, review }: ReviewsPanelProps) {
  const onInk = tone === 'ink';
  return (
    <div
      data-slot="reviews-panel"
      className={cn(
        'on-ink mt-10 grid gap-6 rounded-card p-6 text-on-ink md:p-8',
        onInk ? 'bg-ink-2' : 'bg-ink',
      )}
    >
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-2">
        <div>
          <h3 className="text-lg text-on-ink-muted">{title}</h3>
          <p className="mt-1 flex items-baseline gap-2">
            <span className="text-5xl font-extrabold">{overall.toFixed(1)}</span>
            <span className="text-on-ink-muted">{labels.outOf5}</span>
          </p>
        </div>
        <p className="text-sm text-on-ink-muted">{labels.weightedBy}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {platforms.map((p) => (
          <li key={p.name}>
            <a
              href={p.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full flex-col gap-1.5 rounded-xl border border-line-ink bg-ink-3/40 p-4 hover:border-accent/60"
            >
              <span className="flex items-center gap-2">
                <span
                  className="inline-flex h-7 min-w-7 items-center justify-center rounded-md bg-white px-1.5 text-xs font-extrabold text-ink"
                  aria-hidden="true"
                >
                  {p.logo}
                </span>
                <span className="font-semibold">{p.name}</span>
              </span>
              <span className="flex items-center gap-1.5">
                <Icon name="star" className="size-4 fill-current text-star" />
                <span className="font-bold">{p.rating.toFixed(1)}</span>
                <span className="text-sm text-on-ink-muted">· {labels.reviewCount(p.reviewCount)}</span>
              </span>
              {p.description ? <span className="text-sm text-on-ink-muted">{p.description}</span> : null}
              <span className="sr-only">{labels.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
      {review ? (
        <p>
          <a
            href={review.href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-12 items-center gap-2 rounded-full bg-accent px-6 font-semibold text-accent-contrast hover:bg-accent-hover"
          >
            <Icon name="star" className="size-4 fill-current" />
            {review.label}
            <span className="sr-only">{labels.opensInNewTab}</span>
          </a>
        </p>
      ) : null}
    </div>
  );
}
