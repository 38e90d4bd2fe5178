import { Card } from '@/components/ui/card';
import { Icon, type IconName } from '@/components/ui/icon';

export interface FeatureGridProps {
  items: readonly { icon: IconName; title: string; description: string }[];
}

/** Benefit cards with an icon, a title (h3) and a sentence or two. */
export function FeatureGrid({ items }: FeatureGridProps) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <Card as="li" key={item.title}>
          <span className="mb-4 inline-flex size-11 items-center justify-center rounded-xl bg-accent/15 text-accent-strong">
            <Icon name={item.icon} className="size-6" />
          </span>
          <h3 className="text-xl">{item.title}</h3>
          <p className="mt-2 text-muted">{item.description}</p>
        </Card>
      ))}
    </ul>
  );
}
