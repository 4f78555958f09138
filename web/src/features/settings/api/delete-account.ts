import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@vaultbox/common/schemas/account.ts';
import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function deleteAccount(body: DeleteAccountRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/delete-account', { method: 'POST', body });
}

/** POST /api/user/delete-account {password, twoFactorCode?}: the account and everything of it go. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
