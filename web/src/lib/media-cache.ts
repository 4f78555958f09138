import type { QueryClient } from '@tanstack/react-query';
import type { MediaFile, MediaListQuery, MediaListResponse } from '@vaultbox/common/schemas/media.ts';
import { fetchProfile } from './session-api.ts';
import { sessionStore } from './session-store.ts';

/** Query keys shared by the library, the player, the upload screen and the dashboard. */
export const mediaKeys = {
  all: ['media'] as const,
  lists: ['media', 'list'] as const,
  list: (query: Partial<MediaListQuery>) => ['media', 'list', query] as const,
  detail: (id: string) => ['media', 'detail', id] as const,
  userStats: ['user', 'stats'] as const,
  recentFiles: (limit: number) => ['user', 'recent-files', limit] as const,
};

/**
 * After an upload, edit or delete: lists, details and stats are stale, and so is the storage figure of the
 * signed-in user that the sidebar shows.
 */
export async function refreshAfterMediaChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['user'] }),
    fetchProfile()
      .then((user) => sessionStore.setUser(user))
      .catch(() => undefined),
  ]);
}

/**
 * A file as a cached library page shows it: what the player draws at once when stepping to the next file, while its
 * own GET /api/media/{id} is on the way.
 */
export function cachedListFile(queryClient: QueryClient, id: string): MediaFile | undefined {
  for (const [, page] of queryClient.getQueriesData<MediaListResponse['data']>({ queryKey: mediaKeys.lists })) {
    const file = page?.files.find((f) => f.id === id);
    if (file) return file;
  }
  return undefined;
}
