import type { AdminUsersQuery, AdminUsersResponse } from '@vaultbox/common/schemas/admin.ts';
import { usePageQuery } from '../../../components/use-page-query.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/users?page&limit&search&role&tier. */
export function useUsers(query: Partial<AdminUsersQuery>) {
  return usePageQuery(adminKeys.userList(query), async (signal) => {
    const { users, pagination } = await apiRequest<AdminUsersResponse>('/admin/users', { query, signal });
    return { users, pagination };
  });
}
