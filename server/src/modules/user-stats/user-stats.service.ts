import type { MediaFile, UserStatsResponse } from '@vaultbox/common/schemas/media.ts';
import type { AppContext } from '../../context.ts';
import { notFoundError } from '../../errors.ts';
import { findRecentMedia, mediaTotalsOfUser } from '../../repos/media-totals.repo.ts';
import { toMediaDto } from '../../domain/media/media-view.ts';
import { findStorageAccount } from '../../repos/storage-quota.repo.ts';
import type { StorageBreakdownResponse } from '@vaultbox/common/schemas/account.ts';
import { recalculateStorageUsed, shareTotalsOfUser, storageBreakdownOfUser } from '../../repos/user-stats.repo.ts';

/**
 * The dashboard's and Settings' figures (docs/product.md, Dashboard and Settings: Storage), recent files, storage
 * upkeep.
 */
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
      storageUsed: account.used,
      storageLimit: account.limit,
      totalFiles: files.total,
      totalViews: files.totalViews,
      totalDownloads: files.totalDownloads,
      activeShares: shares.active,
    };
  }

  async function storageBreakdown(userId: string): Promise<StorageBreakdownResponse['data']> {
    const categories = await storageBreakdownOfUser(db, userId);
    const usage = Object.values(categories);
    return {
      categories,
      totalBytes: usage.reduce((sum, c) => sum + c.bytes, 0),
      totalFiles: usage.reduce((sum, c) => sum + c.count, 0),
    };
  }

  /** POST /user/recalculate-storage: storage_used from the files themselves (repairs drift). */
  async function recalculate(userId: string): Promise<{ storageUsed: number; storageLimit: number; previous: number }> {
    const result = await recalculateStorageUsed(db, userId);
    if (!result) throw notFoundError();
    return { storageUsed: result.used, storageLimit: result.limit, previous: result.previous };
  }

  async function recentFiles(userId: string, limit: number): Promise<MediaFile[]> {
    return (await findRecentMedia(db, userId, limit)).map(toMediaDto);
  }

  return { stats, recentFiles, storageBreakdown, recalculate };
}

export type UserStatsService = ReturnType<typeof createUserStatsService>;
