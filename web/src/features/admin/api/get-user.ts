import type { AdminUserResponse } from '@vaultbox/common/schemas/admin.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { useFreshRecord } from './use-fresh-record.ts';

/** GET /api/admin/users/{id}: one account with its file and share counts, fresh (the delete modal's figures). */
export function useUser(id: string | null) {
  return useFreshRecord(adminKeys.user, id, async (userId, signal) => {
    const res = await apiRequest<AdminUserResponse>(`/admin/users/${encodeURIComponent(userId)}`, { signal });
    return res.user;
  });
}
