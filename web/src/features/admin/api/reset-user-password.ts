import { useMutation } from '@tanstack/react-query';
import type { ResetUserPasswordResponse } from '@vaultbox/common/schemas/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export async function resetUserPassword(id: string): Promise<string> {
  const res = await apiRequest<ResetUserPasswordResponse>(`/admin/users/${encodeURIComponent(id)}/reset-password`, {
    method: 'POST',
  });
  return res.newPassword;
}

/** POST /api/admin/users/{id}/reset-password: a new password, shown once; every session of that user ends. */
export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
