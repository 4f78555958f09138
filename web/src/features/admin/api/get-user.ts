import { useQuery } from '@tanstack/react-query';
import type { AdminUser, AdminUserResponse } from '@vaultbox/common/schemas/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export async function fetchUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  const res = await apiRequest<AdminUserResponse>(`/admin/users/${encodeURIComponent(id)}`, { signal });
  return res.user;
}

/** GET /api/admin/users/{id}: one account with its file and share counts, fresh (the delete modal's figures). */
export function useUser(id: string | null) {
  return useQuery({
    queryKey: adminKeys.user(id ?? ''),
    queryFn: ({ signal }) => fetchUser(id ?? '', signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
