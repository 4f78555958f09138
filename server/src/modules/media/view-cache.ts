/**
 * What a view of a user's library costs a walk to know (its page anchors, the ids a search matches), kept for one
 * version of that library: the version is a count of its changes kept by triggers (media_stats.changes), so an entry
 * is right for exactly as long as its version is current, on every server of the instance. Per process, bounded by
 * views and by weight (an entry's size); the least recently used goes first. One build per view and version, however
 * many requests ask for it meanwhile.
 */
export function createViewCache<T>(limits: { maxViews: number; maxWeight: number; weigh: (value: T) => number }) {
  const views = new Map<string, { version: number; value: T; weight: number }>();
  const building = new Map<string, Promise<T>>();
  let weight = 0;

  function get(view: string, version: number): T | undefined {
    const entry = views.get(view);
    if (!entry || entry.version !== version) return undefined;
    // Recently used views stay: re-inserted at the end.
    views.delete(view);
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
    views.set(view, { version, value, weight: entryWeight });
    weight += entryWeight;
    while (views.size > limits.maxViews || weight > limits.maxWeight) drop(views.keys().next().value as string);
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
