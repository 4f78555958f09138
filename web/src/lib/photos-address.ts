// The player opened from the Photos timeline (docs/product.md, Photos) carries ?from=photos: its previous/next and
// "n / N" then walk the timeline's order, and Back returns to /photos at the place it was left.

export const PHOTOS_PATH = '/photos';

/** The Photos screen as where the player was opened from (it has no page: the timeline remembers its place). */
export interface PhotosPlace {
  from: 'photos';
}

/** The Photos timeline the player was opened from, or null when it was opened from elsewhere. */
export function photosPlaceFromParams(params: URLSearchParams): PhotosPlace | null {
  return params.get('from') === 'photos' ? { from: 'photos' } : null;
}

/** A file in the player, walking the Photos timeline; `edit` opens the details editor. */
export function photosPlayerPath(id: string, options: { edit?: boolean } = {}): string {
  const params = new URLSearchParams({ from: 'photos' });
  if (options.edit) params.set('edit', 'true');
  return `/player/${encodeURIComponent(id)}?${params.toString()}`;
}

/**
 * The history state of a player entry that the Photos screen pushed, kept as its steps replace the entry: the entry
 * before it is the timeline, so Back is a history step, which is what makes the timeline return to its place.
 */
export const FROM_PHOTOS_STATE = { fromPhotos: true } as const;

/** Whether the history entry before this one is the Photos screen (see FROM_PHOTOS_STATE). */
export function photosBehind(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromPhotos?: unknown }).fromPhotos === true;
}
