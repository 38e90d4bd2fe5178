import { describe, expect, it } from 'vitest';

import { wrapFocusIndex } from './focus-trap.ts';

describe('dialog focus wrapping', () => {
  it('sends Tab from the last control back to the first', () => {
    expect(wrapFocusIndex(4, 3, false)).toBe(0);
  });

  it('sends Shift+Tab from the first control to the last', () => {
    expect(wrapFocusIndex(4, 0, true)).toBe(3);
  });

  it('leaves Tab between controls to the browser', () => {
    expect(wrapFocusIndex(4, 1, false)).toBeNull();
    expect(wrapFocusIndex(4, 2, true)).toBeNull();
  });

  it('brings focus back in from the dialog itself', () => {
    expect(wrapFocusIndex(4, -1, false)).toBe(0);
    expect(wrapFocusIndex(4, -1, true)).toBe(3);
  });

  it('does nothing when there is nothing to focus', () => {
    expect(wrapFocusIndex(0, -1, false)).toBeNull();
  });
});
