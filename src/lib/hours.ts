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

/** The week in order, with each day's Spanish name. */
const spanishDays: Readonly<Record<string, string>> = {
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
  Sunday: 'domingo',
};
const week = Object.keys(spanishDays);

/** "07:00" -> "7 a. m.", "19:30" -> "7:30 p. m.": the way US Spanish writes times. */
function formatSpanishTime(hhmm: string): string {
  return formatTime(hhmm).replace(/(am|pm)$/, (suffix) => (suffix === 'am' ? ' a. m.' : ' p. m.'));
}

/** Spanish day label: consecutive days as "lunes a viernes", others listed ("sábado y domingo"). */
function spanishDayLabel(days: readonly string[]): string {
  const names = days.map((day) => spanishDays[day] ?? day);
  const indexes = days.map((day) => week.indexOf(day));
  const consecutive = indexes.every((index, i) => i === 0 || index === (indexes[i - 1] ?? -2) + 1);
  const label =
    names.length > 2 && consecutive
      ? `${names[0] ?? ''} a ${names[names.length - 1] ?? ''}`
      : names.length > 1
        ? `${names.slice(0, -1).join(', ')} y ${names[names.length - 1] ?? ''}`
        : (names[0] ?? '');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * Opening hours as visitors read them: [{ label: "Monday-Friday", time: "7am-7pm" }, ...]. English
 * keeps the owner's own labels; Spanish names the days from the same data ("Lunes a viernes",
 * "7 a. m.–7 p. m.", the compact form of a label, with an en dash).
 */
export function describeOpeningHours(
  hours: readonly { label: string; days: readonly string[]; opens: string; closes: string }[],
  locale: 'en' | 'es' = 'en',
): { label: string; time: string }[] {
  if (locale === 'es') {
    return hours.map((h) => ({
      label: spanishDayLabel(h.days),
      time: `${formatSpanishTime(h.opens)}–${formatSpanishTime(h.closes)}`,
    }));
  }
  return hours.map((h) => ({ label: h.label, time: formatTimeRange(h.opens, h.closes) }));
}

/** The Spanish plural a weekday takes after "los": "los sábados", "los lunes". */
function spanishPlural(day: string): string {
  return day.endsWith('s') ? day : `${day}s`;
}

/**
 * The opening hours as one sentence's words, for copy that states them ({hours}): English "Monday-Friday
 * 7am-7pm, Saturday 8am-5pm and Sunday 9am-4pm" (the owner's labels); Spanish "de lunes a viernes de
 * 7 a. m. a 7 p. m., los sábados de 8 a. m. a 5 p. m. y los domingos de 9 a. m. a 4 p. m.".
 */
export function hoursSentence(
  hours: readonly { label: string; days: readonly string[]; opens: string; closes: string }[],
  locale: 'en' | 'es',
): string {
  const parts = hours.map((h) => {
    if (locale === 'en') return `${h.label} ${formatTimeRange(h.opens, h.closes)}`;
    const names = h.days.map((day) => spanishDays[day] ?? day);
    const indexes = h.days.map((day) => week.indexOf(day));
    const consecutive = indexes.every((index, i) => i === 0 || index === (indexes[i - 1] ?? -2) + 1);
    const days =
      names.length > 2 && consecutive
        ? `de ${names[0] ?? ''} a ${names[names.length - 1] ?? ''}`
        : `los ${names
            .map(spanishPlural)
            .join(', ')
            .replace(/, ([^,]+)$/, ' y $1')}`;
    return `${days} de ${formatSpanishTime(h.opens)} a ${formatSpanishTime(h.closes)}`;
  });
  const and = locale === 'en' ? 'and' : 'y';
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1] ?? ''}`
    : (parts[0] ?? '');
}
