import { Card } from '#src/components/ui/card.tsx';
import { Icon } from '#src/components/ui/icon.tsx';
import { Picture } from '#src/components/ui/picture.tsx';
import type { CaseStudy } from '#src/schemas/case-study.ts';
import type { PictureData } from '#src/schemas/image.ts';

/** A case study with its image resolved at build. */
type CaseStudyItem = Omit<CaseStudy, 'image'> & { id: string; image: PictureData };

export interface CaseStudyListProps {
  items: readonly CaseStudyItem[];
  /** Interface words for each field, from src/data/ui.ts. */
  labels: {
    client: string;
    projectType: string;
    timeline: string;
    investment: string;
    challenge: string;
    solution: string;
    results: string;
    metrics: string;
    lessonsLearned: string;
  };
}

/**
 * Case studies told in full: each an <article> with its h3, the project facts, challenge, solution,
 * results, metrics, the client's words and the lessons we took from it. Each article's id is the
 * case study's id, so a project can be linked to directly.
 */
export function CaseStudyList({ items, labels }: CaseStudyListProps) {
  return (
    <div className="grid gap-12 md:gap-16">
      {items.map((item) => (
        <article
          key={item.id}
          id={item.id}
          aria-labelledby={`${item.id}-title`}
          className="grid gap-8 border-t border-line pt-12 first:border-t-0 first:pt-0 md:gap-10 lg:grid-cols-[2fr_3fr] [&>*]:min-w-0"
        >
          <div className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
            <div className="overflow-hidden rounded-card">
              <Picture image={item.image} className="aspect-[4/3]" />
            </div>
            <dl className="grid gap-3 rounded-card border border-line bg-surface-2 p-5 text-sm sm:grid-cols-2 lg:grid-cols-1">
              <Fact label={labels.client} value={item.client} />
              <Fact label={labels.projectType} value={item.projectType} />
              <Fact label={labels.timeline} value={item.timeline} />
              <Fact label={labels.investment} value={item.investment} />
            </dl>
          </div>
          <div>
            <p className="flex items-center gap-2 text-sm font-bold tracking-[0.14em] text-accent-strong uppercase">
              <Icon name="mapPin" className="size-4" />
              {item.location}
            </p>
            <h3 id={`${item.id}-title`} className="mt-2 text-2xl md:text-3xl">
              {item.title}
            </h3>
            <p className="mt-2 text-lg text-muted">{item.subtitle}</p>

            <h4 className="mt-8 text-lg">{labels.challenge}</h4>
            <p className="mt-2 text-muted">{item.challenge}</p>
            <h4 className="mt-6 text-lg">{labels.solution}</h4>
            <p className="mt-2 text-muted">{item.solution}</p>

            <h4 className="mt-6 text-lg">{labels.results}</h4>
            <ul className="mt-3 space-y-2">
              {item.results.map((result) => (
                <li key={result} className="flex gap-2">
                  <Icon name="circleCheck" className="mt-1 size-5 shrink-0 text-success" />
                  <span>{result}</span>
                </li>
              ))}
            </ul>

            <h4 className="mt-6 text-lg">{labels.metrics}</h4>
            <dl className="mt-3 grid grid-cols-2 gap-3">
              {item.metrics.map((metric) => (
                <div key={metric.label} className="flex flex-col rounded-xl border border-line p-3">
                  <dt className="order-2 text-sm text-muted">{metric.label}</dt>
                  <dd className="order-1 text-lg font-bold text-ink">{metric.value}</dd>
                </div>
              ))}
            </dl>

            <Card as="div" tone="tint" className="mt-8">
              <figure>
                <blockquote className="text-lg text-ink">
                  <p>“{item.testimonial.text}”</p>
                </blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-muted">
                  {item.testimonial.name}, {item.location}
                </figcaption>
              </figure>
            </Card>

            <h4 className="mt-8 text-lg">{labels.lessonsLearned}</h4>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-muted marker:text-accent-strong">
              {item.lessonsLearned.map((lesson) => (
                <li key={lesson}>{lesson}</li>
              ))}
            </ul>
          </div>
        </article>
      ))}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="font-bold text-muted">{label}</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}
