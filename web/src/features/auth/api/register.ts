import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '@vaultbox/common/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/auth/register', { method: 'POST', body, anonymous: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
