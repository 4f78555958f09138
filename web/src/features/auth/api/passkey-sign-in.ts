import { useMutation } from '@tanstack/react-query';
import { startAuthentication } from '@simplewebauthn/browser';
import type { LoginResponse } from '@vaultbox/common/schemas/auth.ts';
import type { AuthenticationOptionsResponse } from '@vaultbox/common/schemas/passkeys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionStore } from '../../../lib/session-store.ts';

/**
 * A discoverable passkey sign-in (docs/product.md, Passkeys): the server's options (no account named), the browser's
 * prompt, which offers every passkey it holds for this site, then the answer: the same as POST /api/auth/login's.
 */
export async function signInWithPasskey(): Promise<LoginResponse> {
  const { challengeId, options } = await apiRequest<AuthenticationOptionsResponse>('/auth/passkey/options', {
    method: 'POST',
    anonymous: true,
  });
  const credential = await startAuthentication({ optionsJSON: options });
  return apiRequest<LoginResponse>('/auth/passkey', {
    method: 'POST',
    body: { challengeId, credential },
    anonymous: true,
  });
}

/** Signs in with a passkey and stores the session as a password sign-in does. */
export function usePasskeySignIn() {
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (res) => sessionStore.signIn(res.data),
  });
}
