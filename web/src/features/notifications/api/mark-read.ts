import type { MarkReadRequest, UnreadCountResponse } from '@vaultbox/common/schemas/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { notificationKeys } from './notification-keys.ts';

export function markRead(request: MarkReadRequest): Promise<UnreadCountResponse> {
  return apiRequest<UnreadCountResponse>('/notifications/read', { method: 'POST', body: request });
}

/** POST /api/notifications/read ({ids} or {all: true}); the count and the list are fetched again. */
export function useMarkRead() {
  return useRefreshingMutation(markRead, [notificationKeys.all], 'settled');
}
