import type { ActivateResponse } from '@vaultbox/common/schemas/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';

// No hook: the activation screen runs the call once on opening and cancels it if the page is left.
export function activateAccount(token: string, signal?: AbortSignal): Promise<ActivateResponse> {
  return apiRequest<ActivateResponse>(`/auth/activate/${encodeURIComponent(token)}`, {
    method: 'POST',
    signal,
    anonymous: true,
  });
}
