import { dateFormat } from '../../lib/format.ts';

const MONTH_YEAR: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };
/** The labels already written: the timeline names its months at every render while it scrolls. */
const labels = new Map<string, string>();

/** "November 2026" (in German "November 2026", in Chinese "2026年11月") for a timeline month `YYYY-MM`. */
export function monthLabel(month: string, language: string): string {
  const key = `${language}|${month}`;
  let label = labels.get(key);
  if (label === undefined) {
    const [year, monthNumber] = month.split('-').map(Number);
    // The month's first day at noon UTC, read in UTC: no zone can move it into the month before.
    label =
      year && monthNumber
        ? dateFormat(language, MONTH_YEAR).format(new Date(Date.UTC(year, monthNumber - 1, 1, 12)))
        : month;
    labels.set(key, label);
  }
  return label;
}

export function yearOf(month: string): string {
  return month.slice(0, 4);
}
