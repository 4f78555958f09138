import type { ActivityQuery, ActivityResponse } from '@vaultbox/common/schemas/account-security.ts';
import { paginationOf } from '@vaultbox/common/schemas/paging.ts';
import type { AppContext } from '../../context.ts';
import { findActivityPageOfUser } from '../../repos/activity.repo.ts';
import { toActivityEntry } from '../../domain/account/activity-entry.ts';

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
