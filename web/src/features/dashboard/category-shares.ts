/** Category counts with their share of the whole, largest first; empty categories left out. */
export function categoryShares(
  breakdown: Record<string, number>,
): Array<{ category: string; count: number; percent: number }> {
  const entries = Object.entries(breakdown).filter(([, n]) => n > 0);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  return entries
    .map(([category, count]) => ({ category, count, percent: total > 0 ? Math.round((count / total) * 1000) / 10 : 0 }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}
