import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// Browser-viewable copies and shares without metadata. media_files gains the state of its browser-viewable copy (HEIC
// -> WebP, a video browsers cannot play -> H.264 MP4) and the size of its copy without location and camera data; shares
// gain strip_metadata. Both copies are blobs whose keys derive from the file's storage key, like thumbnails.
//
// Existing shares of images and videos are switched to stripping: a share made before this could not choose, and the
// safe reading of "share this photo" is without its GPS position. Existing videos and HEIC photos are processed again
// so that they get their copies.

const HEIC_TYPES = ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('media_files')
    .addColumn('preview_state', 'text', (c) => c.notNull().defaultTo('none'))
    .execute();
  await db.schema.alterTable('media_files').addColumn('preview_mime_type', 'text').execute();
  await db.schema.alterTable('media_files').addColumn('preview_size', 'bigint').execute();
  await db.schema.alterTable('media_files').addColumn('preview_error', 'text').execute();
  await db.schema.alterTable('media_files').addColumn('stripped_size', 'bigint').execute();
  await db.schema
    .alterTable('shares')
    .addColumn('strip_metadata', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update shares set strip_metadata = 1 where media_id in
    (select id from media_files where category in ('image', 'video'))`.execute(db);

  const rows = await sql<{ id: string }>`select id from media_files
    where category = 'video' or mime_type in (${sql.join(HEIC_TYPES)})`.execute(db);
  const now = new Date().toISOString();
  for (const { id } of rows.rows) {
    await sql`insert into jobs (id, kind, payload, state, attempts, run_after, created_at, updated_at)
      values (${randomUUID()}, 'media.process', ${JSON.stringify({ mediaId: id })}, 'queued', 0, ${now}, ${now}, ${now})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shares').dropColumn('strip_metadata').execute();
  for (const column of ['stripped_size', 'preview_error', 'preview_size', 'preview_mime_type', 'preview_state']) {
    await db.schema.alterTable('media_files').dropColumn(column).execute();
  }
}
