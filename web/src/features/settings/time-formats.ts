// Account age (days under 30, months under 365, then years) and last sign-in (minutes, hours or days up
// to 7, then a date). Each answers a unit and a count; the screen words them in the UI language.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type AgeUnit = 'days' | 'months' | 'years';
export type Since = { unit: 'minutes' | 'hours' | 'days'; count: number } | { unit: 'date' };

function time(iso: string): number | null {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? null : value;
}

export function accountAge(createdAt: string, now = Date.now()): { unit: AgeUnit; count: number } | null {
  const start = time(createdAt);
  if (start === null) return null;
  const days = Math.max(0, Math.floor((now - start) / DAY));
  if (days < 30) return { unit: 'days', count: days };
  if (days < 365) return { unit: 'months', count: Math.floor(days / 30) };
  return { unit: 'years', count: Math.floor(days / 365) };
}

/** How long ago: at least one minute, whole hours under a day, whole days up to 7, then the date itself. */
export function timeSince(iso: string, now = Date.now()): Since | null {
  const at = time(iso);
  if (at === null) return null;
  const elapsed = Math.max(0, now - at);
  if (elapsed < HOUR) return { unit: 'minutes', count: Math.max(1, Math.floor(elapsed / MINUTE)) };
  if (elapsed < DAY) return { unit: 'hours', count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days <= 7) return { unit: 'days', count: days };
  return { unit: 'date' };
}
