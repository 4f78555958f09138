import { Readable } from 'node:stream';
import {
  SHARE_ACTIVITY_CHART_DAYS,
  type ShareAccessEvent,
  type ShareActivityQuery,
  type ShareActivityResponse,
} from '@vaultbox/common/schemas/share-activity.ts';
import { pageFactsOf } from '@vaultbox/common/schemas/paging.ts';
import type { AppContext } from '../../context.ts';
import { orNotFound } from '../../errors.ts';
import {
  accessTotals,
  countAccessEventsPerDay,
  deleteAccessEntriesBefore,
  findAccessEntriesOlderThan,
  findAccessPage,
} from '../../repos/share-access-log.repo.ts';
import { findShareOfUser } from '../../repos/share.repo.ts';
import { toEntry } from '../../domain/share/access-entry-view.ts';
import { ACTIVITY_CSV_HEADER, csvLine } from './activity-csv.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The CSV reads the log this many entries at a time, so a long log never sits in memory whole. */
const CSV_SLICE = 500;
const VIEW_EVENTS: readonly ShareAccessEvent[] = ['page_view', 'view'];
const DOWNLOAD_EVENTS: readonly ShareAccessEvent[] = ['download_finished'];

/** The last SHARE_ACTIVITY_CHART_DAYS UTC days, oldest first, today last: '2026-01-31'. */
function chartDays(now: number): string[] {
  return Array.from({ length: SHARE_ACTIVITY_CHART_DAYS }, (_, i) =>
    new Date(now - (SHARE_ACTIVITY_CHART_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
}

/**
 * A share's access log, for its owner (docs/product.md, Share access log): the timeline, its summary and the CSV. Every
 * call is scoped to `userId`: another user's share is not found. The log keeps ACCESS_LOG_DAYS days (`prune`).
 */
export function createShareActivityService(ctx: AppContext) {
  const { db, config } = ctx;

  async function summary(userId: string, shareId: string): Promise<ShareActivityResponse['data']['summary']> {
    const days = chartDays(Date.now());
    const counts = await countAccessEventsPerDay(db, userId, shareId, days[0], [...VIEW_EVENTS, ...DOWNLOAD_EVENTS]);
    const perDay = new Map(days.map((day) => [day, { day, views: 0, downloads: 0 }]));
    for (const { day, event, count } of counts) {
      const entry = perDay.get(day);
      if (!entry) continue;
      if (VIEW_EVENTS.includes(event as ShareAccessEvent)) entry.views += count;
      else entry.downloads += count;
    }
    const totals = await accessTotals(db, userId, shareId);
    return {
      days: [...perDay.values()],
      uniqueVisitors: totals.withVisitor === 0 ? null : totals.visitors,
      downloadsFinished: totals.finished,
      downloadsAborted: totals.aborted,
      keptDays: config.accessLogDays,
    };
  }

  async function activity(
    userId: string,
    shareId: string,
    query: ShareActivityQuery,
  ): Promise<ShareActivityResponse['data']> {
    orNotFound(await findShareOfUser(db, userId, shareId));
    const { rows, total } = await findAccessPage(db, userId, shareId, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return { entries: rows.map(toEntry), ...pageFactsOf(query, total), summary: await summary(userId, shareId) };
  }

  /** The whole log as CSV, newest first, read in slices while the response is written. 404 before any byte. */
  async function csv(userId: string, shareId: string): Promise<Readable> {
    orNotFound(await findShareOfUser(db, userId, shareId));
    async function* lines() {
      yield csvLine(ACTIVITY_CSV_HEADER);
      let after: { at: string; id: string } | null = null;
      for (;;) {
        const rows = await findAccessEntriesOlderThan(db, userId, shareId, after, CSV_SLICE);
        for (const row of rows) {
          yield csvLine([row.at, row.event, row.network, row.browser, row.os, row.device, row.recipient]);
        }
        if (rows.length < CSV_SLICE) return;
        const last = rows[rows.length - 1];
        after = { at: last.at, id: last.id };
      }
    }
    return Readable.from(lines());
  }

  /** Deletes the entries older than ACCESS_LOG_DAYS. */
  async function prune(): Promise<number> {
    return deleteAccessEntriesBefore(db, new Date(Date.now() - config.accessLogDays * DAY_MS).toISOString());
  }

  return { activity, csv, prune };
}

export type ShareActivityService = ReturnType<typeof createShareActivityService>;
