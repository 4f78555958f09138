import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicProfileResponse } from '@vaultbox/common/schemas/public-profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export type PublicProfilePage = PublicProfileResponse['data'];

/** GET /api/u/{username}?page=: the profile and one page of its public files, asked without a session. */
export async function fetchPublicProfile(username: string, page: number, signal?: AbortSignal) {
  const res = await apiRequest<PublicProfileResponse>(`/u/${encodeURIComponent(username)}`, {
    query: { page },
    signal,
    anonymous: true,
    skipUnauthorizedHandler: true,
  });
  return res.data;
}

export function usePublicProfile(username: string, page: number) {
  return useQuery<PublicProfilePage>({
    queryKey: ['public-profile', username, page],
    queryFn: ({ signal }) => fetchPublicProfile(username, page, signal),
    // A missing or private profile is a plain answer, not a hiccup to try again.
    retry: false,
    // The grid stays while the next page loads.
    placeholderData: keepPreviousData,
  });
}
