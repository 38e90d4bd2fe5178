/**
 * Keeps keyboard focus inside an open dialog. A modal <dialog> already makes the rest of the page
 * inert, but Tab past its last control moves focus out to the browser's own toolbar; wrapping it
 * back to the first control (and Shift+Tab from the first to the last) keeps it in the dialog.
 */

/**
 * Which control Tab should move to, given `count` focusable controls and the index of the focused
 * one (-1 when focus is on none of them, e.g. on the dialog itself); null means "let the browser
 * move focus as usual".
 */
export function wrapFocusIndex(count: number, current: number, backwards: boolean): number | null {
  if (count === 0) return null;
  if (current === -1) return backwards ? count - 1 : 0;
  if (backwards && current === 0) return count - 1;
  if (!backwards && current === count - 1) return 0;
  return null;
}

/** The elements Tab can reach inside `root`, in document order. */
export const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');
