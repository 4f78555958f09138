import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, RegisterResponse } from '@vaultbox/common/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';

/**
 * The language the form is shown in goes along as Accept-Language: it becomes the new account's, which its mails
 * (the activation link first) are written in (docs/product.md, Mails).
 */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  const headers = { 'Accept-Language': i18n.language };
  return apiRequest<RegisterResponse>('/auth/register', { method: 'POST', body, anonymous: true, headers });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
