import { useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@vaultbox/common/schemas/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** How often the bell asks while the tab is visible (docs/product.md, Notifications). */
export const UNREAD_POLL_MS = 60_000;

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const { unread } = await apiRequest<UnreadCountResponse>('/notifications/unread', { signal });
  return unread;
}

/**
 * GET /api/notifications/unread: polled every minute and when the window gets the focus back; TanStack Query stops
 * the interval while the tab is hidden (refetchIntervalInBackground is off), so a tab left open costs nothing.
 */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
