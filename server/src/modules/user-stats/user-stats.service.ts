import type { MediaFile, UserStatsResponse } from '@vaultbox/common/schemas/media.ts';
import type { AppContext } from '../../context.ts';
import { notFoundError } from '../../errors.ts';
import { findRecentMedia, mediaTotalsOfUser } from '../media/media-query.repo.ts';
import { toMediaDto } from '../media/media-view.ts';
import { findStorageAccount } from '../media/storage-quota.repo.ts';
import { shareTotalsOfUser } from './user-stats.repo.ts';

/** The dashboard's figures (SPEC §3 User stats) and recent files. */
export function createUserStatsService(ctx: AppContext) {
  const { db } = ctx;

  async function stats(userId: string): Promise<UserStatsResponse['data']> {
    const [account, files, shares] = await Promise.all([
      findStorageAccount(db, userId),
      mediaTotalsOfUser(db, userId),
      shareTotalsOfUser(db, userId),
    ]);
    if (!account) throw notFoundError();
    const percentage = account.limit > 0 ? Math.round((account.used / account.limit) * 10_000) / 100 : 0;
    return {
      files: { total: files.total, totalViews: files.totalViews, categoryBreakdown: files.categoryBreakdown },
      storage: { used: account.used, limit: account.limit, percentage },
      shares,
      activity: { totalUploads: files.total },
    };
  }

  async function recentFiles(userId: string, limit: number): Promise<MediaFile[]> {
    return (await findRecentMedia(db, userId, limit)).map(toMediaDto);
  }

  return { stats, recentFiles };
}

export type UserStatsService = ReturnType<typeof createUserStatsService>;
