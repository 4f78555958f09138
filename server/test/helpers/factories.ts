import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import type { Language, Role } from '@vaultbox/common/constants.ts';
import type { AppContext } from '../../src/context.ts';
import { isoNow } from '../../src/db/time.ts';
import type { InviteCodeRow, MediaFileRow, ShareRow, UserRow } from '../../src/db/tables.ts';
import { enqueueJob } from '../../src/repos/job.repo.ts';
import type { KeyOwner } from '../../src/keyring/keyring.ts';
import { sniffBuffer, SNIFF_BYTES } from '../../src/media-tools/sniff-type.ts';
import { hashPassword } from '../../src/domain/account/password-hasher.ts';
import { insertInviteCode, type NewInviteCode } from '../../src/repos/invite.repo.ts';
import { PROCESS_MEDIA_JOB } from '../../src/domain/media/media-jobs.ts';
import { findMediaOfUser, insertMediaFile } from '../../src/repos/media.repo.ts';
import { defaultTitle } from '../../src/domain/media/original-name.ts';
import { chargeStorage } from '../../src/repos/storage-quota.repo.ts';
import { insertShare, insertShareWithItems } from '../../src/repos/share.repo.ts';
import { newShareSlug } from '../../src/modules/share/share-slug.ts';
import { newUserRow } from '../../src/domain/account/new-user.ts';
import { findUserById, insertUser } from '../../src/repos/user.repo.ts';
import { writeBlob } from '../../src/storage/blob-writer.ts';
import type { Client } from './http-client.ts';

export const DEFAULT_PASSWORD = 'Correct-Horse-9';

const unique = () => randomBytes(4).toString('hex');

export interface BuiltUser {
  user: UserRow;
  email: string;
  password: string;
}

/** A user straight through the repo layer (no HTTP, no mail): active unless told otherwise. */
export async function buildUser(
  ctx: AppContext,
  overrides: {
    email?: string;
    username?: string;
    password?: string;
    role?: Role;
    active?: boolean;
    /** The language of the UI and the mails (preferences.language); English when absent. */
    language?: Language;
  } = {},
): Promise<BuiltUser> {
  const id = unique();
  const email = overrides.email ?? `user-${id}@example.com`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const row = newUserRow(
    {
      email,
      username: overrides.username ?? `user_${id}`,
      passwordHash: await hashPassword(password),
      role: overrides.role ?? 'user',
      active: overrides.active ?? true,
      language: overrides.language,
    },
    ctx,
  );
  await insertUser(ctx.db, row);
  return { user: (await findUserById(ctx.db, row.id)) as UserRow, email, password };
}

export interface BuildMediaOptions {
  /** The original name; defaults to the file's own name for a path, else `file.bin`. The title follows from it. */
  name?: string;
  title?: string;
  description?: string;
  tags?: string[];
  isPublic?: boolean;
  /** Store plain instead of encrypted under a new file key (the user's autoEncrypt preference off). */
  plain?: boolean;
  /**
   * Queue the processing job as an upload does (thumbnails and metadata: run the app's jobs to finish it). Without
   * it the file is as if processed and given no picture (thumbnail_state 'none').
   */
  process?: boolean;
}

/**
 * A file of `owner` straight into storage and the database, no HTTP: the bytes encrypted under a new file key (as the
 * upload does), the blob committed, the row inserted and the owner's storage charged. Its type comes from its bytes.
 * For tests whose subject is not the upload.
 */
export async function buildMedia(
  ctx: AppContext,
  owner: KeyOwner,
  content: Buffer | string,
  options: BuildMediaOptions = {},
): Promise<MediaFileRow> {
  const bytes = typeof content === 'string' ? await readFile(content) : content;
  const id = randomUUID();
  const key = options.plain ? null : ctx.keyring.newFileKey(owner, id);
  const written = await writeBlob(ctx.blobs, Readable.from([bytes]), { encryption: key?.encryption ?? null });
  const sniffed = await sniffBuffer(bytes.subarray(0, SNIFF_BYTES), bytes.length <= SNIFF_BYTES);
  const originalName = options.name ?? (typeof content === 'string' ? basename(content) : 'file.bin');
  const now = isoNow();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await chargeStorage(trx, owner.id, bytes.length)))
      throw new Error(`buildMedia: ${bytes.length} bytes do not fit in the storage of ${owner.id}`);
    await insertMediaFile(trx, {
      id,
      user_id: owner.id,
      title: options.title ?? defaultTitle(originalName),
      description: options.description ?? '',
      original_name: originalName,
      mime_type: sniffed.mimeType,
      category: sniffed.category,
      size: bytes.length,
      tags: JSON.stringify(options.tags ?? []),
      is_public: options.isPublic === true,
      storage_key: id,
      storage_format: key ? 'encrypted' : 'plain',
      wrapped_key: key?.wrappedKey ?? null,
      sha256: '',
      width: null,
      height: null,
      duration: null,
      thumbnail_state: options.process ? 'pending' : 'none',
      thumbnail_error: null,
      created_at: now,
      updated_at: now,
    });
    if (options.process) await enqueueJob(trx, PROCESS_MEDIA_JOB, { mediaId: id }, { ownerId: owner.id });
  });
  await ctx.blobs.commit(written.tempId, id);
  return (await findMediaOfUser(ctx.db, owner.id, id)) as MediaFileRow;
}

export interface BuildShareOptions {
  password?: string;
  expiresAt?: string;
  maxViews?: number;
  maxDownloads?: number;
  allowEmbedding?: boolean;
  /** Off unless asked: most tests compare the served bytes with the original. */
  stripMetadata?: boolean;
  isActive?: boolean;
}

/** A share link of `media` straight into the database, no HTTP; the password stored as its argon2id hash. */
export async function buildShare(
  ctx: AppContext,
  media: Pick<MediaFileRow, 'id' | 'user_id'>,
  options: BuildShareOptions = {},
): Promise<ShareRow> {
  const id = randomUUID();
  const now = isoNow();
  await insertShare(ctx.db, {
    id,
    user_id: media.user_id,
    media_id: media.id,
    slug: newShareSlug(),
    password_hash: options.password === undefined ? null : await hashPassword(options.password),
    expires_at: options.expiresAt ?? null,
    max_views: options.maxViews ?? null,
    max_downloads: options.maxDownloads ?? null,
    allow_embedding: options.allowEmbedding === true,
    strip_metadata: options.stripMetadata === true,
    is_active: options.isActive !== false,
    created_at: now,
    updated_at: now,
  });
  return ctx.db.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * A multi-file link straight into the database (docs/product.md, Multi-file shares): an album's (live) or a fixed
 * selection of files in the order given. The album and files must be the owner's (not checked here).
 */
export async function buildMultiShare(
  ctx: AppContext,
  owner: Pick<UserRow, 'id'>,
  target: { albumId: string } | { mediaIds: string[]; title?: string },
  options: BuildShareOptions = {},
): Promise<ShareRow> {
  const id = randomUUID();
  const now = isoNow();
  const selection = 'mediaIds' in target;
  await insertShareWithItems(
    ctx.db,
    {
      id,
      user_id: owner.id,
      kind: selection ? 'selection' : 'album',
      media_id: null,
      album_id: selection ? null : target.albumId,
      title: selection ? (target.title ?? `${target.mediaIds.length} files`) : null,
      slug: newShareSlug(),
      password_hash: options.password === undefined ? null : await hashPassword(options.password),
      expires_at: options.expiresAt ?? null,
      max_views: options.maxViews ?? null,
      max_downloads: options.maxDownloads ?? null,
      allow_embedding: options.allowEmbedding === true,
      strip_metadata: options.stripMetadata === true,
      is_active: options.isActive !== false,
      created_at: now,
      updated_at: now,
    },
    selection ? target.mediaIds : [],
  );
  return ctx.db.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function buildInviteCode(ctx: AppContext, overrides: Partial<NewInviteCode> = {}): Promise<InviteCodeRow> {
  return insertInviteCode(ctx.db, { code: `INV-${unique().toUpperCase()}`, ...overrides });
}

/** Signs in over HTTP and returns the login payload (token, refreshToken, expiresAt, user) and the cookie. */
export async function signIn(api: Client, email: string, password: string = DEFAULT_PASSWORD) {
  const res = await api.post('/api/auth/login', { body: { email, password } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  return { ...(res.body.data as { token: string; refreshToken: string; expiresAt: string }), cookie };
}

export function validRegistration(overrides: Record<string, unknown> = {}) {
  const id = unique();
  return { username: `new_${id}`, email: `new-${id}@example.com`, password: DEFAULT_PASSWORD, ...overrides };
}
