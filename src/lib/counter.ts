/**
 * The track-record counters: count from 0 to a target over a duration with ease-out, then show the
 * exact target. The spec's counters run for 2500 ms; 2000 ms is the default.
 */

export const DEFAULT_COUNTER_DURATION_MS = 2000;

/** Cubic ease-out: fast start, gentle landing. t in [0, 1]. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/**
 * The value shown `elapsedMs` after the count started. Whole numbers for integer targets, one
 * decimal for targets such as 4.9; exactly `target` once the duration has passed.
 */
export function counterValueAt(
  elapsedMs: number,
  target: number,
  durationMs = DEFAULT_COUNTER_DURATION_MS,
): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  const decimals = Number.isInteger(target) ? 0 : 1;
  const factor = 10 ** decimals;
  return Math.floor(target * easeOutCubic(elapsedMs / durationMs) * factor) / factor;
}

/** Formats a counter value the way the page shows it: "1,247", "2,847,000", "4.9". */
export function formatCounter(value: number, target: number): string {
  const decimals = Number.isInteger(target) ? 0 : 1;
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
