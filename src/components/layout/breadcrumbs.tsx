import type { Crumb } from '#src/lib/seo/jsonld.ts';

export interface BreadcrumbsProps {
  crumbs: readonly Crumb[];
  /** The landmark's name, "Breadcrumb". */
  label: string;
}

/** The visible trail; the last crumb is the current page. Its JSON-LD twin is built from the same crumbs. */
export function Breadcrumbs({ crumbs, label }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-semibold text-on-ink-muted">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.path} className="text-on-ink underline-offset-4 hover:underline">
                    {crumb.name}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
