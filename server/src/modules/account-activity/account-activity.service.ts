import type { ActivityEntry, ActivityQuery, ActivityResponse } from '@vaultbox/common/schemas/account-security.ts';
import { paginationOf } from '@vaultbox/common/schemas/paging.ts';
import type { AppContext } from '../../context.ts';
import type { ActivityLogRow } from '../../db/tables.ts';
import { findActivityPageOfUser } from '../activity/activity.repo.ts';

function readDetails(raw: string | null): Record<string, unknown> | null {
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const toActivityEntry = (row: ActivityLogRow): ActivityEntry => ({
  id: row.id,
  action: row.action,
  ip: row.ip,
  userAgent: row.user_agent,
  createdAt: row.created_at,
  details: readDetails(row.details),
});

/** The signed-in user's own activity log, newest first. */
export function createAccountActivityService(ctx: AppContext) {
  async function page(userId: string, query: ActivityQuery): Promise<Omit<ActivityResponse, 'success'>> {
    const { rows, total } = await findActivityPageOfUser(ctx.db, userId, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return { activities: rows.map(toActivityEntry), pagination: paginationOf(query, total) };
  }

  return { page };
}

export type AccountActivityService = ReturnType<typeof createAccountActivityService>;
