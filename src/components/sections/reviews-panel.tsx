import { Icon } from '@/components/ui/icon';

export interface ReviewsPanelProps {
  title: string;
  overall: number;
  total: number;
  platforms: readonly { name: string; logo: string; rating: number; reviewCount: number; url: string }[];
}

/** The review aggregator: the weighted overall rating and each platform's rating, count and link. */
export function ReviewsPanel({ title, overall, total, platforms }: ReviewsPanelProps) {
  return (
    <div className="on-ink mt-10 grid gap-6 rounded-card bg-ink p-6 text-on-ink md:p-8">
      <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-2">
        <div>
          <h3 className="text-lg text-on-ink-muted">{title}</h3>
          <p className="mt-1 flex items-baseline gap-2">
            <span className="text-5xl font-extrabold">{overall.toFixed(1)}</span>
            <span className="text-on-ink-muted">out of 5</span>
          </p>
        </div>
        <p className="text-sm text-on-ink-muted">Weighted by review count across {total} reviews</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {platforms.map((p) => (
          <li key={p.name}>
            <a
              href={p.url}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-full flex-col gap-1 rounded-xl border border-line-ink bg-ink-2 p-4 hover:border-accent/60"
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
                <span className="text-sm text-on-ink-muted">· {p.reviewCount}&nbsp;reviews</span>
              </span>
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
