import { useQuery } from '@tanstack/react-query';
import { SHARING_PICKER_LIMIT } from '@vaultbox/common/constants.ts';
import type { MediaListResponse } from '@vaultbox/common/schemas/media.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { mediaKeys } from '../../../lib/media-cache.ts';

const query = { page: 1, limit: SHARING_PICKER_LIMIT, sortBy: 'createdAt', sortOrder: 'desc' } as const;

/** The Select File list of the Create Share Link modal: up to 100 files, newest first. */
export function usePickerFiles(enabled: boolean) {
  return useQuery({
    queryKey: [...mediaKeys.all, 'share-picker'],
    queryFn: async ({ signal }) => (await apiRequest<MediaListResponse>('/media', { query, signal })).data.files,
    enabled,
  });
}
