import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshAfterUserChange } from './refresh.ts';

export function clearUserTwoFactor(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/admin/users/${encodeURIComponent(id)}/2fa`, { method: 'DELETE' });
}

/** DELETE /api/admin/users/{id}/2fa: the person signs in with the password alone again, and is told by mail. */
export function useClearUserTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: clearUserTwoFactor, onSettled: () => refreshAfterUserChange(queryClient) });
}
