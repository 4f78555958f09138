import type {
  TimelineAround,
  TimelineBucketsResponse,
  TimelineItem,
  TimelinePageResponse,
} from '@vaultbox/common/schemas/timeline.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import {
  nextDay,
  timelineCountBefore,
  timelineDaysOf,
  timelineKeyOf,
  timelineMonthCount,
  timelineMonths,
  timelineNeighbour,
  timelinePage,
  timelinePageAfter,
  type TimelineDayCount,
  type TimelineKey,
  type TimelineRow,
} from '../../repos/timeline.repo.ts';

/** The Photos timeline (docs/product.md, Photos): the caller's own images and videos by month, newest first. */
export function createTimelineService(ctx: AppContext) {
  const { db } = ctx;

  async function buckets(userId: string): Promise<TimelineBucketsResponse['data']> {
    const months = await timelineMonths(db, userId);
    return {
      buckets: months.map(({ month, files }) => ({ month, count: files })),
      total: months.reduce((sum, { files }) => sum + files, 0),
    };
  }

  async function page(
    userId: string,
    month: string,
    slice: { offset: number; limit: number; after?: string },
  ): Promise<TimelinePageResponse['data']> {
    // The file before the page, when the caller names it and it is still in this month: a seek instead of an offset.
    const key = slice.after ? await timelineKeyOf(db, userId, slice.after) : undefined;
    let rows: TimelineRow[];
    if (key && monthOfKey(key) === month) rows = await timelinePageAfter(db, userId, month, key, slice.limit);
    else {
      // Deep into a month, the page starts at the day it falls in (a jump: the scrubber, a deep link).
      const start =
        slice.offset >= DAYS_FROM ? dayOfOffset(await timelineDaysOf(db, userId, month), slice.offset) : null;
      rows = await timelinePage(db, userId, month, { ...slice, ...start });
    }
    // A page past the month's end has no row to carry the count.
    const total = rows[0] ? Math.max(0, Number(rows[0].total ?? 0)) : await timelineMonthCount(db, userId, month);
    return { month, offset: slice.offset, total, files: rows.map(toItem) };
  }

  /**
   * Where a file sits on the timeline and its neighbours, for the player opened from Photos. Another user's file, an
   * unknown id and a file that is no image or video get the same answer.
   */
  async function around(userId: string, id: string): Promise<TimelineAround> {
    const key = await timelineKeyOf(db, userId, id);
    if (!key) throw new AppError('NOT_FOUND', 'This file is not on your Photos timeline.');
    const [previous, next, index, months] = await Promise.all([
      timelineNeighbour(db, userId, key, 'newer'),
      timelineNeighbour(db, userId, key, 'older'),
      timelineCountBefore(db, userId, key),
      buckets(userId),
    ]);
    return { index, total: months.total, previous, next };
  }

  return { buckets, page, around };
}

export type TimelineService = ReturnType<typeof createTimelineService>;

/** From this offset on a page looks up the month's days first: walking fewer entries than a page is no dearer. */
const DAYS_FROM = 200;

/**
 * Where the file at `offset` of a month is, by the month's days (newest first): the end of the range holding its day
 * and the older ones, and its offset from there. Null past the month's end (the plain offset then finds nothing).
 */
export function dayOfOffset(days: TimelineDayCount[], offset: number): { until: string; offset: number } | null {
  let newer = 0;
  for (const { day, files } of days) {
    if (newer + files > offset) return { until: nextDay(day), offset: offset - newer };
    newer += files;
  }
  return null;
}

/** The month a file sits in on the timeline: its date's `YYYY-MM`, as timeline_months counts it. */
const monthOfKey = (key: TimelineKey) => key.at.slice(0, 7);

function toItem(row: TimelineRow): TimelineItem {
  return {
    id: row.id,
    title: row.title,
    mimeType: row.mime_type,
    category: row.category === 'video' ? 'video' : 'image',
    width: row.width,
    height: row.height,
    duration: row.duration,
    takenAt: row.taken_at,
    createdAt: row.created_at,
    thumbnailState: row.thumbnail_state as TimelineItem['thumbnailState'],
  };
}
