import { THUMBNAIL_SIZES } from '@vaultbox/common/schemas/media.ts';
import type { Db } from '../../db/database.ts';
import { copyBlobId, copyKey, thumbnailBlobId, thumbnailKey } from '../../domain/media/blob-names.ts';
import type { Keyring } from '../../keyring/keyring.ts';
import { storedAvatars, storedFilesAfter, type StoredFile } from '../../repos/stored-files.repo.ts';
import type { BlobEncryption } from '../../storage/blob-encryption.ts';
import { openBlobRange } from '../../storage/blob-reader.ts';
import type { BlobStore } from '../../storage/blob-store.ts';

// `vaultbox verify`: every stored file's blob, every copy of it (thumbnails, the browser-viewable and the
// metadata-free copies) and every avatar, read to its end through the same opener downloads use, so every chunk is
// authenticated with its key. docs/cli.md, For the operator.

export interface BlobProblem {
  fileId: string;
  owner: string;
  name: string;
  /** 'file', 'thumb-small', 'preview', 'stripped', ... */
  blob: string;
  key: string;
  problem: 'missing' | 'corrupt';
  detail: string;
}

interface BlobToCheck {
  blob: string;
  key: string;
  blobId: string;
  /** Must be there (the row says it was made); optional ones are checked only when present. */
  required: boolean;
  expectedSize?: number;
}

function blobsOf(file: StoredFile): BlobToCheck[] {
  return [
    { blob: 'file', key: file.storage_key, blobId: file.id, required: true, expectedSize: Number(file.size) },
    ...THUMBNAIL_SIZES.map((size) => ({
      blob: `thumb-${size}`,
      key: thumbnailKey(file.storage_key, size),
      blobId: thumbnailBlobId(file.id, size),
      required: false,
    })),
    {
      blob: 'preview',
      key: copyKey(file.storage_key, 'preview'),
      blobId: copyBlobId(file.id, 'preview'),
      required: file.preview_state === 'ready',
    },
    {
      blob: 'stripped',
      key: copyKey(file.storage_key, 'stripped'),
      blobId: copyBlobId(file.id, 'stripped'),
      required: file.stripped_size !== null,
      ...(file.stripped_size !== null && { expectedSize: Number(file.stripped_size) }),
    },
  ];
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function readToEnd(store: BlobStore, check: BlobToCheck, fileKey: Buffer | null): Promise<void> {
  const encryption: BlobEncryption | null = fileKey && { fileKey, fileId: check.blobId };
  const stream = await openBlobRange(store, check.key, { encryption, expectedSize: check.expectedSize });
  for await (const piece of stream) void piece;
}

async function problemsOf(file: StoredFile, store: BlobStore, keyring: Keyring): Promise<BlobProblem[]> {
  const about = { fileId: file.id, owner: file.owner_username, name: file.original_name };
  let fileKey: Buffer | null;
  try {
    fileKey = keyring.fileKey({ id: file.user_id, wrapped_key: file.owner_key }, file);
  } catch (error) {
    const detail = `its key does not open: ${reason(error)}`;
    return [{ ...about, blob: 'file', key: file.storage_key, problem: 'corrupt', detail }];
  }
  const problems: BlobProblem[] = [];
  for (const check of blobsOf(file)) {
    const at = { ...about, blob: check.blob, key: check.key };
    if (!(await store.exists(check.key))) {
      if (check.required) problems.push({ ...at, problem: 'missing', detail: 'the blob is not in the store' });
      continue;
    }
    try {
      await readToEnd(store, check, fileKey);
    } catch (error) {
      problems.push({ ...at, problem: 'corrupt', detail: reason(error) });
    }
  }
  return problems;
}

/** The uploaded avatars, sealed like files under a key their owner's key wraps, bound to their blob's key. */
async function avatarProblems(db: Db, store: BlobStore, keyring: Keyring): Promise<BlobProblem[]> {
  const problems: BlobProblem[] = [];
  for (const user of await storedAvatars(db)) {
    const key = user.avatar_key ?? '';
    const at = { fileId: key, owner: user.username, name: '(avatar)', blob: 'avatar', key };
    try {
      if (!(await store.exists(key))) {
        problems.push({ ...at, problem: 'missing', detail: 'the blob is not in the store' });
        continue;
      }
      const file = { id: key, wrapped_key: user.avatar_wrapped_key, storage_format: 'encrypted' as const };
      const fileKey = keyring.fileKey(user, file);
      await readToEnd(store, { blob: 'avatar', key, blobId: key, required: true }, fileKey);
    } catch (error) {
      problems.push({ ...at, problem: 'corrupt', detail: reason(error) });
    }
  }
  return problems;
}

/** Checks every file (then every avatar), calling `onFile` after each file; answers the problems found. */
export async function verifyStoredFiles(
  db: Db,
  store: BlobStore,
  keyring: Keyring,
  onFile: () => void,
): Promise<{ files: number; problems: BlobProblem[] }> {
  const problems: BlobProblem[] = [];
  let files = 0;
  for (let after = ''; ;) {
    const page = await storedFilesAfter(db, after, 200);
    for (const file of page) {
      problems.push(...(await problemsOf(file, store, keyring)));
      files++;
      onFile();
    }
    if (page.length < 200) return { files, problems: [...problems, ...(await avatarProblems(db, store, keyring))] };
    after = page[page.length - 1]?.id ?? after;
  }
}
