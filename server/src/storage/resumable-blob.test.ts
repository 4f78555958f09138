import { randomBytes } from 'node:crypto';
import { appendFile, readFile, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chunkNonce, decodeHeader, DEFAULT_CHUNK_SIZE } from './crypto/chunked-format.ts';
import { generateKey } from './crypto/keys.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { appendToResumableBlob, createResumableBlob, locateResumePoint, type ResumableBlob } from './resumable-blob.ts';
import { decryptBuffer, piecesOf, withTempDir } from '../../test/helpers/storage.ts';

const encryption = { fileKey: generateKey(), fileId: 'upload-file-1' };

/** A new resumable blob of `length` bytes, encrypted with `encryption` unless that is null. */
async function newBlob(
  store: LocalBlobStore,
  length: number,
  keys: ResumableBlob['encryption'] = encryption,
): Promise<ResumableBlob> {
  return { ...(await createResumableBlob(store, length, keys)), length, encryption: keys };
}

/** A resumable blob of `content`, written by `appendAt` in the pieces given, each resumed from what is on disk. */
async function uploadInParts(store: LocalBlobStore, content: Buffer, cuts: number[]) {
  const blob = await newBlob(store, content.length);
  let from = 0;
  for (const to of [...cuts, content.length]) {
    const point = await locateResumePoint(store, blob);
    expect(point.offset).toBe(from);
    const result = await appendToResumableBlob(store, blob, point, piecesOf(content.subarray(from, to), 5000));
    blob.sealedTail = result.sealedTail;
    expect(result.point.offset).toBe(to);
    from = to;
  }
  return blob;
}

describe('resumable blobs', () => {
  it('end as the same blob format, whatever the cuts between requests', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      for (const size of [0, 1, DEFAULT_CHUNK_SIZE, DEFAULT_CHUNK_SIZE * 3, 200_000]) {
        const content = randomBytes(size);
        const cuts = [1, 777, DEFAULT_CHUNK_SIZE - 1, DEFAULT_CHUNK_SIZE, 150_000].filter((c) => c < size);
        const blob = await uploadInParts(store, content, cuts);
        const stored = await readFile(join(root, 'tmp', blob.tempId));
        expect(await decryptBuffer(stored, encryption.fileKey, encryption.fileId)).toEqual(content);
        expect((await locateResumePoint(store, blob)).offset).toBe(size);
      }
    });
  });

  it('seal each chunk once: no two chunks of a blob share a nonce across resumes', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const content = randomBytes(DEFAULT_CHUNK_SIZE * 4 + 123);
      const blob = await newBlob(store, content.length);
      const header = decodeHeader((await readFile(join(root, 'tmp', blob.tempId))).subarray(0, 17));
      const nonces: string[] = [];
      let before = Buffer.alloc(0);
      // Every request: the tail's nonce (first 12 bytes of the sealed tail), then the chunks the request sealed.
      for (const to of [10, DEFAULT_CHUNK_SIZE + 5, DEFAULT_CHUNK_SIZE + 9, 3 * DEFAULT_CHUNK_SIZE, content.length]) {
        const point = await locateResumePoint(store, blob);
        const sealedBefore = point.sealing!.position.sealedChunks;
        const result = await appendToResumableBlob(store, blob, point, piecesOf(content.subarray(point.offset, to)));
        blob.sealedTail = result.sealedTail;
        // A chunk once sealed is never written again: everything stored before this request is still there as it was.
        const after = await readFile(join(root, 'tmp', blob.tempId));
        expect(after.subarray(0, before.length).equals(before)).toBe(true);
        before = after;
        for (let i = sealedBefore; i < result.point.sealing!.position.sealedChunks; i++) {
          nonces.push(chunkNonce(header.noncePrefix, i).toString('hex'));
        }
        nonces.push(result.sealedTail!.subarray(0, 12).toString('hex'));
      }
      expect(nonces.length).toBe(5 + 5);
      expect(new Set(nonces).size).toBe(nonces.length);
    });
  });

  it('after a torn write, resumes from the last whole chunk and drops the stale tail', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const content = randomBytes(DEFAULT_CHUNK_SIZE * 3 + 50);
      const blob = await newBlob(store, content.length);
      const first = await appendToResumableBlob(
        store,
        blob,
        await locateResumePoint(store, blob),
        piecesOf(content.subarray(0, DEFAULT_CHUNK_SIZE + 100)),
      );
      blob.sealedTail = first.sealedTail;
      const path = join(root, 'tmp', blob.tempId);
      // The process died while appending the next chunk: half a chunk on disk, the saved tail still the old one.
      await appendFile(path, randomBytes(3000));
      let point = await locateResumePoint(store, blob);
      expect(point.offset).toBe(DEFAULT_CHUNK_SIZE + 100);
      // Or it died after the chunk was appended but before its tail was saved: the tail is stale, the chunk counts.
      const second = await appendToResumableBlob(
        store,
        blob,
        point,
        piecesOf(content.subarray(DEFAULT_CHUNK_SIZE + 100, 2 * DEFAULT_CHUNK_SIZE + 7)),
      );
      expect(second.point.offset).toBe(2 * DEFAULT_CHUNK_SIZE + 7);
      point = await locateResumePoint(store, blob); // blob.sealedTail not updated: still the tail after chunk 1
      expect(point.offset).toBe(2 * DEFAULT_CHUNK_SIZE);
      // A chunk garbled in place (a disk that lost it) is not counted either; the tail saved after the chunk before
      // it is good again.
      await truncate(path, (await readFile(path)).length - 10);
      await appendFile(path, Buffer.alloc(10));
      point = await locateResumePoint(store, blob);
      expect(point.offset).toBe(DEFAULT_CHUNK_SIZE + 100);
      const rest = await appendToResumableBlob(store, blob, point, piecesOf(content.subarray(point.offset)));
      expect(rest.point.offset).toBe(content.length);
      expect(await decryptBuffer(await readFile(path), encryption.fileKey, encryption.fileId)).toEqual(content);
    });
  });

  it('keep nothing of an append that runs past the declared length', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const content = randomBytes(DEFAULT_CHUNK_SIZE + 1000);
      const blob = await newBlob(store, content.length);
      const first = await appendToResumableBlob(store, blob, await locateResumePoint(store, blob), [
        content.subarray(0, 10),
      ]);
      const sizeBefore = (await readFile(join(root, 'tmp', blob.tempId))).length;
      const tooLong = Buffer.concat([content.subarray(10), content]);
      const result = await appendToResumableBlob(store, blob, first.point, piecesOf(tooLong));
      expect(result).toMatchObject({ overflowed: true, point: { offset: 10 }, sealedTail: null });
      expect((await readFile(join(root, 'tmp', blob.tempId))).length).toBe(sizeBefore);
      const resumed = { ...blob, sealedTail: first.sealedTail };
      expect((await locateResumePoint(store, resumed)).offset).toBe(10);
      const rest = await appendToResumableBlob(store, resumed, first.point, piecesOf(content.subarray(10)));
      expect(rest).toMatchObject({ overflowed: false, point: { offset: content.length } });
      const stored = await readFile(join(root, 'tmp', blob.tempId));
      expect(await decryptBuffer(stored, encryption.fileKey, encryption.fileId)).toEqual(content);
    });
  });

  it('keep plain blobs as the marker and the bytes', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const content = randomBytes(5000);
      const blob = await newBlob(store, 5000, null);
      const first = await appendToResumableBlob(
        store,
        blob,
        await locateResumePoint(store, blob),
        piecesOf(content.subarray(0, 1234)),
      );
      expect(first.point.offset).toBe(1234);
      const rest = await appendToResumableBlob(
        store,
        blob,
        await locateResumePoint(store, blob),
        piecesOf(content.subarray(1234)),
      );
      expect(rest.point.offset).toBe(5000);
      const stored = await readFile(join(root, 'tmp', blob.tempId));
      expect(stored).toEqual(Buffer.concat([Buffer.from('VBP1'), content]));
    });
  });
});
