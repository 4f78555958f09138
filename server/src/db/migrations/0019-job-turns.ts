import { sql, type Kysely } from 'kysely';

// Jobs gain their owner and the turn at which they were claimed, so that a runner takes turns between users: the
// next job it claims is of the owner whose last claimed job is the oldest (see claimNextJob). Work of no user has
// owner ''. Queued and running media jobs get the owner of their file.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('owner_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('jobs').addColumn('claim_turn', 'integer').execute();

  const open = await sql<{ id: string; payload: string }>`select id, payload from jobs
    where kind in ('media.process', 'media.preview') and state in ('queued', 'running')`.execute(db);
  for (const { id, payload } of open.rows) {
    const mediaId = mediaIdOf(payload);
    if (mediaId === undefined) continue;
    await sql`update jobs set owner_id = coalesce((select user_id from media_files where id = ${mediaId}), '')
      where id = ${id}`.execute(db);
  }

  // The owners with due jobs (read off the index alone), an owner's due and running jobs; an owner's last turn; the
  // last turn of all.
  await db.schema
    .createIndex('jobs_state_owner_idx')
    .on('jobs')
    .columns(['state', 'kind', 'owner_id', 'run_after', 'created_at'])
    .execute();
  await db.schema.createIndex('jobs_owner_turn_idx').on('jobs').columns(['owner_id', 'kind', 'claim_turn']).execute();
  await db.schema.createIndex('jobs_claim_turn_idx').on('jobs').column('claim_turn').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['jobs_claim_turn_idx', 'jobs_owner_turn_idx', 'jobs_state_owner_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('jobs').dropColumn('claim_turn').execute();
  await db.schema.alterTable('jobs').dropColumn('owner_id').execute();
}

function mediaIdOf(payload: string): string | undefined {
  try {
    const { mediaId } = JSON.parse(payload) as { mediaId?: unknown };
    return typeof mediaId === 'string' ? mediaId : undefined;
  } catch {
    return undefined;
  }
}
