import type { Db } from '../db/database.ts';
import type { NotificationRow } from '../db/tables.ts';

// The only SQL about notification entries; every query is scoped to the entry's user.

export interface NewNotification {
  id: string;
  userId: string;
  kind: string;
  facts: string;
  link: string;
  groupKey: string | null;
  groupHour: string | null;
  count: number;
  now: string;
}

const rowOf = (n: NewNotification) => ({
  id: n.id,
  user_id: n.userId,
  kind: n.kind,
  facts: n.facts,
  link: n.link,
  group_key: n.groupKey,
  group_hour: n.groupHour,
  count: n.count,
  created_at: n.now,
  updated_at: n.now,
  read_at: null,
  mailed_at: null,
});

export async function insertNotification(db: Db, entry: NewNotification): Promise<void> {
  await db.insertInto('notifications').values(rowOf(entry)).execute();
}

/**
 * The entry of a group within its hour: made by the first call, then updated (its count grows, its facts are the
 * latest, it is unread again). One statement each, so concurrent calls never make two entries. Says whether this call
 * made it, and the entry's id.
 */
export async function upsertGroupedNotification(
  db: Db,
  entry: NewNotification & { groupKey: string; groupHour: string },
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insertInto('notifications')
    .values(rowOf(entry))
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'group_key', 'group_hour']).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { id: entry.id, created: true };
  const ofGroup = db
    .updateTable('notifications')
    .where('user_id', '=', entry.userId)
    .where('kind', '=', entry.kind)
    .where('group_key', '=', entry.groupKey)
    .where('group_hour', '=', entry.groupHour);
  await ofGroup
    .set((eb) => ({
      count: eb('count', '+', entry.count),
      facts: entry.facts,
      updated_at: entry.now,
      read_at: null,
    }))
    .execute();
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', entry.userId)
    .where('kind', '=', entry.kind)
    .where('group_key', '=', entry.groupKey)
    .where('group_hour', '=', entry.groupHour)
    .executeTakeFirstOrThrow();
  return { id: row.id, created: false };
}

export async function findNotificationOfUser(db: Db, userId: string, id: string) {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Every entry of a user, the latest change first (the account export). */
export async function listNotificationsOfUser(db: Db, userId: string): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One page of a user's entries, the latest change first (the id breaks ties), with the total and the unread. */
export async function findNotificationPage(
  db: Db,
  userId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const [rows, total, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
    countUnreadNotifications(db, userId),
  ]);
  return { rows, total: Number(total.n), unread };
}

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the user's named entries (or all of them) read; ids of other users' entries change nothing. */
export async function markNotificationsRead(db: Db, userId: string, ids: string[] | 'all', now: string): Promise<void> {
  let update = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids !== 'all') update = update.where('id', 'in', ids);
  await update.execute();
}

/**
 * Claims the entries of a group's hour not yet mailed, marking them mailed, and answers them: whoever claims them
 * mails them, so two runs of the digest (two instances, or one run again after a restart) never mail one twice.
 */
export async function claimUnmailedOfGroup(
  db: Db,
  userId: string,
  group: { groupKey: string; groupHour: string },
  now: string,
): Promise<NotificationRow[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('group_key', '=', group.groupKey)
      .where('group_hour', '=', group.groupHour)
      .where('mailed_at', 'is', null)
      .orderBy('kind')
      .execute();
    const claimed: NotificationRow[] = [];
    for (const row of rows) {
      // Conditional per row: on PostgreSQL a concurrent claim waits for this row's lock and then finds it mailed.
      const result = await trx
        .updateTable('notifications')
        .set({ mailed_at: now })
        .where('id', '=', row.id)
        .where('mailed_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) claimed.push(row);
    }
    return claimed;
  });
}
