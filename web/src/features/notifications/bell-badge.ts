/** The figure on the bell: nothing at 0, then 1 to 9, then "9+" (a wider badge would push the header about). */
export function bellBadge(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > 9 ? '9+' : String(Math.floor(unread));
}
