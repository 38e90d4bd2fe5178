/** Opening-hours formatting for visitors ("7am-7pm"), from the 24-hour times stored in business.ts. */

/** "07:00" -> "7am", "19:30" -> "7:30pm", "12:00" -> "12pm", "00:00" -> "12am". */
export function formatTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'am' : 'pm';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12}${suffix}` : `${hour12}:${String(m).padStart(2, '0')}${suffix}`;
}

/** "07:00", "19:00" -> "7am-7pm". */
export function formatTimeRange(opens: string, closes: string): string {
  return `${formatTime(opens)}-${formatTime(closes)}`;
}

/** Opening hours as visitors read them: [{ label: "Monday-Friday", time: "7am-7pm" }, ...]. */
export function describeOpeningHours(
  hours: readonly { label: string; opens: string; closes: string }[],
): { label: string; time: string }[] {
  return hours.map((h) => ({ label: h.label, time: formatTimeRange(h.opens, h.closes) }));
}
