/** A view unread this long is dropped: pages of one view read within it are served from it. */
export const VIEW_IDLE_MS = 30_000;

/**
 * What a view of a user's library costs a walk to know (its page anchors, the ids a search matches), kept for one
 * version of that library: the version is a count of its changes kept by triggers (media_stats.changes), so an entry
 * is right for exactly as long as its version is current, on every server of the instance. Per process, bounded by
 * views and by weight (an entry's size); the least recently used goes first, and a view nobody has read for `idleMs`
 * goes by itself, so that what a busy hour kept is handed back when the server is quiet again. One build per view and
 * version, however many requests ask for it meanwhile.
 */
export function createViewCache<T>(limits: {
  maxViews: number;
  maxWeight: number;
  weigh: (value: T) => number;
  idleMs?: number;
}) {
  const idleMs = limits.idleMs ?? VIEW_IDLE_MS;
  const views = new Map<string, { version: number; value: T; weight: number; usedAt: number }>();
  const building = new Map<string, Promise<T>>();
  let weight = 0;
  let sweeper: NodeJS.Timeout | undefined;

  /** Drops the views unused for idleMs (the map is in order of use: the oldest first), then waits for the next. */
  function sweep(): void {
    sweeper = undefined;
    const now = Date.now();
    for (const [view, entry] of views) {
      if (now - entry.usedAt < idleMs) break;
      drop(view);
    }
    sweepLater();
  }

  function sweepLater(): void {
    if (sweeper || views.size === 0) return;
    const oldest = views.values().next().value!;
    // Unref'd: a kept view never holds the process open.
    sweeper = setTimeout(sweep, Math.max(0, oldest.usedAt + idleMs - Date.now())).unref();
  }

  function get(view: string, version: number): T | undefined {
    const entry = views.get(view);
    if (!entry || entry.version !== version) return undefined;
    // Recently used views stay: re-inserted at the end.
    views.delete(view);
    entry.usedAt = Date.now();
    views.set(view, entry);
    return entry.value;
  }

  function drop(view: string): void {
    const entry = views.get(view);
    if (!entry) return;
    weight -= entry.weight;
    views.delete(view);
  }

  function set(view: string, version: number, value: T): void {
    drop(view);
    const entryWeight = limits.weigh(value);
    // Too heavy to keep at all: answered, not kept.
    if (entryWeight > limits.maxWeight) return;
    views.set(view, { version, value, weight: entryWeight, usedAt: Date.now() });
    weight += entryWeight;
    while (views.size > limits.maxViews || weight > limits.maxWeight) drop(views.keys().next().value as string);
    sweepLater();
  }

  /**
   * The view's value at this version: cached, being built, or built now by `build`. A value not `enough` for this
   * caller (anchors not yet as deep as its page) is grown: `build` gets the value known so far.
   */
  async function load(
    view: string,
    version: number,
    build: (known: T | undefined) => Promise<T>,
    enough: (value: T) => boolean = () => true,
  ): Promise<T> {
    const known = get(view, version);
    if (known !== undefined && enough(known)) return known;
    const key = `${view}|${version}`;
    const pending = building.get(key);
    if (pending) {
      const value = await pending;
      return enough(value) ? value : load(view, version, build, enough);
    }
    const started = build(known).finally(() => building.delete(key));
    building.set(key, started);
    set(view, version, await started);
    return started;
  }

  return { get, set, load };
}
