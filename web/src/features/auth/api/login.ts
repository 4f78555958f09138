import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@vaultbox/common/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', { method: 'POST', body, anonymous: true });
}

/** Signs in and stores token, refresh token, user and expiry (docs/product.md, Sessions). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (res) => sessionStore.signIn(res.data),
  });
}
