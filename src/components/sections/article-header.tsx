import { Eyebrow } from '#src/components/ui/eyebrow.tsx';
import { Icon } from '#src/components/ui/icon.tsx';

export interface ArticleHeaderProps {
  /** The category as the article shows it, e.g. "Buyer's Guides". */
  category: string;
  /** The page's h1. */
  title: string;
  excerpt: string;
  /** "8 min read". */
  readTime: string;
  published: { label: string; text: string; iso: string };
  /** Shown only when the article was edited after it was published. */
  updated?: { label: string; text: string; iso: string };
  byline?: string;
}

/** The top of an article on the ink surface: category, h1, summary and the reading facts. */
export function ArticleHeader({
  category,
  title,
  excerpt,
  readTime,
  published,
  updated,
  byline,
}: ArticleHeaderProps) {
  return (
    <header className="on-ink bg-ink pt-8 pb-12 text-on-ink md:pt-10 md:pb-16">
      <div className="container-page">
        <div className="mx-auto max-w-[42rem]">
          <Eyebrow tone="ink">{category}</Eyebrow>
          <h1 id="article-title" className=" text-4xl md:text-5xl">
            {title}
          </h1>
          <p className="mt-5 text-lg text-on-ink-muted md:text-xl">{excerpt}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-on-ink-muted">
            <li className="flex items-center gap-2">
              <Icon name="clock" className="size-4 text-accent" />
              {readTime}
            </li>
            <li className="flex items-center gap-2">
              <Icon name="calendar" className="size-4 text-accent" />
              {published.label} <time dateTime={published.iso}>{published.text}</time>
            </li>
            {updated ? (
              <li>
                {updated.label} <time dateTime={updated.iso}>{updated.text}</time>
              </li>
            ) : null}
            {byline ? <li>{byline}</li> : null}
          </ul>
        </div>
      </div>
    </header>
  );
}
