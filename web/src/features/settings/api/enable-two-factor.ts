import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetupResponse } from '@vaultbox/common/schemas/account-security.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function enableTwoFactor(password: string): Promise<TwoFactorSetupResponse> {
  return apiRequest<TwoFactorSetupResponse>('/user/2fa/enable', { method: 'POST', body: { password } });
}

/** POST /api/user/2fa/enable {password} -> {secret, otpauthUrl, qrCode}; nothing changes for sign-in until confirmed. */
export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
