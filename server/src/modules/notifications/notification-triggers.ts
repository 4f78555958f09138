import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { JobRow } from '../../db/tables.ts';
import { readPreferences } from '../../domain/account/user-view.ts';
import type { Notifier } from '../../domain/ports.ts';
import { listOpenJobPayloadsOfOwner } from '../../repos/job.repo.ts';
import { findMediaForProcessing } from '../../repos/media.repo.ts';
import {
  addUploadBatchFile,
  listUploadBatchMediaIds,
  moveStorageAlertLevel,
  readStorageAlertLevel,
  takeUploadBatch,
} from '../../repos/notification-watch.repo.ts';
import { findStorageAccount } from '../../repos/storage-quota.repo.ts';

const mediaPayload = z.object({ mediaId: z.string() });
const mediaIdOf = (payload: unknown): string | null => mediaPayload.safeParse(payload).data?.mediaId ?? null;
const parsedMediaId = (text: string): string | null => {
  try {
    return mediaIdOf(JSON.parse(text));
  } catch {
    return null;
  }
};

/** The storage levels that warn, highest first (docs/product.md, Notifications). */
const STORAGE_LEVELS = [95, 80] as const;
/** How many file names an uploads_finished notice names. */
const NAMES_SHOWN = 5;

export function storageLevel(used: number, limit: number): 0 | 80 | 95 {
  if (limit <= 0) return 0;
  return STORAGE_LEVELS.find((level) => used * 100 >= level * limit) ?? 0;
}

/**
 * The notices other areas' work causes, which services.ts hands to them: storage alerts after an upload or a
 * deletion, and the end of an upload batch's processing. Neither ever throws into the caller.
 */
export function createNotificationTriggers(ctx: AppContext, notifier: Notifier) {
  const { db, log } = ctx;

  /**
   * After the user's storage changed: one storage_alert when it crosses 80 % or 95 % upwards, and the level is
   * forgotten when it falls below, so the next crossing warns again. The level moves by a conditional update, so
   * uploads finishing together warn once.
   */
  async function storageChanged(userId: string): Promise<void> {
    try {
      const account = await findStorageAccount(db, userId);
      if (!account) return;
      const level = storageLevel(account.used, account.limit);
      const last = await readStorageAlertLevel(db, userId);
      if (level === last || !(await moveStorageAlertLevel(db, userId, last, level))) return;
      if (level !== 0 && level > last) {
        await notifier.notify(userId, 'storage_alert', { percent: level, used: account.used, limit: account.limit });
      }
    } catch (error) {
      log.error({ err: error }, 'storage alert check failed');
    }
  }

  /**
   * After the processing job of one uploaded file: the file joins its owner's batch, and when no processing job of
   * that owner is left (the others queued or running have their file in the batch already), the batch is announced
   * once, failures first.
   */
  async function fileProcessed(payload: unknown, job: JobRow): Promise<void> {
    try {
      const mediaId = mediaIdOf(payload);
      const media = mediaId && (await findMediaForProcessing(db, mediaId));
      if (!media) return;
      const account = await findStorageAccount(db, media.user_id);
      if (!account || !readPreferences(account.preferences).notifications.uploadConfirmation) return;
      await addUploadBatchFile(db, {
        userId: media.user_id,
        mediaId: media.id,
        name: media.original_name,
        failed: media.thumbnail_state === 'failed',
      });
      const open = await listOpenJobPayloadsOfOwner(db, job.kind, media.user_id, job.id);
      const done = await listUploadBatchMediaIds(db, media.user_id);
      if (open.some((text) => !done.has(parsedMediaId(text) ?? ''))) return;
      const files = await takeUploadBatch(db, media.user_id);
      if (files.length === 0) return;
      const ordered = [...files.filter((f) => f.processing_failed), ...files.filter((f) => !f.processing_failed)];
      await notifier.notify(media.user_id, 'uploads_finished', {
        files: files.length,
        failed: files.filter((f) => f.processing_failed).length,
        names: ordered.slice(0, NAMES_SHOWN).map((f) => f.name),
      });
    } catch (error) {
      log.error({ err: error }, 'upload batch notice failed');
    }
  }

  return { storageChanged, fileProcessed };
}

export type NotificationTriggers = ReturnType<typeof createNotificationTriggers>;
