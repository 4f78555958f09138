import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store.ts';
import { copyBlobs } from './copy-blobs.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { collect } from '../../test/helpers/storage.ts';

async function put(store: BlobStore, key: string, bytes: Buffer) {
  const temp = await store.createTemp();
  await new Promise<void>((resolve, reject) => {
    Readable.from([bytes]).pipe(temp.stream).on('finish', resolve).on('error', reject);
  });
  await store.commit(temp.id, key);
}

describe('copyBlobs', () => {
  let dir: string;
  let from: LocalBlobStore;
  let to: LocalBlobStore;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vaultbox-copy-'));
    from = new LocalBlobStore(join(dir, 'from'));
    to = new LocalBlobStore(join(dir, 'to'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('copies every blob as stored, and a second run skips what is there', async () => {
    const blobs = { alpha: Buffer.alloc(300_000, 1), beta: Buffer.from('b'), 'alpha-thumb-small': Buffer.alloc(10, 2) };
    for (const [key, bytes] of Object.entries(blobs)) await put(from, key, bytes);

    const first = await copyBlobs(from, to);
    expect(first).toMatchObject({ copied: 3, skipped: 0, bytes: 300_011, failed: [] });
    for (const [key, bytes] of Object.entries(blobs))
      expect((await collect(await to.read(key))).equals(bytes)).toBe(true);

    // Stopped half-way and run again: what arrived is skipped, what is missing is copied.
    await to.delete('beta');
    expect(await copyBlobs(from, to)).toMatchObject({ copied: 1, skipped: 2, failed: [] });
  });

  it('recopies a blob whose copy has the wrong size, and reports one it cannot read without stopping', async () => {
    await put(from, 'good', Buffer.alloc(1000, 3));
    await put(from, 'short', Buffer.alloc(1000, 4));
    await put(to, 'short', Buffer.alloc(10, 4)); // a copy cut off by an earlier crash
    await put(from, 'broken', Buffer.alloc(10, 5));
    // The source fails half-way through one blob (a disk error, a dropped connection).
    const failing: BlobStore = Object.assign(Object.create(from) as LocalBlobStore, {
      read: async (key: string) =>
        key === 'broken'
          ? Readable.from(
              (async function* () {
                yield Buffer.alloc(5);
                throw new Error('read error');
              })(),
            )
          : from.read(key),
    });
    const report = await copyBlobs(failing, to);
    expect(report).toMatchObject({ copied: 2, failed: [{ key: 'broken', reason: 'read error' }] });
    expect((await collect(await to.read('short'))).length).toBe(1000);
    expect(await to.exists('broken')).toBe(false);
  });
});
