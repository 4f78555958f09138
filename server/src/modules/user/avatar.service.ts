import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { User } from '@vaultbox/common/schemas/user.ts';
import type { AppContext, RequestMeta } from '../../context.ts';
import type { UserRow } from '../../db/tables.ts';
import { AppError, notFoundError } from '../../errors.ts';
import { openBlobRange } from '../../storage/blob-reader.ts';
import { writeBlob } from '../../storage/blob-writer.ts';
import { BlobNotFoundError } from '../../storage/storage-errors.ts';
import { insertActivity } from '../../repos/activity.repo.ts';
import { avatarWebp } from './avatar-image.ts';
import { findUserById, updateUser } from '../../repos/user.repo.ts';
import { toUserDto } from '../../domain/account/user-view.ts';

/** A blob that no row names any more; a failure here is left to the storage sweep. */
export async function deleteAvatarBlob(ctx: AppContext, key: string): Promise<void> {
  await ctx.blobs.delete(key).catch((err: unknown) => ctx.log.warn({ err, blob: key }, 'avatar blob not deleted'));
}

/** Uploaded avatars: stored encrypted like any file (a key of their own, wrapped by the user key). */
export function createAvatarService(ctx: AppContext) {
  const { db, blobs, keyring } = ctx;

  async function upload(user: UserRow, bytes: Buffer, meta: RequestMeta): Promise<User> {
    const webp = await avatarWebp(bytes);
    if (!webp) throw new AppError('INVALID_IMAGE');
    const key = randomUUID();
    const { encryption, wrappedKey } = keyring.newFileKey(user, key);
    const written = await writeBlob(blobs, Readable.from([webp]), { encryption });
    // Committed before the row names it: a crash in between leaves an orphan the sweep removes, never a dead link.
    await blobs.commit(written.tempId, key);
    await updateUser(db, user.id, { avatar: null, avatar_key: key, avatar_wrapped_key: wrappedKey });
    if (user.avatar_key) await deleteAvatarBlob(ctx, user.avatar_key);
    await insertActivity(db, { userId: user.id, action: 'avatar_update', meta });
    return toUserDto({ ...user, avatar: null, avatar_key: key, avatar_wrapped_key: wrappedKey });
  }

  /** DELETE /user/avatar: no picture at all, uploaded or linked. */
  async function remove(user: UserRow, meta: RequestMeta): Promise<User> {
    await updateUser(db, user.id, { avatar: null, avatar_key: null, avatar_wrapped_key: null });
    if (user.avatar_key) await deleteAvatarBlob(ctx, user.avatar_key);
    await insertActivity(db, { userId: user.id, action: 'avatar_update', meta, details: { removed: true } });
    return toUserDto({ ...user, avatar: null, avatar_key: null, avatar_wrapped_key: null });
  }

  /** The decrypted WebP of a user's uploaded avatar, for any signed-in user; 404 when there is none. */
  async function read(userId: string): Promise<{ stream: Readable; etag: string }> {
    const owner = await findUserById(db, userId);
    const key = owner?.avatar_key;
    if (!owner || !key || !owner.avatar_wrapped_key) throw notFoundError();
    const fileKey = keyring.fileKey(owner, {
      id: key,
      wrapped_key: owner.avatar_wrapped_key,
      storage_format: 'encrypted',
    });
    const stream = await openBlobRange(blobs, key, { encryption: fileKey && { fileKey, fileId: key } }).catch(
      (error: unknown) => {
        throw error instanceof BlobNotFoundError ? notFoundError() : error;
      },
    );
    return { stream, etag: `"${key}"` };
  }

  return { upload, remove, read };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
