import { useQuery } from '@tanstack/react-query';
import type { MediaFile } from '@vaultbox/common/schemas/media.ts';
import { fetchTextHead } from '../../../lib/text-content.ts';

/**
 * GET /api/media/{id}/stream as text (its head when long), for the player's text preview. Kept apart from the media
 * keys: a view or a download counted refreshes those, and the text has not changed.
 */
export function useTextContent(file: Pick<MediaFile, 'id' | 'size' | 'updatedAt'>) {
  return useQuery({
    queryKey: ['media-text', file.id, file.updatedAt],
    queryFn: ({ signal }) => fetchTextHead(`/media/${encodeURIComponent(file.id)}/stream`, file.size, { signal }),
    staleTime: Infinity,
  });
}
