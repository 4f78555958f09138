import { Migrator, type Kysely, type Migration } from 'kysely';
import * as accounts from './migrations/0001-accounts.ts';
import * as media from './migrations/0002-media.ts';
import * as shares from './migrations/0003-shares.ts';
import * as administration from './migrations/0004-administration.ts';
import * as accountSecurity from './migrations/0005-account-security.ts';
import * as attempts from './migrations/0006-attempts-and-view-windows.ts';
import * as refreshReuse from './migrations/0007-refresh-reuse.ts';
import * as libraryAtScale from './migrations/0008-library-at-scale.ts';
import * as searchVersion from './migrations/0009-search-version.ts';
import * as shareStats from './migrations/0010-share-stats.ts';
import * as resumableUploads from './migrations/0011-resumable-uploads.ts';
import * as viewableCopies from './migrations/0012-viewable-copies.ts';
import * as uploadLeases from './migrations/0013-upload-leases.ts';
import * as searchPerOwner from './migrations/0014-search-per-owner.ts';
import * as searchGramsPerOwner from './migrations/0015-search-grams-per-owner.ts';
import * as strippedCopyFailure from './migrations/0016-stripped-copy-failure.ts';
import * as quotaHolds from './migrations/0018-quota-holds.ts';
import * as jobTurns from './migrations/0019-job-turns.ts';
import * as shareAccessLog from './migrations/0020-share-access-log.ts';
import * as notifications from './migrations/0021-notifications.ts';
import * as publicProfiles from './migrations/0022-public-profiles.ts';
import * as shareExpiryReminders from './migrations/0023-share-expiry-reminders.ts';
import * as albums from './migrations/0024-albums.ts';
import * as multiFileShares from './migrations/0025-multi-file-shares.ts';
import * as fileRequests from './migrations/0026-file-requests.ts';
import * as shareRecipients from './migrations/0027-share-recipients.ts';
import * as apiTokens from './migrations/0028-api-tokens.ts';
import * as oidc from './migrations/0029-oidc.ts';
import * as passkeys from './migrations/0030-passkeys.ts';
import * as photosTimeline from './migrations/0031-photos-timeline.ts';
import * as timelineTiles from './migrations/0032-timeline-tiles.ts';
import * as timelineDays from './migrations/0033-timeline-days.ts';

// In-code provider: the list is explicit, so both dialects and the test template run exactly the same steps.
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-media': media,
  '0003-shares': shares,
  '0004-administration': administration,
  '0005-account-security': accountSecurity,
  '0006-attempts-and-view-windows': attempts,
  '0007-refresh-reuse': refreshReuse,
  '0008-library-at-scale': libraryAtScale,
  '0009-search-version': searchVersion,
  '0010-share-stats': shareStats,
  '0011-resumable-uploads': resumableUploads,
  '0012-viewable-copies': viewableCopies,
  '0013-upload-leases': uploadLeases,
  '0014-search-per-owner': searchPerOwner,
  '0015-search-grams-per-owner': searchGramsPerOwner,
  '0016-stripped-copy-failure': strippedCopyFailure,
  '0018-quota-holds': quotaHolds,
  '0019-job-turns': jobTurns,
  '0020-share-access-log': shareAccessLog,
  '0021-notifications': notifications,
  '0022-public-profiles': publicProfiles,
  '0023-share-expiry-reminders': shareExpiryReminders,
  '0024-albums': albums,
  '0025-multi-file-shares': multiFileShares,
  '0026-file-requests': fileRequests,
  '0027-share-recipients': shareRecipients,
  '0028-api-tokens': apiTokens,
  '0029-oidc': oidc,
  '0030-passkeys': passkeys,
  '0031-photos-timeline': photosTimeline,
  '0032-timeline-tiles': timelineTiles,
  '0033-timeline-days': timelineDays,
};

const migratorOf = <T>(db: Kysely<T>) =>
  new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });

export async function migrateToLatest<T>(db: Kysely<T>): Promise<void> {
  const { error, results } = await migratorOf(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/**
 * Undoes every migration after `name` (their `down`, newest first): for an operator rolling back, and for tests of a
 * migration on data.
 */
export async function revertMigrationsAfter<T>(db: Kysely<T>, name: string): Promise<void> {
  if (!(name in migrations)) throw new Error(`There is no migration named ${name}`);
  const { error } = await migratorOf(db).migrateTo(name);
  if (error) throw new Error(`Reverting to ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
}
