import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUsersQuery, AdminUsersResponse } from '@vaultbox/common/schemas/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type UserPage = Omit<AdminUsersResponse, 'success'>;

export async function fetchUsers(query: Partial<AdminUsersQuery>, signal?: AbortSignal): Promise<UserPage> {
  const { users, pagination } = await apiRequest<AdminUsersResponse>('/admin/users', { query, signal });
  return { users, pagination };
}

/** GET /api/admin/users?page&limit&search&role&tier. */
export function useUsers(query: Partial<AdminUsersQuery>) {
  return useQuery({
    queryKey: adminKeys.userList(query),
    queryFn: ({ signal }) => fetchUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}
