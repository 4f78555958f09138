/** Query keys of the administration screens. */
export const adminKeys = {
  invites: ['admin', 'invites'] as const,
  inviteList: (query: Record<string, unknown>) => ['admin', 'invites', 'list', query] as const,
  invite: (id: string) => ['admin', 'invites', 'detail', id] as const,
  users: ['admin', 'users'] as const,
  userList: (query: Record<string, unknown>) => ['admin', 'users', 'list', query] as const,
  user: (id: string) => ['admin', 'users', 'detail', id] as const,
  stats: ['admin', 'stats'] as const,
};
