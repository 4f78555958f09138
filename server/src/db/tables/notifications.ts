import type { Generated } from 'kysely';

// Notifications: the entries, Web Push subscriptions and storage warnings. (Row conventions: server/src/db/tables.ts.)

/** One entry of a user's notifications (migration 0021): grouped entries are one per group and clock hour. */
export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  /** JSON: the kind's facts (common/schemas/notifications.ts), without `count`, kept in its own column. */
  facts: string;
  link: string;
  group_key: string | null;
  /** The clock hour (UTC) of a grouped entry: '2026-01-31T14'. */
  group_hour: string | null;
  count: Generated<number>;
  created_at: string;
  updated_at: string;
  read_at: string | null;
  /** When this entry went out in a mail (a grouped entry's hourly digest): never mailed twice. */
  mailed_at: string | null;
}

/** A browser that receives the user's notifications by Web Push (migration 0021). */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** The storage level (80 or 95 %) a user was last warned of; no row or 0: below both (migration 0021). */
export interface StorageAlertLevelsTable {
  user_id: string;
  level: number;
}
