import { Icon } from '#src/components/ui/icon.tsx';
import type { Link } from '#src/schemas/link.ts';

export interface RelatedLinksProps {
  /** The heading (an h2), e.g. "Keep reading". */
  title: string;
  links: readonly Link[];
}

/** Links to the articles and services an article leads on to. */
export function RelatedLinks({ title, links }: RelatedLinksProps) {
  return (
    <nav aria-labelledby="related-title" className="container-page py-14 md:py-20">
      <h2 id="related-title" className="text-2xl md:text-3xl">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="group flex h-full items-center justify-between gap-4 rounded-card border border-line bg-surface p-5 font-semibold shadow-card transition-shadow hover:shadow-lg"
            >
              <span className="group-hover:underline group-hover:underline-offset-4">{link.label}</span>
              <Icon name="arrowRight" className="size-5 text-accent-strong" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
