import { PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.ts';

/** Keys of the PostgreSQL advisory locks of work one instance at a time does for all. */
export const INSTANCE_LOCKS = {
  /** The storage sweep: two instances listing and deleting the same blobs at once would only double the work. */
  storageSweep: 7_263_101,
} as const;

/**
 * Runs `work` unless another instance is running it already (then answers undefined at once). On PostgreSQL a
 * session advisory lock held on one connection for the duration; on SQLite there is only one instance.
 */
export async function runAlone<T>(
  db: Db,
  lock: keyof typeof INSTANCE_LOCKS,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  const key = INSTANCE_LOCKS[lock];
  return db.connection().execute(async (connection) => {
    const taken = await sql<{ taken: boolean }>`select pg_try_advisory_lock(${key}) as taken`.execute(connection);
    if (!taken.rows[0]?.taken) return undefined;
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
