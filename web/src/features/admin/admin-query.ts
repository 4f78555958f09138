import { ADMIN_USERS_PAGE_SIZE, INVITE_LIST_LIMIT, type Role, type Tier } from '@vaultbox/common/constants.ts';
import type { AdminUsersQuery } from '@vaultbox/common/schemas/admin.ts';
import type { InviteListQuery } from '@vaultbox/common/schemas/invite.ts';
import { listQueryReducer } from '../../lib/list-query.ts';
import { listRequestParams } from '../../lib/list-request-params.ts';

// The list state of both admin screens: any filter change goes back to page 1.

export type InviteStatusFilter = 'all' | 'active' | 'inactive';
export const INVITE_STATUS_FILTERS: readonly InviteStatusFilter[] = ['all', 'active', 'inactive'];

export interface InvitesQuery {
  page: number;
  status: InviteStatusFilter;
}
export const initialInvitesQuery: InvitesQuery = { page: 1, status: 'all' };

export const invitesQueryReducer = listQueryReducer(initialInvitesQuery);

/** GET /api/invite/list parameters: 'all' leaves `active` out. */
export function toInviteListQuery(query: InvitesQuery): Partial<InviteListQuery> {
  return {
    page: query.page,
    limit: INVITE_LIST_LIMIT,
    ...(query.status !== 'all' ? { active: query.status === 'active' ? 'true' : 'false' } : {}),
  };
}

export type RoleFilter = Role | 'all';
export type TierFilter = Tier | 'all';

export interface UsersQuery {
  page: number;
  search: string;
  role: RoleFilter;
  tier: TierFilter;
}
export const initialUsersQuery: UsersQuery = { page: 1, search: '', role: 'all', tier: 'all' };

export const usersQueryReducer = listQueryReducer(initialUsersQuery);

/** GET /api/admin/users parameters: 'all' and an empty search are left out. */
export function toAdminUsersQuery(query: UsersQuery): Partial<AdminUsersQuery> {
  return listRequestParams(query, ADMIN_USERS_PAGE_SIZE);
}

/** The page to show after a delete: the one before when the row deleted was the last of a later page. */
export function pageAfterDelete(page: number, rowsShown: number): number {
  return rowsShown <= 1 && page > 1 ? page - 1 : page;
}

/** 'Showing X to Y of N results' of the invite list. */
export function shownRange(page: number, limit: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from: Math.min(from, total), to: Math.min(page * limit, total) };
}
