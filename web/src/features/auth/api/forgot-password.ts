import { useMutation } from '@tanstack/react-query';
import type { EmailRequest } from '@vaultbox/common/schemas/auth.ts';
import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The modal posts directly to /api/auth/forgot-password. */
export function forgotPassword(body: EmailRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/forgot-password', { method: 'POST', body, anonymous: true });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
