import { Icon } from '#src/components/ui/icon.tsx';
import { cn } from '#src/lib/cn.ts';

export interface CityGridProps {
  cities: readonly { name: string; county: string; description: string; href?: string | undefined }[];
  /** Cards with a description (home) or a compact list of names (about, contact). */
  variant?: 'cards' | 'list';
  tone?: 'light' | 'tint' | 'ink' | undefined;
}

/** Service-area cities; a city with its own landing page links to it. */
export function CityGrid({ cities, variant = 'cards', tone }: CityGridProps) {
  const ink = tone === 'ink';
  if (variant === 'list') {
    return (
      <ul className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
        {cities.map((city) => (
          <li key={city.name} className="flex items-start gap-2">
            <Icon name="mapPin" className={cn('mt-0.5 size-5', ink ? 'text-accent' : 'text-accent-strong')} />
            <span>
              {city.href ? (
                <a href={city.href} className="font-semibold underline underline-offset-4">
                  {city.name}
                </a>
              ) : (
                <span className="font-semibold">{city.name}</span>
              )}
              <span className={cn('block text-sm', ink ? 'text-on-ink-muted' : 'text-muted')}>
                {city.county}
              </span>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cities.map((city) => (
        <li
          key={city.name}
          className={cn(
            'relative rounded-card border p-5 transition-colors hover:border-accent/60',
            ink ? 'border-line-ink bg-ink-2' : 'border-line bg-surface shadow-card',
          )}
        >
          <h3 className="flex items-center gap-2 text-lg">
            <Icon name="mapPin" className={cn('size-5', ink ? 'text-accent' : 'text-accent-strong')} />
            {city.href ? (
              <a href={city.href} className="after:absolute after:inset-0">
                {city.name}
              </a>
            ) : (
              city.name
            )}
          </h3>
          <p
            className={cn(
              'mt-1 text-xs font-semibold tracking-wider uppercase',
              ink ? 'text-on-ink-muted' : 'text-muted',
            )}
          >
            {city.county}
          </p>
          <p className={cn('mt-3 text-sm', ink ? 'text-on-ink-muted' : 'text-muted')}>{city.description}</p>
        </li>
      ))}
    </ul>
  );
}
