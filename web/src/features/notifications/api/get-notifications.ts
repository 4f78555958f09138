import { useQuery } from '@tanstack/react-query';
import type { Notification, NotificationListResponse } from '@vaultbox/common/schemas/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** The entries as the contract's union of kinds (zod infers the wider shape its list of kinds is built from). */
export interface NotificationList {
  notifications: Notification[];
  unread: number;
}

export async function fetchNotifications(limit: number, signal?: AbortSignal): Promise<NotificationList> {
  const { data } = await apiRequest<NotificationListResponse>('/notifications', { query: { page: 1, limit }, signal });
  return { notifications: data.notifications as Notification[], unread: data.unread };
}

/** GET /api/notifications?page=1&limit: the latest entries, newest first, fetched while the panel is open. */
export function useNotifications(limit: number, enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(limit),
    queryFn: ({ signal }) => fetchNotifications(limit, signal),
    enabled,
    staleTime: 0,
  });
}
