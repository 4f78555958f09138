import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeResponse } from '@vaultbox/common/schemas/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function unsubscribe(token: string): Promise<UnsubscribeResponse> {
  return apiRequest<UnsubscribeResponse>(`/notifications/unsubscribe/${encodeURIComponent(token)}`, {
    method: 'POST',
    // The mailed link works without a session (in a browser where nobody is signed in, or someone else is).
    anonymous: true,
    skipUnauthorizedHandler: true,
  });
}

/** POST /api/notifications/unsubscribe/{token}: only when the reader presses the button (docs/product.md, Notifications). */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
