/** Every how many rows of a sorted library an anchor is kept. */
export const ANCHOR_EVERY = 1000;
const MAX_CACHED = 500;

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

/**
 * Anchors per library view (user, sort, order, category), valid for one version of that user's library (a count of
 * its changes, kept by triggers). So a deep page (OFFSET 50,000) becomes an index seek plus fewer than 1,000 steps,
 * and the anchors are rebuilt only after the library changed. Per process; the oldest view goes when it is full.
 */
export function createAnchorCache(maxViews = MAX_CACHED) {
  const views = new Map<string, { version: number; anchors: Anchors }>();

  function get(view: string, version: number): Anchors | undefined {
    const entry = views.get(view);
    if (!entry || entry.version !== version) return undefined;
    // Recently used views stay: re-inserted at the end.
    views.delete(view);
    views.set(view, entry);
    return entry.anchors;
  }

  function set(view: string, version: number, anchors: Anchors): void {
    views.delete(view);
    views.set(view, { version, anchors });
    if (views.size > maxViews) views.delete(views.keys().next().value as string);
  }

  return { get, set };
}
