import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../db/tables.ts';
import { isoNow } from '../db/time.ts';
import { updatedOneRow } from '../db/updated-one-row.ts';

// The only SQL about the job queue. A job is claimed with one conditional UPDATE (queued -> running), so two
// instances polling the same table never run the same job.

export async function enqueueJob(
  db: Kysely<Database>,
  kind: string,
  payload: unknown,
  runAfter = isoNow(),
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
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** The ids of the queued jobs of one of `kinds` whose time has come. */
const dueJobs = (db: Kysely<Database>, kinds: string[], now: string) =>
  db
    .selectFrom('jobs')
    .select('id')
    .where('state', '=', 'queued')
    .where('kind', 'in', kinds)
    .where('run_after', '<=', now);

/**
 * The oldest due job of one of `kinds`, now marked running by us; undefined when none is due or another instance
 * won each race. Kinds this instance does not know (a newer version's) are left to instances that do.
 */
export async function claimNextJob(db: Kysely<Database>, kinds: string[], now = isoNow()): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  for (let tries = 0; tries < 5; tries++) {
    const candidate = await dueJobs(db, kinds, now)
      .orderBy('run_after')
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return undefined;
    const claimed = await updatedOneRow(
      db
        .updateTable('jobs')
        .set((eb) => ({ state: 'running', attempts: eb('attempts', '+', 1), updated_at: isoNow() }))
        .where('id', '=', candidate.id)
        .where('state', '=', 'queued'),
    );
    if (claimed) {
      return db.selectFrom('jobs').selectAll().where('id', '=', candidate.id).executeTakeFirst();
    }
  }
  return undefined;
}

/** Proof of life for a long job, so no instance takes it for abandoned. */
export async function touchJob(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ updated_at: isoNow() })
    .where('id', '=', id)
    .where('state', '=', 'running')
    .execute();
}

export async function finishJob(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ state: 'done', last_error: null, updated_at: isoNow() })
    .where('id', '=', id)
    .execute();
}

/** Puts the job back in the queue for a later try, or marks it failed for good. */
export async function failJob(db: Kysely<Database>, id: string, error: string, retryAt: string | null): Promise<void> {
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
export async function requeueStaleJobs(db: Kysely<Database>, staleBefore: string): Promise<number> {
  const result = await db
    .updateTable('jobs')
    .set({ state: 'queued', updated_at: isoNow() })
    .where('state', '=', 'running')
    .where('updated_at', '<', staleBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function hasDueJobs(db: Kysely<Database>, kinds: string[], now = isoNow()): Promise<boolean> {
  if (kinds.length === 0) return false;
  const row = await dueJobs(db, kinds, now).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Finished jobs are kept a while for diagnosis, then removed. */
export async function deleteFinishedJobs(db: Kysely<Database>, finishedBefore: string): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'failed'])
    .where('updated_at', '<', finishedBefore)
    .execute();
}

/** Queued jobs per kind (the metrics' queue depth). */
export async function countQueuedJobs(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('jobs')
    .select(['kind', db.fn.countAll<number>().as('count')])
    .where('state', '=', 'queued')
    .groupBy('kind')
    .execute();
  return new Map(rows.map((r) => [r.kind, Number(r.count)]));
}
