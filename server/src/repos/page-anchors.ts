/** Every how many rows of a sorted library an anchor is kept: a deep page skips fewer than this many index entries. */
export const ANCHOR_EVERY = 100;

/** The sort key of the row at position (i + 1) * ANCHOR_EVERY - 1, for each i. */
export type Anchors = unknown[][];

/** Where a page starts from: after `anchor` (null: from the first row), skipping `offset` more rows. */
export interface PageStart {
  anchor: unknown[] | null;
  offset: number;
}

/** Which anchor serves an offset: the last one before it, so at most ANCHOR_EVERY - 1 rows are skipped. */
export function pageStart(anchors: Anchors, offset: number): PageStart {
  const k = Math.min(Math.floor(offset / ANCHOR_EVERY), anchors.length);
  if (k === 0) return { anchor: null, offset };
  return { anchor: anchors[k - 1], offset: offset - k * ANCHOR_EVERY };
}
