const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type TimeAgo = { key: 'dashboard.justNow' } | { key: 'dashboard.hoursAgo' | 'dashboard.daysAgo'; count: number };

/**
 * The dashboard's times (docs/product.md, Formats): under 1 hour 'Just now', under 24 hours 'Nh ago', otherwise 'Nd
 * ago'.
 */
export function timeAgo(iso: string, now = Date.now()): TimeAgo {
  const then = Date.parse(iso);
  const elapsed = Number.isNaN(then) ? 0 : Math.max(0, now - then);
  if (elapsed < HOUR) return { key: 'dashboard.justNow' };
  if (elapsed < DAY) return { key: 'dashboard.hoursAgo', count: Math.floor(elapsed / HOUR) };
  return { key: 'dashboard.daysAgo', count: Math.floor(elapsed / DAY) };
}
