import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';

import { buttonVariants } from '#src/components/ui/button-variants.ts';
import { focusableSelector, wrapFocusIndex } from '#src/lib/focus-trap.ts';
import type { PictureData } from '#src/schemas/image.ts';

import { LazyPicture } from './lazy-picture.tsx';

/** A gallery project as the card and the dialog show it (images resolved, text filled in). */
export interface ProjectStory {
  id: string;
  title: string;
  categoryLabel: string;
  summary: string;
  location: string;
  sqFootage: string;
  timeline: string;
  coatingType: string;
  challenge: string;
  solution: string;
  customerName: string;
  testimonial: string;
  investmentRange: string;
  features: readonly string[];
  /** The before and after photos, whole, for the dialog (the card's slider shows square crops). */
  photos: { before: PictureData; after: PictureData };
}

/** The dialog's interface strings. */
export interface ProjectDialogCopy {
  close: string;
  /** Captions under the two photos. */
  before: string;
  after: string;
  facts: { location: string; size: string; timeline: string; coating: string; investment: string };
  challenge: string;
  solution: string;
  features: string;
  testimonial: string;
  quote: string;
}

export interface ProjectDialogProps {
  project: ProjectStory;
  /** Whether this project is the selected one. */
  open: boolean;
  /** Called when the browser opened the dialog itself (a native command), so the selection follows. */
  onOpened: () => void;
  /** Called once the dialog has closed, however it was closed (Close, Escape, the overlay). */
  onClosed: () => void;
  copy: ProjectDialogCopy;
  quoteHref: string;
}

/** The id of a project's dialog, which its card's button points at. */
export function projectDialogId(id: string): string {
  return `project-${id}`;
}

/**
 * Native-command attributes (HTML "invoker commands"): with them, a browser opens and closes the
 * dialog itself, even before this island's script has run. React's types do not know them yet.
 * https://developer.mozilla.org/docs/Web/API/Invoker_Commands_API
 */
export function commandAttributes(target: string, command: 'show-modal' | 'close'): Record<string, string> {
  return { commandfor: target, command };
}

/**
 * One photo of the pair with its caption; lazy (LazyPicture), so the gallery's first load does not grow.
 */
function PairPhoto({ image, caption }: { image: PictureData; caption: string }) {
  return (
    <figure>
      <LazyPicture
        image={image}
        alt={image.alt}
        className="aspect-4/3 h-auto w-full rounded-card bg-surface-2 object-cover"
      />
      <figcaption className="mt-2 text-sm font-bold tracking-wide text-muted uppercase">{caption}</figcaption>
    </figure>
  );
}

/**
 * A project's full story in a modal <dialog> (spec: "Detail dialog"), opening with the before and
 * after photos side by side (one above the other on a phone). showModal() makes the page behind inert
 * and restores focus to the opener on close; Escape and a click on the overlay close it; Tab wraps
 * inside it. Title and summary label and describe it for assistive technology.
 */
export function ProjectDialog({ project, open, onOpened, onClosed, copy, quoteHref }: ProjectDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = projectDialogId(project.id);

  const wasOpen = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    // Only a selection that ends closes the dialog: one the browser opened by itself before this
    // script ran (a native command) stays open when the island hydrates.
    if (!open && wasOpen.current && dialog.open) dialog.close();
    wasOpen.current = open;
  }, [open]);

  const close = () => ref.current?.close();

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog box itself has no padding, so a click whose target is the <dialog> landed on the overlay.
    if (event.target === event.currentTarget) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !ref.current) return;
    const controls = [...ref.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const current = controls.indexOf(document.activeElement as HTMLElement);
    const next = wrapFocusIndex(controls.length, current, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    controls[next]?.focus();
  };

  const facts = [
    [copy.facts.location, project.location],
    [copy.facts.size, project.sqFootage],
    [copy.facts.timeline, project.timeline],
    [copy.facts.investment, project.investmentRange],
    [copy.facts.coating, project.coatingType],
  ] as const;

  return (
    // The overlay click and keys are conveniences: Escape and the Close button do the same for everyone.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-summary`}
      closedby="any"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto overscroll-contain rounded-card bg-surface p-0 text-ink shadow-2xl backdrop:bg-ink/75"
      onClose={onClosed}
      onToggle={(event) => {
        if (event.newState === 'open') onOpened();
      }}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <div className="p-6 md:p-8">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-sm font-bold tracking-[0.14em] text-accent-strong uppercase">
              {project.categoryLabel}
            </p>
            <h2 id={`${id}-title`} className="mt-1 text-2xl md:text-3xl">
              {project.title}
            </h2>
          </div>
          <button
            type="button"
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            onClick={close}
            {...commandAttributes(id, 'close')}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
            </svg>
            {copy.close}
          </button>
        </div>
        <div className="mt-5 grid gap-4 sm:grid-cols-2" data-pair>
          <PairPhoto image={project.photos.before} caption={copy.before} />
          <PairPhoto image={project.photos.after} caption={copy.after} />
        </div>
        <p id={`${id}-summary`} className="mt-5 text-lg text-muted">
          {project.summary}
        </p>
        <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-3 rounded-card bg-surface-2 p-5">
          {facts.map(([label, value], index) => (
            // The coating system is the longest value: it takes the full row.
            <div key={label} className={index === facts.length - 1 ? 'col-span-2' : undefined}>
              <dt className="text-sm font-semibold text-muted">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-7 text-xl">{copy.challenge}</h3>
        <p className="mt-2">{project.challenge}</p>
        <h3 className="mt-6 text-xl">{copy.solution}</h3>
        <p className="mt-2">{project.solution}</p>
        <h3 className="mt-6 text-xl">{copy.features}</h3>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {project.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="mt-1 size-4 shrink-0 text-success"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
              >
                <path d="M20 6 9 17l-5-5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {feature}
            </li>
          ))}
        </ul>
        <h3 className="mt-7 text-xl">{copy.testimonial}</h3>
        <figure className="mt-3 border-l-4 border-accent pl-5">
          <blockquote className="text-lg italic">
            <p>“{project.testimonial}”</p>
          </blockquote>
          <figcaption className="mt-2 font-semibold">
            {project.customerName}
            <span className="font-normal text-muted">, {project.location}</span>
          </figcaption>
        </figure>
        <p className="mt-8">
          <a href={quoteHref} data-track="quote" className={buttonVariants({ variant: 'primary' })}>
            {copy.quote}
          </a>
        </p>
      </div>
    </dialog>
  );
}
