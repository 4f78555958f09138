import { z } from 'zod';
import { dataResponse, successResponse } from './common.ts';
import { pageFacts, pageParams } from './paging.ts';

/**
 * Every kind of notification the server makes (docs/product.md, Notifications). Which preference turns a kind on is
 * in NOTIFICATION_SWITCH; security notices are always made and always mailed.
 */
export const NOTIFICATION_KINDS = [
  'share_opened',
  'share_downloaded',
  'share_limit_reached',
  'share_expiring',
  'leak_alert',
  'storage_alert',
  'uploads_finished',
  'request_upload',
  'security',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The `preferences.notifications` switch that decides a kind; null: always on (or decided elsewhere, see below). */
export const NOTIFICATION_SWITCH = {
  share_opened: 'shareActivity',
  share_downloaded: 'shareActivity',
  share_limit_reached: 'shareActivity',
  // Decided by preferences.notifications.expiryReminderDays (0: off).
  share_expiring: null,
  // Decided per share (its leak alert threshold, null: off).
  leak_alert: null,
  storage_alert: 'storageAlerts',
  uploads_finished: 'uploadConfirmation',
  // Files a visitor sent through a file request (docs/product.md, File requests): the uploads switch too.
  request_upload: 'uploadConfirmation',
  security: null,
} as const satisfies Record<NotificationKind, string | null>;

export const SECURITY_EVENTS = [
  'two_factor_on',
  'two_factor_off',
  'two_factor_cleared',
  'backup_codes',
  'password_changed',
  'new_device',
  'passkey_added',
  'identity_linked',
  'api_token_created',
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

/**
 * What each kind's entry names, so the web writes its sentence in the reader's language. A share activity entry is
 * one per share per hour, updated as visits come in (`count` grows).
 */
export const notificationFacts = {
  share_opened: z.object({ shareId: z.string(), fileName: z.string(), count: z.number() }),
  share_downloaded: z.object({ shareId: z.string(), fileName: z.string(), count: z.number() }),
  share_limit_reached: z.object({ shareId: z.string(), fileName: z.string(), limit: z.enum(['views', 'downloads']) }),
  share_expiring: z.object({ shareId: z.string(), fileName: z.string(), expiresAt: z.string() }),
  leak_alert: z.object({ shareId: z.string(), fileName: z.string(), visitors: z.number(), paused: z.boolean() }),
  storage_alert: z.object({ percent: z.union([z.literal(80), z.literal(95)]), used: z.number(), limit: z.number() }),
  uploads_finished: z.object({
    files: z.number(),
    failed: z.number(),
    /** Up to five names of the files, the failed ones first. */
    names: z.array(z.string()),
  }),
  /** One entry per request per hour; `count` grows with each file, the name and file are the latest. */
  request_upload: z.object({
    requestId: z.string(),
    requestTitle: z.string(),
    uploaderName: z.string().nullable(),
    fileName: z.string(),
    count: z.number(),
  }),
  security: z.object({ event: z.enum(SECURITY_EVENTS), device: z.string().nullable() }),
} satisfies Record<NotificationKind, z.ZodType>;

export type NotificationFacts<K extends NotificationKind = NotificationKind> = z.infer<(typeof notificationFacts)[K]>;

const notificationOf = <K extends NotificationKind>(kind: K) =>
  z.object({
    id: z.string(),
    kind: z.literal(kind),
    facts: notificationFacts[kind],
    /** The app path the entry opens: the share's activity, the library, the settings. */
    link: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    readAt: z.string().nullable(),
  });

export const notificationSchema = z.discriminatedUnion(
  'kind',
  NOTIFICATION_KINDS.map((kind) => notificationOf(kind)) as unknown as [
    ReturnType<typeof notificationOf<'share_opened'>>,
    ...ReturnType<typeof notificationOf<NotificationKind>>[],
  ],
);
export type Notification = {
  [K in NotificationKind]: z.infer<ReturnType<typeof notificationOf<K>>>;
}[NotificationKind];

export const notificationListQuery = z.object({ ...pageParams(20) });
export type NotificationListQuery = z.infer<typeof notificationListQuery>;

/** GET /api/notifications: newest first, with the unread count the bell shows. */
export const notificationListResponse = dataResponse({
  notifications: z.array(notificationSchema),
  unread: z.number(),
  ...pageFacts,
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

/** GET /api/notifications/unread: the bell's figure alone (polled). */
export const unreadCountResponse = successResponse({ unread: z.number() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

/** POST /api/notifications/read: the named entries, or every entry with `all`. */
export const markReadRequest = z.union([
  z.strictObject({ ids: z.array(z.string().max(64)).min(1).max(100) }),
  z.strictObject({ all: z.literal(true) }),
]);
export type MarkReadRequest = z.infer<typeof markReadRequest>;

/** GET /api/notifications/push-key: the VAPID public key a browser subscribes with. */
export const pushKeyResponse = successResponse({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof pushKeyResponse>;

/** POST /api/notifications/push-subscriptions: a browser's PushSubscription.toJSON(). */
export const pushSubscriptionRequest = z.strictObject({
  endpoint: z.url('The push endpoint must be a URL').max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

/** DELETE /api/notifications/push-subscriptions: forget one browser. */
export const pushUnsubscribeRequest = z.strictObject({ endpoint: z.string().max(2048) });
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequest>;

/** What a push message carries (the service worker shows it): already in the recipient's language. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), link: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** The preference a mail's one-click unsubscribe turns off for its kind (security mails have none). */
export const UNSUBSCRIBE_SWITCH = {
  share_opened: 'shareActivity',
  share_downloaded: 'shareActivity',
  share_limit_reached: 'shareActivity',
  share_expiring: 'expiryReminderDays',
  // Leak alerts are set per share: the mail's one click stops notification mails as a whole.
  leak_alert: 'email',
  storage_alert: 'storageAlerts',
  uploads_finished: 'uploadConfirmation',
  // Files a visitor sent through a file request (docs/product.md, File requests): the uploads switch too.
  request_upload: 'uploadConfirmation',
  security: null,
} as const satisfies Record<NotificationKind, string | null>;
export type UnsubscribeSwitch = NonNullable<(typeof UNSUBSCRIBE_SWITCH)[NotificationKind]>;

/** POST /api/notifications/unsubscribe/{token} (RFC 8058 one-click, no session): which switch is now off. */
export const unsubscribeResponse = successResponse({
  kind: z.enum(NOTIFICATION_KINDS),
  turnedOff: z.enum(['shareActivity', 'expiryReminderDays', 'email', 'storageAlerts', 'uploadConfirmation']),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
