import { useMutation } from '@tanstack/react-query';
import type { EmailRequest } from '@vaultbox/common/schemas/auth.ts';
import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function resendActivation(body: EmailRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/resend-activation', { method: 'POST', body, anonymous: true });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
