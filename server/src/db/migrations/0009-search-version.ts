import type { Kysely } from 'kysely';
import { SORTED_COLUMNS, versionOnChangeOf } from './0008-library-at-scale.ts';

// The library's version (media_stats.changes) also moves when a file's description or tags change: a cached search
// result (matching ids per search and version, see media/view-cache.ts) must not outlive a change of what it matched.
// Migration 0008 moved it only for the columns a sort order reads.

export async function up(db: Kysely<unknown>): Promise<void> {
  await versionOnChangeOf(db, [...SORTED_COLUMNS, 'description', 'tags']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await versionOnChangeOf(db, SORTED_COLUMNS);
}
