import { z } from 'zod';
import { dataResponse, idField } from './common.ts';
import { THUMBNAIL_STATES } from './media.ts';

/**
 * The Photos timeline (docs/product.md, Photos): a user's images and videos grouped by the month they were taken (the
 * EXIF or QuickTime capture date, else the upload date), newest first. The screen first reads the months and how many
 * files each holds (to lay out the whole scroll height and the scrubber at once), then the files of the months that
 * come into view, a page at a time.
 */

/** A month as `YYYY-MM` (the capture date's own calendar month; an EXIF date has no zone and is read as written). */
export const timelineMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be written as YYYY-MM');

export const TIMELINE_PAGE_DEFAULT = 200;
export const TIMELINE_PAGE_MAX = 500;

/** GET /api/timeline/buckets: every month holding at least one image or video of the caller's, newest first. */
export const timelineBucketSchema = z.object({ month: z.string(), count: z.number() });
export type TimelineBucket = z.infer<typeof timelineBucketSchema>;
export const timelineBucketsResponse = dataResponse({
  buckets: z.array(timelineBucketSchema),
  /** All images and videos of the caller's: the sum of the counts. */
  total: z.number(),
});
export type TimelineBucketsResponse = z.infer<typeof timelineBucketsResponse>;

/**
 * GET /api/timeline/buckets/{month}?offset&limit[&after]: a slice of one month, newest first (ties by id). `after` is
 * the id of the file just before the slice (the previous page's last): the server then seeks to it instead of walking
 * past `offset` files, which a deep page of a busy month costs. An `after` that is no longer in the month is ignored.
 */
export const timelineMonthParams = z.object({ month: timelineMonth });
export const timelinePageQuery = z.object({
  offset: z.coerce.number().int().min(0).max(10_000_000).catch(0).default(0),
  after: idField.optional().catch(undefined),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(TIMELINE_PAGE_DEFAULT)
    .transform((n) => Math.min(n, TIMELINE_PAGE_MAX))
    .default(TIMELINE_PAGE_DEFAULT),
});
export type TimelinePageQuery = z.infer<typeof timelinePageQuery>;

/** What a tile of the justified grid needs, and no more: 100,000 of them may pass by. */
export const timelineItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  mimeType: z.string(),
  category: z.enum(['image', 'video']),
  /** As displayed (EXIF orientation applied); null while unknown: the grid then lays the tile out square. */
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Seconds, videos only. */
  duration: z.number().nullable(),
  /** The capture date when the file carries one (as written in it, `YYYY-MM-DDTHH:MM:SS`), else null. */
  takenAt: z.string().nullable(),
  createdAt: z.string(),
  thumbnailState: z.enum(THUMBNAIL_STATES),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const timelinePageResponse = dataResponse({
  month: z.string(),
  offset: z.number(),
  /** The month's whole count, as its bucket says. */
  total: z.number(),
  files: z.array(timelineItemSchema),
});
export type TimelinePageResponse = z.infer<typeof timelinePageResponse>;

/**
 * GET /api/timeline/around/{id}: where one of the caller's images or videos sits on the timeline, for the player
 * opened from Photos (its "n / N" and its previous/next walk the timeline's order).
 */
export const timelineAroundResponse = dataResponse({
  /** How many timeline files come before it: 0 is the newest. */
  index: z.number().int(),
  /** All the caller's timeline files: the sum of the months' counts, as the buckets give it. */
  total: z.number(),
  /** The neighbours' ids in the timeline's order (previous is newer); null at either end. */
  previous: z.string().nullable(),
  next: z.string().nullable(),
});
export type TimelineAroundResponse = z.infer<typeof timelineAroundResponse>;
export type TimelineAround = TimelineAroundResponse['data'];
