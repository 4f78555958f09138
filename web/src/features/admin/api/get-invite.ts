import { useQuery } from '@tanstack/react-query';
import type { InviteCodeDetails, InviteCodeDetailsResponse } from '@vaultbox/common/schemas/invite.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export async function fetchInvite(id: string, signal?: AbortSignal): Promise<InviteCodeDetails> {
  const res = await apiRequest<InviteCodeDetailsResponse>(`/invite/${encodeURIComponent(id)}`, { signal });
  return res.inviteCode;
}

/** GET /api/invite/{id}: the code with its usage log (the details view). */
export function useInvite(id: string | null) {
  return useQuery({
    queryKey: adminKeys.invite(id ?? ''),
    queryFn: ({ signal }) => fetchInvite(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
