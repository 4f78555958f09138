// The timeline's selection (docs/product.md, Photos): ids with the month each is in, kept apart from the DOM, so it
// survives scrolling a tile out of the page and back, and spans months.

export type SelectedFiles = ReadonlyMap<string, string>;

export interface OrderedFile {
  id: string;
  month: string;
}

export function toggled(selection: SelectedFiles, file: OrderedFile): SelectedFiles {
  const next = new Map(selection);
  if (next.has(file.id)) next.delete(file.id);
  else next.set(file.id, file.month);
  return next;
}

/**
 * A shift-click: every file from the last one clicked to this one, in the timeline's order, takes the state the
 * clicked file gets (selected when it was not).
 */
export function withRange(
  selection: SelectedFiles,
  ordered: readonly OrderedFile[],
  fromId: string,
  toId: string,
): SelectedFiles {
  const from = ordered.findIndex((f) => f.id === fromId);
  const to = ordered.findIndex((f) => f.id === toId);
  if (from < 0 || to < 0) return toggled(selection, ordered[to] ?? { id: toId, month: '' });
  const select = !selection.has(toId);
  const next = new Map(selection);
  for (let i = Math.min(from, to); i <= Math.max(from, to); i++) {
    if (select) next.set(ordered[i].id, ordered[i].month);
    else next.delete(ordered[i].id);
  }
  return next;
}

/** A month's header checkbox: all of its files in, or all out. */
export function withMonth(selection: SelectedFiles, month: string, ids: readonly string[], on: boolean): SelectedFiles {
  const next = new Map(selection);
  for (const id of ids) {
    if (on) next.set(id, month);
    else next.delete(id);
  }
  return next;
}

/** How many files of each month are selected: what the month headers' checkboxes show. */
export function selectedPerMonth(selection: SelectedFiles): ReadonlyMap<string, number> {
  const counts = new Map<string, number>();
  for (const month of selection.values()) counts.set(month, (counts.get(month) ?? 0) + 1);
  return counts;
}
