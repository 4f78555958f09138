/** "November 2026" (in German "November 2026", in Chinese "2026年11月") for a timeline month `YYYY-MM`. */
export function monthLabel(month: string, language: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  // The month's first day at noon UTC, read in UTC: no zone can move it into the month before.
  const date = new Date(Date.UTC(year, monthNumber - 1, 1, 12));
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export function yearOf(month: string): string {
  return month.slice(0, 4);
}
