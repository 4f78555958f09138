import type { ActivateResponse } from '@vaultbox/common/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// No hook: like activation, the screen runs the single-use call once on opening and cancels it if the page is left.
/** POST /api/auth/verify-email {token}, signed in or not: applies a pending e-mail change. */
export function verifyEmail(token: string, signal?: AbortSignal): Promise<ActivateResponse> {
  return apiRequest<ActivateResponse>('/auth/verify-email', {
    method: 'POST',
    body: { token },
    signal,
    skipUnauthorizedHandler: true,
  });
}
