import { canStripMetadata } from '@vaultbox/common/strippable-types.ts';
import type { Db } from '../../db/database.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import { enqueueJob } from '../../repos/job.repo.ts';
import { saveStrippedError } from '../../repos/media.repo.ts';

/** Thumbnails and metadata after an upload (process-media.job.ts). */
export const PROCESS_MEDIA_JOB = 'media.process';
/** A file's browser-viewable copy or its copy without location and camera data (make-preview.job.ts). */
export const MAKE_PREVIEW_JOB = 'media.preview';

/**
 * Queues the copy without location and camera data of a file a share will serve so, unless it has one or its type
 * is not strippable: made ahead, the share's first visitor does not wait for a large video's remux. A copy that could
 * not be made before is tried again: the owner asked anew.
 */
export async function queueStrippedCopy(db: Db, media: MediaFileRow): Promise<void> {
  if (media.stripped_size !== null || !canStripMetadata(media.mime_type)) return;
  if (media.stripped_error !== null) await saveStrippedError(db, media.id, null);
  await enqueueJob(db, MAKE_PREVIEW_JOB, { mediaId: media.id, copy: 'stripped' }, { ownerId: media.user_id });
}
