import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { BlobEntry } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { BlobNotFoundError, InvalidBlobKeyError } from './storage-errors.ts';
import { collect, withTempDir } from '../../test/support/storage.ts';

async function putBlob(store: LocalBlobStore, key: string, content: Buffer): Promise<string> {
  const temp = await store.createTemp();
  await pipeline(Readable.from([content]), temp.stream);
  await store.commit(temp.id, key);
  return temp.id;
}

async function all(entries: AsyncIterable<BlobEntry>): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of entries) keys.push(entry.key);
  return keys.sort();
}

describe('LocalBlobStore', () => {
  it('writes a temp blob, commits it under a sharded path and reads it back', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const content = Buffer.from('hello, blob store');
      await putBlob(store, 'abc123', content);
      expect(await readFile(join(root, 'ab', 'abc123'))).toEqual(content);
      expect(await collect(await store.read('abc123'))).toEqual(content);
      expect(await store.size('abc123')).toBe(content.length);
      expect(await store.exists('abc123')).toBe(true);
      expect(await readdir(join(root, 'tmp'))).toEqual([]);
    });
  });

  it('reads an inclusive byte range', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      await putBlob(store, 'range_1', Buffer.from('0123456789'));
      expect((await collect(await store.read('range_1', { start: 0, end: 0 }))).toString()).toBe('0');
      expect((await collect(await store.read('range_1', { start: 3, end: 6 }))).toString()).toBe('3456');
      expect((await collect(await store.read('range_1', { start: 9, end: 9 }))).toString()).toBe('9');
    });
  });

  it('creates temp blobs with private permissions and lists them with their mtime', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const before = Date.now() - 2000;
      const temp = await store.createTemp();
      temp.stream.end('partial');
      const temps: BlobEntry[] = [];
      for await (const entry of store.listTemp()) temps.push(entry);
      expect(temps.map((t) => t.key)).toEqual([temp.id]);
      expect(temps[0].modifiedAt.getTime()).toBeGreaterThan(before);
      expect((await stat(join(root, 'tmp', temp.id))).mode & 0o777).toBe(0o600);
      await store.discardTemp(temp.id);
      await store.discardTemp(temp.id); // already gone: no error
      expect(await all(store.listTemp())).toEqual([]);
    });
  });

  it('lists committed keys across shards, skipping temp blobs and foreign files', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      expect(await all(store.list())).toEqual([]); // root not created yet
      await putBlob(store, 'k1-one', Buffer.from('1'));
      await putBlob(store, 'zz_two', Buffer.from('2'));
      await store.createTemp();
      expect(await all(store.list())).toEqual(['k1-one', 'zz_two']);
    });
  });

  it('deletes idempotently and reports missing blobs with a typed error', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      await putBlob(store, 'gone', Buffer.from('x'));
      await store.delete('gone');
      await store.delete('gone');
      expect(await store.exists('gone')).toBe(false);
      await expect(store.size('gone')).rejects.toThrow(BlobNotFoundError);
      await expect(store.read('gone')).rejects.toThrow(BlobNotFoundError);
      await expect(store.commit('nosuchtemp', 'gone')).rejects.toThrow(BlobNotFoundError);
    });
  });

  it('replaces the blob at a key on commit', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      await putBlob(store, 'same', Buffer.from('first'));
      await putBlob(store, 'same', Buffer.from('second'));
      expect((await collect(await store.read('same'))).toString()).toBe('second');
    });
  });

  it.each(['../etc/passwd', '..', '.', 'a/b', 'a\\b', '', 'a.b', 'ab\0', 'x'.repeat(129), '%2e%2e', 'tmp/abc'])(
    'rejects the key %j on every method',
    async (bad) => {
      await withTempDir(async (root) => {
        const store = new LocalBlobStore(root);
        await expect(store.read(bad)).rejects.toThrow(InvalidBlobKeyError);
        await expect(store.size(bad)).rejects.toThrow(InvalidBlobKeyError);
        await expect(store.exists(bad)).rejects.toThrow(InvalidBlobKeyError);
        await expect(store.delete(bad)).rejects.toThrow(InvalidBlobKeyError);
        await expect(store.discardTemp(bad)).rejects.toThrow(InvalidBlobKeyError);
        await expect(store.openTemp(bad, 0)).rejects.toThrow(InvalidBlobKeyError);
        await expect(store.tempSize(bad)).rejects.toThrow(InvalidBlobKeyError);
        await expect(store.readTemp(bad)).rejects.toThrow(InvalidBlobKeyError);
        await expect(store.commit(bad, 'fine')).rejects.toThrow(InvalidBlobKeyError);
        const temp = await store.createTemp();
        await expect(store.commit(temp.id, bad)).rejects.toThrow(InvalidBlobKeyError);
        temp.stream.destroy();
      });
    },
  );
});
