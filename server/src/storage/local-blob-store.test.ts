import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalBlobStore } from './local-blob-store.ts';
import { describeBlobStoreContract, keysOf, putBlob } from '../../test/helpers/blob-store-contract.ts';
import { collect, withTempDir } from '../../test/helpers/storage.ts';

describeBlobStoreContract('LocalBlobStore', async () => {
  const root = await mkdtemp(join(tmpdir(), 'vaultbox-storage-'));
  return { store: new LocalBlobStore(root), close: () => rm(root, { recursive: true, force: true }) };
});

describe('LocalBlobStore on disk', () => {
  it('commits under a sharded path and leaves the temp dir empty', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const content = Buffer.from('hello, blob store');
      await putBlob(store, 'abc123', content);
      expect(await readFile(join(root, 'ab', 'abc123'))).toEqual(content);
      expect(await collect(await store.read('abc123'))).toEqual(content);
      expect(await readdir(join(root, 'tmp'))).toEqual([]);
    });
  });

  it('creates temp blobs with private permissions, listed from the moment they exist', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const temp = await store.createTemp();
      expect(await keysOf(store.listTemp())).toEqual([temp.id]);
      expect((await stat(join(root, 'tmp', temp.id))).mode & 0o777).toBe(0o600);
      temp.stream.destroy();
    });
  });

  it('lists nothing before the root exists, and skips foreign files', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(join(root, 'blobs'));
      expect(await keysOf(store.list())).toEqual([]);
      await putBlob(store, 'k1-one', Buffer.from('1'));
      await writeFile(join(root, 'blobs', 'k1', 'notes.txt'), 'not a blob');
      await mkdir(join(root, 'blobs', 'longer-dir'));
      await writeFile(join(root, 'blobs', 'longer-dir', 'k2'), 'not a shard');
      expect(await keysOf(store.list())).toEqual(['k1-one']);
    });
  });
});
