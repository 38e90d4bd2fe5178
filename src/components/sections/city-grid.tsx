import { Icon } from '@/components/ui/icon';

export interface CityGridProps {
  cities: readonly { name: string; county: string; description: string; href?: string }[];
}

/** Service-area cards; a city with its own landing page links to it. */
export function CityGrid({ cities }: CityGridProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cities.map((city) => (
        <li
          key={city.name}
          className="relative rounded-card border border-line-ink bg-ink-2 p-5 transition-colors hover:border-accent/60"
        >
          <h3 className="flex items-center gap-2 text-lg">
            <Icon name="mapPin" className="size-5 text-accent" />
            {city.href ? (
              <a href={city.href} className="after:absolute after:inset-0">
                {city.name}
              </a>
            ) : (
              city.name
            )}
          </h3>
          <p className="mt-1 text-xs font-semibold tracking-wider text-on-ink-muted uppercase">
            {city.county} County
          </p>
          <p className="mt-3 text-sm text-on-ink-muted">{city.description}</p>
        </li>
      ))}
    </ul>
  );
}
