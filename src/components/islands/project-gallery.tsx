import { useRef, useState } from 'react';

import { buttonVariants } from '#src/components/ui/button-variants.ts';
import type { GalleryCopy } from '#src/data/ui.ts';
import type { PictureData } from '#src/schemas/image.ts';
import { format } from '#src/lib/format.ts';
import { initialGalleryFilter, matchesFilter, type GalleryFilter } from '#src/lib/gallery.ts';
import type { GalleryCategory } from '#src/schemas/gallery.ts';

import { BeforeAfterSlider } from './before-after-slider.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { useHydrated } from './use-hydrated.ts';
import {
  commandAttributes,
  ProjectDialog,
  projectDialogId,
  type ProjectDialogCopy,
  type ProjectStory,
} from './project-dialog.tsx';

/** One project with its photos resolved: square crops for the card's slider, whole ones (`photos`) for its dialog. */
export interface GalleryItem extends Omit<ProjectStory, 'categoryLabel'> {
  category: GalleryCategory;
  before: PictureData;
  after: PictureData;
}

export interface ProjectGalleryProps {
  projects: readonly GalleryItem[];
  /** The gallery's interface strings (src/data/ui.ts). */
  copy: GalleryCopy;
  quoteHref: string;
  /** For the error boundary's fallback: a number to call and the words around it. */
  phone: { display: string; href: string };
  errorCopy: { heading: string; text: string };
}

/**
 * The gallery (spec: "Gallery"): filter buttons over a grid of project cards, each card with a
 * before/after slider and a button that opens the project's detail dialog. State is the spec's:
 * the selected filter (starts "all") and the selected project (starts none; closing the dialog
 * clears it). The server HTML lists every project with its full story inside its (closed)
 * dialog, and the buttons carry native open/close commands, so the page reads and works before
 * this script arrives.
 */
function Gallery({ projects, copy, quoteHref }: Omit<ProjectGalleryProps, 'phone' | 'errorCopy'>) {
  const [filter, setFilter] = useState<GalleryFilter>(initialGalleryFilter);
  const [selected, setSelected] = useState<string | null>(null);
  const ready = useHydrated();
  const opener = useRef<HTMLButtonElement | null>(null);

  const shown = projects.filter((project) => matchesFilter(project.category, filter)).length;
  const dialogCopy: ProjectDialogCopy = {
    ...copy.dialog,
    facts: copy.facts,
    before: copy.slider.before,
    after: copy.slider.after,
  };

  const closed = (id: string) => {
    setSelected((current) => (current === id ? null : current));
    // Native dialogs hand focus back to the opener; this covers browsers that focus nothing on click.
    const button = opener.current;
    opener.current = null;
    if (button && document.activeElement !== button) button.focus();
  };

  return (
    <div>
      <div
        role="group"
        aria-label={copy.filterLabel}
        className="-mx-1 mb-8 flex flex-wrap gap-2"
        data-gallery-filters
      >
        {(Object.keys(copy.filters) as GalleryFilter[]).map((id) => {
          const pressed = id === filter;
          return (
            <button
              key={id}
              type="button"
              aria-pressed={pressed}
              // Disabled until the script runs: before that, a filter could not filter.
              disabled={!ready}
              onClick={() => setFilter(id)}
              className={
                pressed
                  ? 'min-h-11 rounded-full border border-ink bg-ink px-4 text-sm font-semibold text-on-ink'
                  : 'min-h-11 rounded-full border border-ink/20 bg-surface px-4 text-sm font-semibold text-ink hover:border-ink/50 hover:bg-surface-2'
              }
            >
              {copy.filters[id]}
            </button>
          );
        })}
      </div>
      <p role="status" className="sr-only">
        {ready && filter !== initialGalleryFilter
          ? format(copy.showing, { count: shown, total: projects.length })
          : ''}
      </p>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => {
          const dialogId = projectDialogId(project.id);
          const categoryLabel = copy.filters[project.category];
          return (
            <li
              key={project.id}
              hidden={!matchesFilter(project.category, filter)}
              data-project={project.id}
              data-category={project.category}
            >
              <article
                aria-labelledby={`${dialogId}-card-title`}
                className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card"
              >
                <BeforeAfterSlider
                  before={project.before}
                  after={project.after}
                  label={format(copy.slider.label, { title: project.title })}
                  beforeTag={copy.slider.before}
                  afterTag={copy.slider.after}
                  valueText={copy.slider.valueText}
                />
                <div className="flex flex-1 flex-col p-5 md:p-6">
                  <p className="text-sm font-bold tracking-[0.14em] text-accent-strong uppercase">
                    {categoryLabel}
                  </p>
                  <h3 id={`${dialogId}-card-title`} className="mt-1 text-xl">
                    {project.title}
                  </h3>
                  <p className="mt-1 text-sm font-semibold text-muted">{project.location}</p>
                  <p className="mt-3 text-muted">{project.summary}</p>
                  <dl className="mt-4 mb-6 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <div>
                      <dt className="text-muted">{copy.facts.size}</dt>
                      <dd className="font-semibold">{project.sqFootage}</dd>
                    </div>
                    <div>
                      <dt className="text-muted">{copy.facts.timeline}</dt>
                      <dd className="font-semibold">{project.timeline}</dd>
                    </div>
                    <div className="col-span-2">
                      <dt className="text-muted">{copy.facts.coating}</dt>
                      <dd className="font-semibold">{project.coatingType}</dd>
                    </div>
                    <div className="col-span-2">
                      <dt className="text-muted">{copy.facts.investment}</dt>
                      <dd className="font-semibold">{project.investmentRange}</dd>
                    </div>
                  </dl>
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    // The name starts with the visible words (WCAG 2.5.3) and says which project.
                    aria-label={`${copy.viewDetails}: ${project.title}`}
                    className={buttonVariants({ variant: 'ink', className: 'mt-auto w-full' })}
                    onClick={(event) => {
                      opener.current = event.currentTarget;
                      setSelected(project.id);
                    }}
                    {...commandAttributes(dialogId, 'show-modal')}
                  >
                    {copy.viewDetails}
                  </button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {projects.map((project) => (
        <ProjectDialog
          key={project.id}
          project={{ ...project, categoryLabel: copy.filters[project.category] }}
          open={selected === project.id}
          onOpened={() => setSelected(project.id)}
          onClosed={() => closed(project.id)}
          copy={dialogCopy}
          quoteHref={quoteHref}
        />
      ))}
    </div>
  );
}

/** The gallery island, inside an error boundary. */
export function ProjectGallery({ phone, errorCopy, ...props }: ProjectGalleryProps) {
  return (
    <ErrorBoundary phone={phone} copy={errorCopy}>
      <Gallery {...props} />
    </ErrorBoundary>
  );
}
