import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function resendEmailChange(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/user/verify-email', { method: 'POST' });
}

/** POST /api/user/verify-email: the confirmation link of the pending address, mailed again. */
export function useResendEmailChange() {
  return useMutation({ mutationFn: resendEmailChange });
}
