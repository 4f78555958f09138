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

/** A view's anchors as far as they were built: `complete` once the walk reached the view's last row. */
export interface KeptAnchors {
  keys: Anchors;
  complete: boolean;
}

/** The fewest anchors one walk adds (10,000 rows): shallow pages cost one short walk, not one per page. */
export const FEWEST_NEW_ANCHORS = 100;

/** Whether the kept anchors serve a page at `offset`: they reach it, or there are no more rows to reach. */
export function anchorsReach(kept: KeptAnchors, offset: number): boolean {
  return kept.complete || kept.keys.length >= Math.floor(offset / ANCHOR_EVERY);
}

/**
 * How many anchors the next walk adds to `have` for a page at `offset`: at least as many as it needs, and at least as
 * many as there are (so a reader paging ever deeper costs walks of doubling length, each row walked about twice).
 */
export function anchorsToAdd(have: number, offset: number): number {
  return Math.max(Math.floor(offset / ANCHOR_EVERY) - have, have, FEWEST_NEW_ANCHORS);
}
