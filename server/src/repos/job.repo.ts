import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, DbTransaction } from '../db/database.ts';
import type { JobRow } from '../db/tables.ts';
import { isoNow } from '../db/time.ts';
import { holdTransactionLock } from '../db/transaction-lock.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

// The only SQL about the job queue. A job is claimed with one conditional UPDATE (queued -> running), so two
// instances polling the same table never run the same job.

export interface NewJobOptions {
  /** The user whose work it is: runners take turns between owners. Omitted: work of no user (owner ''). */
  ownerId?: string;
  runAfter?: string;
}

export async function enqueueJob(
  db: Db,
  kind: string,
  payload: unknown,
  { ownerId = '', runAfter = isoNow() }: NewJobOptions = {},
): Promise<string> {
  const id = randomUUID();
  const now = isoNow();
  await db
    .insertInto('jobs')
    .values({
      id,
      kind,
      payload: JSON.stringify(payload),
      state: 'queued',
      run_after: runAfter,
      owner_id: ownerId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** The queued jobs of one of `kinds` whose time has come. */
const dueJobs = (db: Db, kinds: string[], now: string) =>
  db
    .selectFrom('jobs')
    .select('id')
    .where('state', '=', 'queued')
    .where('kind', 'in', kinds)
    .where('run_after', '<=', now);

export interface ClaimOptions {
  /** Skip the owners who have a job of these kinds running (on any instance): one job per owner at a time. */
  onePerOwner?: boolean;
  now?: string;
}

/**
 * The next due job of one of `kinds`, now marked running by us; undefined when none is due. Owners take turns: the
 * job is the oldest due one of the owner whose last claimed job of these kinds is the oldest (or who never had one),
 * so one user's long queue never holds another's upload up for more than a job. Claims are made one at a time
 * across instances (a transaction lock on PostgreSQL; SQLite's one connection), so the turns and onePerOwner hold
 * under concurrency. Kinds this instance does not know (a newer version's) are left to instances that do.
 */
export async function claimNextJob(
  db: Db,
  kinds: string[],
  { onePerOwner = false, now = isoNow() }: ClaimOptions = {},
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  return db.transaction().execute(async (trx) => {
    await holdTransactionLock(trx, 'jobClaims');
    const owner = await nextOwner(trx, kinds, now, onePerOwner);
    if (owner === undefined) return undefined;
    const candidate = await dueJobs(trx, kinds, now)
      .where('owner_id', '=', owner)
      .orderBy('run_after')
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await updatedOneRow(
      trx
        .updateTable('jobs')
        .set((eb) => ({
          state: 'running',
          attempts: eb('attempts', '+', 1),
          claim_turn: sql<number>`coalesce((select latest.claim_turn from jobs latest
            where latest.claim_turn is not null order by latest.claim_turn desc limit 1), 0) + 1`,
          updated_at: isoNow(),
        }))
        .where('id', '=', candidate.id)
        .where('state', '=', 'queued'),
    );
    return claimed ? trx.selectFrom('jobs').selectAll().where('id', '=', candidate.id).executeTakeFirst() : undefined;
  });
}

/**
 * The owner whose turn it is among those with a due job of `kinds`: their last claim of these kinds is the oldest
 * (then: their oldest due job). The owners with queued jobs are walked one index seek each (a recursive query, as
 * neither database skips through an index by itself), so a claim costs the same with ten queued jobs or a hundred
 * thousand.
 */
async function nextOwner(
  trx: DbTransaction,
  kinds: string[],
  now: string,
  onePerOwner: boolean,
): Promise<string | undefined> {
  const kindList = sql.join(kinds);
  const queued = (alias: string) =>
    sql`${sql.ref(`${alias}.state`)} = 'queued' and ${sql.ref(`${alias}.kind`)} in (${kindList})`;
  // Scalar subqueries with LIMIT 1 each, rather than EXISTS, which SQLite planned as a scan beside the ORDER BY.
  const { rows } = await sql<{ owner_id: string }>`
    with recursive owners (owner_id) as (
      select (select q.owner_id from jobs q where ${queued('q')} order by q.owner_id limit 1)
      union all
      select (select q.owner_id from jobs q where ${queued('q')} and q.owner_id > o.owner_id order by q.owner_id limit 1)
      from owners o where o.owner_id is not null
    ),
    turns as (
      select o.owner_id,
        (select q.run_after from jobs q where ${queued('q')} and q.owner_id = o.owner_id
          order by q.run_after limit 1) as first_run,
        coalesce((select c.claim_turn from jobs c where c.owner_id = o.owner_id and c.kind in (${kindList})
          and c.claim_turn is not null order by c.claim_turn desc limit 1), 0) as last_turn,
        (select 1 from jobs r where r.state = 'running' and r.kind in (${kindList}) and r.owner_id = o.owner_id
          limit 1) as busy
      from owners o where o.owner_id is not null
    )
    select owner_id from turns
    where first_run <= ${now} ${onePerOwner ? sql`and busy is null` : sql``}
    order by last_turn, first_run
    limit 1`.execute(trx);
  return rows[0]?.owner_id;
}

/** Proof of life for a long job, so no instance takes it for abandoned. */
export async function touchJob(db: Db, id: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ updated_at: isoNow() })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .execute();
}

export async function finishJob(db: Db, id: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'done', last_error: null, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
}

/** Puts the job back in the queue for a later try, or marks it failed for good. */
export async function failJob(db: Db, id: string, error: string, retryAt: string | null): Promise<void> {
  await db
    .updateTable('jobs')
    .set({
      state: retryAt ? 'queued' : 'failed',
      run_after: retryAt ?? isoNow(),
      last_error: error.slice(0, 1000),
      updated_at: isoNow(),
    })
    .where('id', '=', id)
    .execute();
}

/** Running jobs whose instance stopped touching them (crash, kill, restart) go back to the queue. */
export async function requeueStaleJobs(db: Db, staleBefore: string): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'queued', updated_at: isoNow() })
    .where('state', '=', 'running')
    .where('updated_at', '<', staleBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function hasDueJobs(db: Db, kinds: string[], now = isoNow()): Promise<boolean> {
  if (kinds.length === 0) return false;
  const row = await dueJobs(db, kinds, now).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Finished jobs are kept a while for diagnosis, then removed. */
export async function deleteFinishedJobs(db: Db, finishedBefore: string): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'failed'])
    .where('updated_at', '<', finishedBefore)
    .execute();
}

/** Queued jobs per kind (the metrics' queue depth). */
export async function countQueuedJobs(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['kind', db.fn.countAll<number>().as('count')])
    .where('state', '=', 'queued')
    .groupBy('kind')
    .execute();
  return new Map(rows.map((r) => [r.kind, Number(r.count)]));
}

/** The payloads of an owner's jobs of `kind` still queued or running, but `exceptId` (the one asking). */
export async function listOpenJobPayloadsOfOwner(
  db: Db,
  kind: string,
  ownerId: string,
  exceptId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('payload')
    .where('kind', '=', kind)
    .where('owner_id', '=', ownerId)
    .where('state', 'in', ['queued', 'running'])
    .where('id', '!=', exceptId)
    .execute();
  return rows.map((r) => r.payload);
}
