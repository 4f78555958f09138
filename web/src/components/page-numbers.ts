import { PAGER_MAX_BUTTONS } from '@vaultbox/common/constants.ts';

/**
 * The page buttons a pager shows: at most `max` consecutive pages, the current one as central as the ends allow.
 * pageNumbers(7, 10) -> [5, 6, 7, 8, 9]; pageNumbers(1, 3) -> [1, 2, 3].
 */
export function pageNumbers(current: number, totalPages: number, max: number = PAGER_MAX_BUTTONS): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0 || max < 1) return [];
  const page = Math.min(Math.max(1, Math.floor(current)), total);
  const count = Math.min(max, total);
  let start = page - Math.floor((count - 1) / 2);
  start = Math.max(1, Math.min(start, total - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}
