import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { mediaKeys } from '../../../lib/media-cache.ts';

export async function recordView(id: string): Promise<void> {
  await apiRequest<unknown>(`/media/${encodeURIComponent(id)}/view`, { method: 'POST' });
}

/** POST /api/media/{id}/view once per opening of a file in the player (not per range request, not per re-render). */
export function useRecordView(id: string, ready: boolean): void {
  const queryClient = useQueryClient();
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || counted.current === id) return;
    counted.current = id;
    recordView(id)
      .then(() => queryClient.invalidateQueries({ queryKey: mediaKeys.all }))
      .catch(() => undefined);
  }, [id, ready, queryClient]);
}
