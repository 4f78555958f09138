/** Where the file before or after the open one sits: an index on a page of the library list, or that page's last. */
export interface NeighbourRef {
  page: number;
  at: number | 'last';
}

/**
 * The files before and after the one at `index` of a page of `count` files: on the same page, else the last of the
 * page before or the first of the page after. Nothing when the file is not on the page (deleted, moved by a sort).
 */
export function neighbourRefs(
  index: number,
  count: number,
  page: number,
  totalPages: number,
): { previous: NeighbourRef | null; next: NeighbourRef | null } {
  if (index < 0 || index >= count) return { previous: null, next: null };
  const previous: NeighbourRef | null =
    index > 0 ? { page, at: index - 1 } : page > 1 ? { page: page - 1, at: 'last' } : null;
  const next: NeighbourRef | null =
    index < count - 1 ? { page, at: index + 1 } : page < totalPages ? { page: page + 1, at: 0 } : null;
  return { previous, next };
}

/** The file a reference names in its page's files (null while that page is not loaded, or when it came back empty). */
export function pickNeighbour<T>(ref: NeighbourRef | null, files: readonly T[] | undefined): T | null {
  if (!ref || !files || files.length === 0) return null;
  return (ref.at === 'last' ? files[files.length - 1] : files[ref.at]) ?? null;
}

/** '7 / 45': the open file's place in the whole list. */
export function listPosition(index: number, page: number, pageSize: number, total: number) {
  return index < 0 ? null : { current: (page - 1) * pageSize + index + 1, total };
}

/** The list page (from 1) the file at `index` (from 0) of the whole list is on. */
export function pageOfIndex(index: number, pageSize: number): number {
  return Math.floor(index / pageSize) + 1;
}
