import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mediaKeys } from '../../../lib/media-cache.ts';

export async function recordView(id: string): Promise<void> {
  await apiRequest<unknown>(`/media/${encodeURIComponent(id)}/view`, { method: 'POST' });
}

/**
 * POST /api/media/{id}/view once per opening of a file in the player (not per range request, not per re-render). The
 * file's own figures are fetched again; the library lists are only marked stale, so they are fetched when next shown:
 * fetched now, the list the player walks would move the open file under the viewer when it is sorted by views.
 */
export function useRecordView(id: string, ready: boolean): void {
  const queryClient = useQueryClient();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || counted.current === id) return;
    counted.current = id;
    recordView(id)
      .then(() =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: mediaKeys.detail(id) }),
          queryClient.invalidateQueries({ queryKey: mediaKeys.lists, refetchType: 'none' }),
        ]),
      )
      .catch(() => undefined);
  }, [id, ready, queryClient]);
}
