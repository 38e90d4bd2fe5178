import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A user-event session for the jsdom tests, set up for speed on a loaded machine:
 * - `delay: null` does not wait a timer tick between keystrokes and clicks (a real wait that only
 *   stretches a test when the machine is busy);
 * - no pointer-events check: user-event would call jsdom's slow getComputedStyle on the target and
 *   every ancestor before each pointer action, yet no style sheet is loaded in these tests (Tailwind's
 *   `pointer-events-none` never applies here), so the check cannot find anything. The browser tests
 *   click with real styles.
 */
export function setupUser() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
