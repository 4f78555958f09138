import type { InviteCode, InviteCodeResponse } from '@vaultbox/common/schemas/invite.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { adminKeys } from './admin-keys.ts';

export async function setInviteActive({ id, active }: { id: string; active: boolean }): Promise<InviteCode> {
  const action = active ? 'activate' : 'deactivate';
  const res = await apiRequest<InviteCodeResponse>(`/invite/${encodeURIComponent(id)}/${action}`, {
    method: 'PATCH',
  });
  return res.inviteCode;
}

/** PATCH /api/invite/{id}/activate or /deactivate. */
export function useSetInviteActive() {
  return useRefreshingMutation(setInviteActive, [adminKeys.invites], 'settled');
}
