/** Query keys of the notifications: the bell's count and the list, refreshed together after a change. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: (limit: number) => ['notifications', 'list', limit] as const,
};
