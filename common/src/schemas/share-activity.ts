import { z } from 'zod';
import { dataResponse } from './common.ts';
import { pageFacts, pageParams } from './paging.ts';

/**
 * Every counted event of a share link, as its access log records it (docs/product.md, Share activity): a page load,
 * a view (preview or a player's window), a download started, finished or aborted, a wrong password, a use refused at
 * a limit, a grant still used after the limit was reached.
 */
export const SHARE_ACCESS_EVENTS = [
  'page_view',
  'view',
  'download_started',
  'download_finished',
  'download_aborted',
  'wrong_password',
  'limit_reached',
  'grant_after_limit',
] as const;
export type ShareAccessEvent = (typeof SHARE_ACCESS_EVENTS)[number];

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'bot'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** A visitor as coarse as the log keeps it: the network (/24 or /48), the browser family, the system, the device. */
export const shareVisitorSchema = z.object({
  network: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  device: z.enum(DEVICE_TYPES).nullable(),
});
export type ShareVisitor = z.infer<typeof shareVisitorSchema>;

export const shareAccessEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  event: z.enum(SHARE_ACCESS_EVENTS),
  /** Null when the owner's analytics are off (preferences.privacy.allowAnalytics): the log keeps counts only. */
  visitor: shareVisitorSchema.nullable(),
  /** The verified address of a recipient-bound link's visitor; null for every other link. */
  recipient: z.string().nullable(),
});
export type ShareAccessEntry = z.infer<typeof shareAccessEntrySchema>;

/** One day of the small chart (UTC days, the last SHARE_ACTIVITY_CHART_DAYS, days without events included). */
export const shareActivityDaySchema = z.object({ day: z.string(), views: z.number(), downloads: z.number() });
export type ShareActivityDay = z.infer<typeof shareActivityDaySchema>;
export const SHARE_ACTIVITY_CHART_DAYS = 30;

export const shareActivityQuery = z.object({ ...pageParams(50) });
export type ShareActivityQuery = z.infer<typeof shareActivityQuery>;

/** GET /api/shares/{id}/activity: the timeline (newest first, paged) and its summary. */
export const shareActivityResponse = dataResponse({
  entries: z.array(shareAccessEntrySchema),
  ...pageFacts,
  summary: z.object({
    days: z.array(shareActivityDaySchema),
    /** Distinct visitors over the kept log; null when no entry kept visitor details. */
    uniqueVisitors: z.number().nullable(),
    downloadsFinished: z.number(),
    downloadsAborted: z.number(),
    /** How many days the log keeps (ACCESS_LOG_DAYS). */
    keptDays: z.number(),
  }),
});
export type ShareActivityResponse = z.infer<typeof shareActivityResponse>;
