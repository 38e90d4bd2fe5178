import { ChevronDown } from 'lucide-react';

export interface FaqListProps {
  /** Groups the items so only one is open at a time (`<details name>`). */
  name: string;
  items: readonly { question: string; answer: string }[];
}

/**
 * A single-open accordion with no JavaScript: `<details>` elements sharing a `name` close each
 * other, and an open one collapses when its summary is chosen again.
 */
export function FaqList({ name, items }: FaqListProps) {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex min-h-14 items-center justify-between gap-4 px-5 py-4 font-semibold hover:bg-surface-2 md:px-6">
            <h3 className="text-lg">{item.question}</h3>
            <ChevronDown
              className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="px-5 pb-5 text-muted md:px-6">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
