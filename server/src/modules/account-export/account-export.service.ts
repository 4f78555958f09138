import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { UserRow } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import { openBlobRange } from '../../storage/blob-reader.ts';
import { insertActivity, listActivityOfUser } from '../../repos/activity.repo.ts';
import { toActivityEntry } from '../../domain/account/activity-entry.ts';
import { toMediaDto } from '../../domain/media/media-view.ts';
import { toShareDto } from '../../domain/share/share-view.ts';
import { readPreferences, toUserDto } from '../../domain/account/user-view.ts';
import { listAllSharesOfUser, mediaOfUserInBatches } from '../../repos/account-export.repo.ts';
import { mediaTotalsOfUser } from '../../repos/media-totals.repo.ts';
import { listNotificationsOfUser } from '../../repos/notification.repo.ts';
import { albumsForExport } from '../../repos/album.repo.ts';
import { listAccessEntriesOfUser } from '../../repos/share-access-log.repo.ts';
import { toNotification } from '../../domain/notifications/notification-view.ts';
import { toEntry } from '../../domain/share/access-entry-view.ts';
import { recipientsOfShares } from '../../repos/share-recipients.repo.ts';
import { selectionFileIdsOfUser } from '../../repos/share-items.repo.ts';
import { FILE_REQUESTS_PER_USER_MAX } from '@vaultbox/common/schemas/file-requests.ts';
import { toFileRequestDto } from '../../domain/file-requests/file-request-view.ts';
import { listFileRequestsOfUser } from '../../repos/file-request.repo.ts';
import { requestUploadsOfUser } from '../../repos/file-request-upload.repo.ts';
import { toApiToken } from '../../domain/account/api-token-view.ts';
import { toPasskey } from '../../domain/account/passkey-view.ts';
import { listApiTokensOfUser } from '../../repos/api-token.repo.ts';
import { listPasskeysOfUser } from '../../repos/passkey.repo.ts';
import { listIdentitiesOfUser } from '../../repos/user-identity.repo.ts';
import { archiveNames } from './archive-names.ts';
import { prettyJsonChunks, streamedArray } from './pretty-json-stream.ts';
import { writtenZipEntries } from './written-zip-entries.ts';

type RequestArrival = Awaited<ReturnType<typeof requestUploadsOfUser>>[number];

/** The uploads of a user's file requests, by request, as the export lists them. */
function uploadsPerRequest(arrivals: RequestArrival[]) {
  const byRequest = new Map<
    string,
    { mediaId: string; uploaderName: string | null; address: string | null; uploadedAt: string }[]
  >();
  for (const upload of arrivals) {
    const list = byRequest.get(upload.request_id) ?? [];
    list.push({
      mediaId: upload.media_id,
      uploaderName: upload.uploader_name,
      address: upload.address,
      uploadedAt: upload.created_at,
    });
    byRequest.set(upload.request_id, list);
  }
  return byRequest;
}

/** The date part of a file name: vaultbox-export-2026-01-31.json. */
export const exportFileName = (ext: 'json' | 'zip') => `vaultbox-export-${isoNow().slice(0, 10)}.${ext}`;

/**
 * A user's data taken out (GDPR-style): the JSON document (profile, preferences, files' metadata, shares, activity,
 * notifications, the access log of the user's links, albums, file requests and their uploads, API tokens, passkeys
 * and linked identities; never a hash, key, secret or token) and the archive of every
 * original file, decrypted on the fly.
 */
export function createAccountExportService(ctx: AppContext) {
  const { db, blobs, keyring, config } = ctx;

  async function signInMethodsOf(userId: string) {
    const [tokens, passkeys, identities] = await Promise.all([
      listApiTokensOfUser(db, userId),
      listPasskeysOfUser(db, userId),
      listIdentitiesOfUser(db, userId),
    ]);
    return {
      apiTokens: tokens.map(toApiToken),
      passkeys: passkeys.map(toPasskey),
      linkedIdentities: identities.map((row) => ({
        issuer: row.issuer,
        email: row.email,
        createdAt: row.created_at,
        lastUsedAt: row.last_used_at,
      })),
    };
  }

  async function* fileBatches(userId: string) {
    for await (const rows of mediaOfUserInBatches(db, userId)) yield rows.map(toMediaDto);
  }

  /** Everything but the files read now; the files as the document is written (prettyJsonChunks). */
  async function document(user: UserRow) {
    const [shares, activity, notifications, shareAccess, albums, selections, requests, arrivals, signIns] =
      await Promise.all([
        listAllSharesOfUser(db, user.id),
        listActivityOfUser(db, user.id),
        listNotificationsOfUser(db, user.id),
        listAccessEntriesOfUser(db, user.id),
        albumsForExport(db, user.id),
        selectionFileIdsOfUser(db, user.id),
        listFileRequestsOfUser(db, user.id, FILE_REQUESTS_PER_USER_MAX, 0),
        requestUploadsOfUser(db, user.id),
        signInMethodsOf(user.id),
      ]);
    const { preferences, ...profile } = toUserDto(user);
    const uploadsByRequest = uploadsPerRequest(arrivals);
    const recipients = await recipientsOfShares(
      db,
      shares.map((row) => row.id),
    );
    return {
      exportedAt: isoNow(),
      profile,
      preferences: preferences ?? readPreferences(user.preferences),
      // Read and written 1,000 at a time as the document is written: a library of a million files is never in memory.
      files: streamedArray(() => fileBatches(user.id)),
      // The slug is the link itself and stays; `token` merely repeats it for old clients.
      shares: shares.map((row) => {
        const { token: _token, ...share } = toShareDto(row, config.appUrl, recipients.get(row.id));
        // A selection's files, in its order (docs/product.md, Multi-file shares).
        return row.kind === 'selection' ? { ...share, mediaFileIds: selections.get(row.id) ?? [] } : share;
      }),
      activity: activity.map(toActivityEntry),
      notifications: notifications.map(toNotification),
      // What the visitors of the user's links did (as coarse as the log keeps it), each entry naming its share.
      shareAccess: shareAccess.map((row) => ({ shareId: row.share_id, ...toEntry(row) })),
      // The user's albums with their file ids in each album's order (docs/product.md, Albums).
      albums,
      // The user's file requests and what arrived through each: the file, the name its sender gave, their address as
      // coarse as it is kept (docs/product.md, File requests). Never a password hash or a visitor's token hash.
      fileRequests: requests.rows.map((row) => ({
        ...toFileRequestDto(row, config.appUrl),
        uploads: uploadsByRequest.get(row.id) ?? [],
      })),
      // How the account can be reached besides its password: its API tokens, passkeys and single sign-on identities
      // (names, scopes, times; never a token's hash, a passkey's key or a provider's subject).
      ...signIns,
    };
  }

  /** The JSON document as a stream of its text (JSON.stringify(document, null, 2), written piece by piece). */
  async function exportDocument(user: UserRow, meta: RequestMeta): Promise<Readable> {
    const doc = await document(user);
    await insertActivity(db, { userId: user.id, action: 'export', meta, details: { format: 'json' } });
    return Readable.from(prettyJsonChunks(doc), { objectMode: false });
  }

  /**
   * The ZIP (ZIP64 records, so no size is too large) of export.json and files/<original name> for every file. The
   * files are read from the database 1,000 at a time; each is opened only when the archive reaches it (the next once
   * the previous was read to its end) and flows through with backpressure; written entries leave only their
   * directory records behind (writtenZipEntries): memory stays flat however large the library, but for those
   * records and the names taken. A file that cannot be read cuts the download rather than deliver a quietly
   * incomplete archive.
   */
  async function archive(user: UserRow, meta: RequestMeta): Promise<Readable> {
    const doc = await document(user);
    const { total } = await mediaTotalsOfUser(db, user.id);
    const zip = new yazl.ZipFile();
    const written = writtenZipEntries(zip);
    const output = zip.outputStream as Readable;
    let reading: Readable | null = null;
    const fail = (reason: unknown) => {
      reading?.destroy();
      if (output.destroyed) return; // the client went away first: nothing to report
      const error = reason instanceof Error ? reason : new Error(String(reason));
      ctx.log.error({ err: error, userId: user.id }, 'export archive cut short');
      output.destroy(error);
    };
    zip.on('error', fail);
    // A client gone mid-way: the file being read is closed too, not left waiting on a full pipe.
    output.once('close', () => reading?.destroy());

    const json = Readable.from(prettyJsonChunks(doc), { objectMode: false });
    json.once('error', fail);
    zip.addReadStream(json, 'export.json', { forceZip64Format: true });
    const nameOf = archiveNames();
    async function pack() {
      for await (const rows of mediaOfUserInBatches(db, user.id)) {
        for (const row of rows) {
          if (output.destroyed) return;
          const fileKey = keyring.fileKey(user, row);
          const size = Number(row.size);
          const stream = await openBlobRange(blobs, row.storage_key, {
            encryption: fileKey && { fileKey, fileId: row.id },
            expectedSize: size,
          });
          if (output.destroyed) {
            stream.destroy();
            return;
          }
          reading = stream;
          stream.once('error', fail);
          written.takeWritten();
          // Media is compressed already: storing costs no CPU.
          zip.addReadStream(stream, `files/${nameOf(row.original_name)}`, {
            mtime: new Date(row.created_at),
            size,
            compress: false,
            forceZip64Format: true,
          });
          await finished(stream);
          reading = null;
        }
      }
      written.end({ forceZip64Format: true, comment: '' });
    }
    pack().catch(fail);
    await insertActivity(db, { userId: user.id, action: 'export', meta, details: { format: 'zip', files: total } });
    return output;
  }

  return { exportDocument, archive };
}

export type AccountExportService = ReturnType<typeof createAccountExportService>;
