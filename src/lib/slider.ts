/**
 * The before/after slider's rules: the divider starts at
 * 50%, moves with the pointer only while it is pressed, jumps to a clicked point, and never leaves
 * 0-100%. The island is a thin view over these functions.
 */

/** Where the divider starts, in percent of the image width from the left. */
const sliderStart = 50;

/** How far one arrow key moves the divider, in percent. */
const sliderKeyStep = 5;

/** How far Page Up / Page Down move the divider, in percent. */
const sliderPageStep = 25;

/** Keeps a position inside 0-100%; anything that is not a number falls back to the start. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return sliderStart;
  return Math.min(100, Math.max(0, value));
}

/** The divider position under a pointer at `clientX`, over a box starting at `left` and `width` wide. */
export function percentAt(clientX: number, box: { left: number; width: number }): number {
  if (box.width <= 0) return sliderStart;
  return clampPercent(((clientX - box.left) / box.width) * 100);
}

/** The slider's state: where the divider is and whether a mouse button or finger is down on it. */
export interface SliderState {
  position: number;
  dragging: boolean;
}

/** The initial state: divider in the middle, nothing pressed. */
export const initialSlider: SliderState = { position: sliderStart, dragging: false };

/**
 * What can happen to the slider. `press` is a mouse press or touch start, `release` a mouse
 * release, touch end or a cancelled touch, `leave` the mouse leaving the image; `set` comes from
 * the keyboard or assistive technology.
 */
export type SliderEvent =
  | { type: 'press' }
  | { type: 'move'; percent: number }
  | { type: 'release' }
  | { type: 'leave' }
  | { type: 'click'; percent: number }
  | { type: 'set'; percent: number };

/** The next state after one event. */
export function sliderReducer(state: SliderState, event: SliderEvent): SliderState {
  switch (event.type) {
    case 'press':
      return state.dragging ? state : { ...state, dragging: true };
    case 'release':
    case 'leave':
      return state.dragging ? { ...state, dragging: false } : state;
    case 'move':
      // Hovering without a button or finger down never moves the divider.
      return state.dragging ? { ...state, position: clampPercent(event.percent) } : state;
    case 'click':
    case 'set':
      return { ...state, position: clampPercent(event.percent) };
  }
}

/**
 * Where a key press moves the divider from `position`, or null for keys the slider ignores:
 * arrows by 5%, Page Up/Down by 25%, Home to 0% (all "after"), End to 100% (all "before").
 */
export function positionForKey(key: string, position: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clampPercent(position - sliderKeyStep);
    case 'ArrowRight':
    case 'ArrowUp':
      return clampPercent(position + sliderKeyStep);
    case 'PageDown':
      return clampPercent(position - sliderPageStep);
    case 'PageUp':
      return clampPercent(position + sliderPageStep);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}
