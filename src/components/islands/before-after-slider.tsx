import { useReducer, useRef, type KeyboardEvent, type PointerEvent } from 'react';

import { format } from '#src/lib/format.ts';
import type { PictureData } from '#src/schemas/image.ts';
import { initialSlider, percentAt, positionForKey, sliderReducer } from '#src/lib/slider.ts';

import { LazyPicture } from './lazy-picture.tsx';
import { useHydrated } from './use-hydrated.ts';

const sliderImage = 'absolute inset-0 h-full w-full object-cover';

export interface BeforeAfterSliderProps {
  before: PictureData;
  after: PictureData;
  /** The slider's accessible name; it names the project, e.g. "Compare before and after: Pinecrest garage". */
  label: string;
  /** Visible tags on the two sides, e.g. "Before" and "After". */
  beforeTag: string;
  afterTag: string;
  /** Spoken value, with {before} and {after} replaced by the visible percentages. */
  valueText: string;
}

/**
 * A before/after comparison (spec: "Before/after slider"). The before photo fills the box and the
 * after photo is laid over it, clipped from the left edge to the divider, so moving the divider
 * left reveals more of the finished floor. Mouse and touch move it only while pressed; a click or
 * tap jumps it to that point. An invisible native range input over the photos carries the value for the
 * keyboard and assistive technology. The server HTML shows both photos split at 50% with their alt
 * text; the input stays disabled until this script runs, so it is never a dead control.
 */
export function BeforeAfterSlider({
  before,
  after,
  label,
  beforeTag,
  afterTag,
  valueText,
}: BeforeAfterSliderProps) {
  const [state, dispatch] = useReducer(sliderReducer, initialSlider);
  const ready = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  /** Where a finger went down, to tell a tap from a drag. */
  const touchStart = useRef<number | null>(null);

  const percentFor = (clientX: number) => {
    const rect = box.current?.getBoundingClientRect();
    return rect ? percentAt(clientX, rect) : state.position;
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    touchStart.current = event.pointerType === 'mouse' ? null : event.clientX;
    dispatch({ type: 'press' });
    // Keyboard follows the pointer: after a click, the arrow keys move this slider.
    input.current?.focus({ preventScroll: true });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    dispatch({ type: 'move', percent: percentFor(event.clientX) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = positionForKey(event.key, state.position);
    if (next === null) return;
    event.preventDefault();
    dispatch({ type: 'set', percent: next });
  };

  const position = state.position;
  const shown = Math.round(position);

  return (
    // Pointer handling only: the range input inside is the keyboard and assistive-technology control.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions
    <div
      ref={box}
      className="group relative h-96 cursor-ew-resize touch-pan-y overflow-hidden bg-ink-2 select-none"
      data-slider
      data-position={shown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => {
        dispatch({ type: 'release' });
        // A tap is a click: Chrome drops the click of a tap that follows a drag too closely, so a
        // finger that lifts where it went down moves the divider here (the click, if any, agrees).
        const start = touchStart.current;
        touchStart.current = null;
        if (start !== null && Math.abs(event.clientX - start) < 10) {
          dispatch({ type: 'click', percent: percentFor(event.clientX) });
        }
      }}
      onPointerCancel={() => dispatch({ type: 'release' })}
      onPointerLeave={() => dispatch({ type: 'leave' })}
      onClick={(event) => {
        // detail 0: a click synthesised from the keyboard, which has no point to jump to.
        if (event.detail !== 0) dispatch({ type: 'click', percent: percentFor(event.clientX) });
      }}
    >
      <LazyPicture image={before} alt={before.alt} draggable={false} className={sliderImage} />
      {/* No style="" in the server HTML (the site's CSP allows no inline styles): classes draw the
          starting 50% split, and once hydrated React moves it through the CSSOM, which CSP does not
          govern. Hydration renders with `ready` false, so its markup matches the server's. */}
      <div
        className="absolute inset-0 [clip-path:inset(0_0_0_50%)]"
        style={ready ? { clipPath: `inset(0 0 0 ${position}%)` } : undefined}
        data-after
      >
        <LazyPicture image={after} alt={after.alt} draggable={false} className={sliderImage} />
      </div>
      <span
        aria-hidden="true"
        className="absolute top-3 left-3 rounded-full bg-ink/80 px-3 py-1 text-xs font-bold tracking-wide text-on-ink uppercase"
      >
        {beforeTag}
      </span>
      <span
        aria-hidden="true"
        className="absolute top-3 right-3 rounded-full bg-ink/80 px-3 py-1 text-xs font-bold tracking-wide text-on-ink uppercase"
      >
        {afterTag}
      </span>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(11_22_34/0.35)]"
        style={ready ? { left: `${position}%` } : undefined}
      >
        {/* Focus: a white ring between two ink ones (outline over a wider shadow), so one of them
            stands out 3:1 from any photo, light floor or dark (WCAG 1.4.11). */}
        <span className="absolute top-1/2 left-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white bg-ink/85 text-on-ink shadow-lg group-has-[input:focus-visible]:shadow-[0_0_0_7px_rgb(11_22_34)] group-has-[input:focus-visible]:outline-3 group-has-[input:focus-visible]:outline-offset-2 group-has-[input:focus-visible]:outline-white">
          <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="m9 6-6 6 6 6M15 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </div>
      <input
        ref={input}
        type="range"
        min={0}
        max={100}
        step={1}
        value={shown}
        disabled={!ready}
        aria-label={label}
        aria-valuetext={format(valueText, { before: shown, after: 100 - shown })}
        // Invisible but as large as the photos, not a 1 px speck in a corner: focus scrolls the whole
        // comparison into view (a phone's bottom bar never hides the handle that shows the focus),
        // and a screen reader's touch finds the slider where it is drawn. The box takes the pointer.
        className="pointer-events-none absolute inset-0 size-full opacity-0"
        onKeyDown={onKeyDown}
        onChange={(event) => dispatch({ type: 'set', percent: Number(event.currentTarget.value) })}
      />
    </div>
  );
}
