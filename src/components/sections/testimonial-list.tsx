import { Icon } from '@/components/ui/icon';

export interface TestimonialListProps {
  items: readonly { name: string; location: string; rating: number; text: string; project: string }[];
}

/** Customer quotes. Names and words are rendered as text (React escapes them), never as HTML. */
export function TestimonialList({ items }: TestimonialListProps) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li
          key={`${item.name}-${item.location}`}
          className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card"
        >
          <figure className="flex flex-1 flex-col">
            <p className="flex text-star">
              {Array.from({ length: 5 }, (_, i) => (
                <Icon
                  key={i}
                  name="star"
                  className={i < item.rating ? 'size-5 fill-current' : 'size-5 text-line'}
                />
              ))}
              <span className="sr-only">Rated {item.rating} out of 5</span>
            </p>
            <blockquote className="mt-4 flex-1 text-ink">
              <p>“{item.text}”</p>
            </blockquote>
            <figcaption className="mt-6 border-t border-line pt-4">
              <span className="block font-semibold">{item.name}</span>
              <span className="block text-sm text-muted">
                {item.location} · {item.project}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
