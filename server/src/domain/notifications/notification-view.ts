import type { Notification, NotificationFacts, NotificationKind } from '@vaultbox/common/schemas/notifications.ts';
import type { NotificationRow } from '../../db/tables.ts';

// A stored notification as the app shows it: the bell's list and the account export read it the same way.

/** A stored entry's kind and facts, typed together. */
export type KindAndFacts = { [K in NotificationKind]: { kind: K; facts: NotificationFacts<K> } }[NotificationKind];

/** Kinds whose `count` adds up within a group's hour (kept in its own column, not in the stored facts). */
export const COUNTED_KINDS: ReadonlySet<NotificationKind> = new Set([
  'share_opened',
  'share_downloaded',
  'request_upload',
]);

export function entryOf(row: NotificationRow): KindAndFacts {
  const facts = JSON.parse(row.facts) as Record<string, unknown>;
  if (COUNTED_KINDS.has(row.kind as NotificationKind)) facts.count = row.count;
  return { kind: row.kind, facts } as KindAndFacts;
}

/** The entry as the API answers it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    ...entryOf(row),
    id: row.id,
    link: row.link,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    readAt: row.read_at,
  } as Notification;
}
