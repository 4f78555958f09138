import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@vaultbox/common/schemas/common.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/auth/reset-password/{token} {password}; any 2xx is success. */
export function resetPassword({ token, password }: { token: string; password: string }): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/auth/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
    anonymous: true,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
