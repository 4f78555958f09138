export type MoveDirection = 'up' | 'down';

/**
 * The album's ids with `id` one place earlier ('up') or later ('down'); null when it cannot move (the first up, the
 * last down, an id not in the list).
 */
export function moveOne(ids: readonly string[], id: string, direction: MoveDirection): string[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Whether the file at `index` of a page can move up or down within the whole album of `total` files. */
export function movesOf(index: number, page: number, pageSize: number, total: number) {
  const at = (page - 1) * pageSize + index;
  return { up: at > 0, down: at < total - 1 };
}
