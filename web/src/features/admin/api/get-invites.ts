import type { InviteListQuery, InviteListResponse } from '@vaultbox/common/schemas/invite.ts';
import { usePageQuery } from '../../../components/use-page-query.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/invite/list?page&limit&active. */
export function useInvites(query: Partial<InviteListQuery>) {
  return usePageQuery(adminKeys.inviteList(query), async (signal) => {
    const { inviteCodes, pagination } = await apiRequest<InviteListResponse>('/invite/list', { query, signal });
    return { inviteCodes, pagination };
  });
}
