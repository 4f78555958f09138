const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When an entry happened, in `language`: "now", "5 minutes ago", "yesterday", up to a week, then the date. Intl
 * words it, so every language of the app has it without texts of ours.
 */
export function relativeTime(iso: string, language: string, now = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const elapsed = Math.max(0, now - at);
  const words = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < MINUTE) return words.format(0, 'second');
  if (elapsed < HOUR) return words.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return words.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return words.format(-Math.floor(elapsed / DAY), 'day');
  return new Date(at).toLocaleDateString(language, { year: 'numeric', month: 'short', day: 'numeric' });
}
