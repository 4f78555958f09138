import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { PushSubscriptionRow } from '../db/tables.ts';
import { isoNow } from '../db/time.ts';

// The only SQL about Web Push subscriptions; every query is scoped to the subscription's user.

/** Keeps a browser's subscription; an endpoint already known moves to this user (the browser signed in as them). */
export async function savePushSubscription(
  db: Db,
  sub: { userId: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({
      id: randomUUID(),
      user_id: sub.userId,
      endpoint: sub.endpoint,
      p256dh: sub.p256dh,
      auth: sub.auth,
      created_at: isoNow(),
    })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: sub.userId, p256dh: sub.p256dh, auth: sub.auth }))
    .execute();
}

export async function listPushSubscriptionsOfUser(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();
}

/** Forgets one browser of the user; says whether there was one. */
export async function deletePushSubscriptionOfUser(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
