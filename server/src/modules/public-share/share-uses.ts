import { SHARE_VIEW_WINDOW_MS } from '@vaultbox/common/schemas/public-share.ts';
import type { Db } from '../../db/database.ts';
import { isoNow } from '../../db/time.ts';
import { incrementCounter } from '../../repos/media.repo.ts';
import { findShareBySlug, takeShareUse, type PublicShareRow, type ShareCounts } from '../../repos/public-share.repo.ts';
import { hasOpenViewWindow, payViewInWindow, returnShareDownload } from '../../repos/share-accounting.repo.ts';
import type { AccessRecorder } from './access-recorder.ts';
import { publicShareError } from './public-share-errors.ts';
import type { Credentials } from './public-share.service.ts';
import { visitorOf } from './share-visitor.ts';

// What a link's uses cost and when they are refused (docs/product.md, Share accounting): views taken by page loads
// and grant-less reads, downloads reserved at their start and settled when their response ends.

export const isLive = (row: PublicShareRow, now: string) =>
  row.is_active && (row.expires_at === null || row.expires_at > now);
export const viewsUsedUp = (row: PublicShareRow) => row.max_views !== null && row.current_views >= row.max_views;
export const downloadsUsedUp = (row: PublicShareRow) =>
  row.max_downloads !== null && row.current_downloads >= row.max_downloads;
const iso = (ms: number) => new Date(ms).toISOString();
export const nothingToSettle = () => Promise.resolve();

/** Why a share no visitor may use is refused: paused by its leak alert (403), else as if it did not exist (404). */
export const notLiveError = (row: PublicShareRow | undefined) =>
  row?.paused_by_leak && !row.is_active ? publicShareError('SHARE_PAUSED') : publicShareError('SHARE_NOT_FOUND');

export function createShareUses(db: Db, recorder: AccessRecorder) {
  /**
   * Says why a share refused a use: it ended meanwhile (404, 403) or that limit is reached (410, logged when
   * `counted` names the request that was refused, not a HEAD).
   */
  async function refusal(row: PublicShareRow, use: 'view' | 'download', counted: Credentials | null): Promise<never> {
    const now = await findShareBySlug(db, row.slug);
    if (!now || !isLive(now, isoNow())) throw notLiveError(now);
    if (counted) recorder.record(row, 'limit_reached', counted);
    throw publicShareError(use === 'view' ? 'VIEW_LIMIT_REACHED' : 'DOWNLOAD_LIMIT_REACHED');
  }

  async function take(row: PublicShareRow, use: 'view' | 'download', credentials: Credentials): Promise<ShareCounts> {
    return (await takeShareUse(db, row.id, use, isoNow())) ?? refusal(row, use, credentials);
  }

  /** A grant-less read: free within the visitor's window, else one view (HEAD only checks there is room). */
  async function payView(row: PublicShareRow, credentials: Credentials, count: boolean): Promise<void> {
    const now = Date.now();
    const visitor = visitorOf(credentials);
    if (!count) {
      if (viewsUsedUp(row) && !(await hasOpenViewWindow(db, row.id, visitor, iso(now))))
        await refusal(row, 'view', null);
      return;
    }
    const paid = await payViewInWindow(db, row.id, visitor, iso(now), iso(now + SHARE_VIEW_WINDOW_MS));
    if (paid === undefined) return refusal(row, 'view', credentials);
    if (paid === 'window') return;
    if (row.media_id) await incrementCounter(db, row.user_id, row.media_id, 'view_count');
    recorder.viewTaken(row, 'view', paid, credentials);
  }

  /** Reserves one download now (nothing for HEAD, beyond checking there is room); the answer settles it once. */
  async function reserveDownload(row: PublicShareRow, credentials: Credentials, count: boolean) {
    if (!count) {
      if (downloadsUsedUp(row)) throw publicShareError('DOWNLOAD_LIMIT_REACHED');
      return nothingToSettle;
    }
    const counts = await take(row, 'download', credentials);
    recorder.record(row, 'download_started', credentials);
    let settled = false;
    return async (completed: boolean) => {
      if (settled) return;
      settled = true;
      recorder.record(row, completed ? 'download_finished' : 'download_aborted', credentials);
      if (!completed) return returnShareDownload(db, row.id);
      if (row.media_id) await incrementCounter(db, row.user_id, row.media_id, 'download_count');
      recorder.downloadKept(row, counts);
    };
  }

  return { take, payView, reserveDownload };
}
