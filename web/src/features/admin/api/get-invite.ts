import type { InviteCodeDetailsResponse } from '@vaultbox/common/schemas/invite.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { useFreshRecord } from './use-fresh-record.ts';

/** GET /api/invite/{id}: the code with its usage log (the details view). */
export function useInvite(id: string | null) {
  return useFreshRecord(adminKeys.invite, id, async (inviteId, signal) => {
    const res = await apiRequest<InviteCodeDetailsResponse>(`/invite/${encodeURIComponent(inviteId)}`, { signal });
    return res.inviteCode;
  });
}
