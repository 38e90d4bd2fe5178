/**
 * The median of the values that are numbers: a Lighthouse run whose metric errored gives NaN, and
 * one bad run must not turn the figure of the other runs into NaN. NaN only if no run gave a number.
 * Used by tools/lighthouse.ts.
 */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}
