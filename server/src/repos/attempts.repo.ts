import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// The only SQL of attempt counters: one row per key, a count in a fixed window. Each move is one statement, so
// concurrent attempts under one key are counted one by one, never lost.

export interface CountedAttempt {
  count: number;
  windowEndsAt: string;
}

/** Adds one attempt under `key` (starting a new window when the last one ended) and answers the count after it. */
export async function addAttempt(db: Db, key: string, now: string, windowEndsAt: string): Promise<CountedAttempt> {
  const expired = sql<boolean>`attempt_counters.window_ends_at <= ${now}`;
  const row = await db
    .insertInto('attempt_counters')
    .values({ key, count: 1, window_ends_at: windowEndsAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else attempt_counters.count + 1 end`,
        window_ends_at: sql<string>`case when ${expired} then ${windowEndsAt} else attempt_counters.window_ends_at end`,
      }),
    )
    .returning(['count', 'window_ends_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowEndsAt: row.window_ends_at };
}

/** Takes back one attempt (a check that passed, or one that never ran). */
export async function removeAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('attempt_counters')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function deleteAttemptsEndedBefore(db: Db, now: string): Promise<void> {
  await db.deleteFrom('attempt_counters').where('window_ends_at', '<=', now).execute();
}

// A turn: the row of `key` holds in window_ends_at the moment the next attempt may begin (its count: turns taken).

/** Takes the turn of `key` if it is open at `now`, closing it until `nextAt`; false when another attempt holds it. */
export async function takeTurn(db: Db, key: string, now: string, nextAt: string): Promise<boolean> {
  const row = await db
    .insertInto('attempt_counters')
    .values({ key, count: 1, window_ends_at: nextAt })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({ count: sql<number>`attempt_counters.count + 1`, window_ends_at: nextAt })
        .where('attempt_counters.window_ends_at', '<=', now),
    )
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Opens again, at `now`, a turn taken until `nextAt` (an attempt that turned out right). */
export async function giveBackTurn(db: Db, key: string, nextAt: string, now: string): Promise<void> {
  await db
    .updateTable('attempt_counters')
    .set({ window_ends_at: now, count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('window_ends_at', '=', nextAt)
    .execute();
}

/** When the turn of `key` opens (undefined: it is open). */
export async function turnOpensAt(db: Db, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('attempt_counters')
    .select('window_ends_at')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.window_ends_at;
}
