import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InviteListQuery, InviteListResponse } from '@vaultbox/common/schemas/invite.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type InvitePage = Omit<InviteListResponse, 'success'>;

export async function fetchInvites(query: Partial<InviteListQuery>, signal?: AbortSignal): Promise<InvitePage> {
  const { inviteCodes, pagination } = await apiRequest<InviteListResponse>('/invite/list', { query, signal });
  return { inviteCodes, pagination };
}

/** GET /api/invite/list?page&limit&active. */
export function useInvites(query: Partial<InviteListQuery>) {
  return useQuery({
    queryKey: adminKeys.inviteList(query),
    queryFn: ({ signal }) => fetchInvites(query, signal),
    placeholderData: keepPreviousData,
  });
}
