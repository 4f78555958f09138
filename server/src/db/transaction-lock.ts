import { PostgresAdapter, sql } from 'kysely';
import type { DbTransaction } from './database.ts';

/** Keys of the PostgreSQL advisory locks: one per kind of change that must run one at a time. */
export const TRANSACTION_LOCKS = {
  /** Registrations: two first sign-ups on an empty instance cannot both become owner. */
  registration: 7_263_001,
  /** Changes to who is an active owner: two owners cannot demote or delete each other at once. */
  ownership: 7_263_002,
  /** Job claims: an owner's running jobs and the turn counter are read and changed by one claim at a time. */
  jobClaims: 7_263_003,
} as const;

/**
 * Holds `lock` until `trx` ends, waiting for any other transaction that holds it. On PostgreSQL an advisory lock; on
 * SQLite nothing is needed, as its one connection runs one transaction at a time.
 */
export async function holdTransactionLock(trx: DbTransaction, lock: keyof typeof TRANSACTION_LOCKS): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${TRANSACTION_LOCKS[lock]})`.execute(trx);
}
