// What every BlobStore must do, run against each implementation (local-blob-store.test.ts, s3-blob-store.test.ts).
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import type { BlobEntry, BlobStore } from '../../src/storage/blob-store.ts';
import { BlobNotFoundError, InvalidBlobKeyError } from '../../src/storage/storage-errors.ts';
import { collect } from './storage.ts';

/** A new, empty store for one test, and how to throw it away. */
export type OpenStore = () => Promise<{ store: BlobStore; close: () => Promise<void> }>;

export async function putBlob(store: BlobStore, key: string, content: Buffer): Promise<string> {
  const temp = await store.createTemp();
  await pipeline(Readable.from([content]), temp.stream);
  await store.commit(temp.id, key);
  return temp.id;
}

export async function putTemp(store: BlobStore, content: Buffer): Promise<string> {
  const temp = await store.createTemp();
  await pipeline(Readable.from([content]), temp.stream);
  return temp.id;
}

export async function appendTemp(store: BlobStore, tempId: string, at: number, content: Buffer): Promise<void> {
  await pipeline(Readable.from([content]), await store.openTemp(tempId, at));
}

export async function keysOf(entries: AsyncIterable<BlobEntry>): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of entries) keys.push(entry.key);
  return keys.sort();
}

const text = async (stream: Promise<AsyncIterable<Uint8Array>>) => (await collect(await stream)).toString();

export function describeBlobStoreContract(name: string, open: OpenStore): void {
  const withStore = async (run: (store: BlobStore) => Promise<void>) => {
    const { store, close } = await open();
    try {
      await run(store);
    } finally {
      await close();
    }
  };

  describe(`${name} (BlobStore contract)`, () => {
    it('answers its readiness check', () => withStore((store) => store.check()));

    it('writes a temp blob, commits it and reads it back', () =>
      withStore(async (store) => {
        const content = Buffer.from('hello, blob store');
        await putBlob(store, 'abc123', content);
        expect(await collect(await store.read('abc123'))).toEqual(content);
        expect(await store.size('abc123')).toBe(content.length);
        expect(await store.exists('abc123')).toBe(true);
        expect(await keysOf(store.listTemp())).toEqual([]);
      }));

    it('stores an empty blob', () =>
      withStore(async (store) => {
        await putBlob(store, 'empty', Buffer.alloc(0));
        expect(await store.size('empty')).toBe(0);
        expect(await collect(await store.read('empty'))).toEqual(Buffer.alloc(0));
      }));

    it('reads an inclusive byte range', () =>
      withStore(async (store) => {
        await putBlob(store, 'range_1', Buffer.from('0123456789'));
        expect(await text(store.read('range_1', { start: 0, end: 0 }))).toBe('0');
        expect(await text(store.read('range_1', { start: 3, end: 6 }))).toBe('3456');
        expect(await text(store.read('range_1', { start: 9, end: 9 }))).toBe('9');
      }));

    it('lists finished temp blobs with their write time, and discards them', () =>
      withStore(async (store) => {
        const before = Date.now() - 2000;
        const temp = await store.createTemp();
        temp.stream.end('partial');
        await finished(temp.stream);
        const temps: BlobEntry[] = [];
        for await (const entry of store.listTemp()) temps.push(entry);
        expect(temps.map((t) => t.key)).toEqual([temp.id]);
        expect(temps[0].modifiedAt.getTime()).toBeGreaterThan(before);
        await store.discardTemp(temp.id);
        await store.discardTemp(temp.id); // already gone: no error
        expect(await keysOf(store.listTemp())).toEqual([]);
        await expect(store.commit(temp.id, 'never')).rejects.toThrow(BlobNotFoundError);
      }));

    it('lists committed keys, not temp blobs', () =>
      withStore(async (store) => {
        expect(await keysOf(store.list())).toEqual([]);
        await putBlob(store, 'k1-one', Buffer.from('1'));
        await putBlob(store, 'zz_two', Buffer.from('2'));
        await putTemp(store, Buffer.from('3'));
        expect(await keysOf(store.list())).toEqual(['k1-one', 'zz_two']);
      }));

    it('deletes idempotently and reports missing blobs with a typed error', () =>
      withStore(async (store) => {
        await putBlob(store, 'gone', Buffer.from('x'));
        await store.delete('gone');
        await store.delete('gone');
        expect(await store.exists('gone')).toBe(false);
        await expect(store.size('gone')).rejects.toThrow(BlobNotFoundError);
        await expect(store.read('gone')).rejects.toThrow(BlobNotFoundError);
        await expect(store.commit('nosuchtemp', 'gone')).rejects.toThrow(BlobNotFoundError);
        await expect(store.openTemp('nosuchtemp', 0)).rejects.toThrow(BlobNotFoundError);
        await expect(store.tempSize('nosuchtemp')).rejects.toThrow(BlobNotFoundError);
        await expect(store.readTemp('nosuchtemp')).rejects.toThrow(BlobNotFoundError);
      }));

    it('replaces the blob at a key on commit', () =>
      withStore(async (store) => {
        await putBlob(store, 'same', Buffer.from('first'));
        await putBlob(store, 'same', Buffer.from('second'));
        expect(await text(store.read('same'))).toBe('second');
      }));

    it('appends to a temp blob from a byte on, cutting off what followed', () =>
      withStore(async (store) => {
        const id = await putTemp(store, Buffer.from('0123456789'));
        await appendTemp(store, id, 10, Buffer.from('abc'));
        expect(await store.tempSize(id)).toBe(13);
        await appendTemp(store, id, 4, Buffer.from('XY'));
        expect(await store.tempSize(id)).toBe(6);
        expect(await text(store.readTemp(id))).toBe('0123XY');
        expect(await text(store.readTemp(id, { start: 3, end: 4 }))).toBe('3X');
        await appendTemp(store, id, 0, Buffer.alloc(0));
        expect(await store.tempSize(id)).toBe(0);
        await appendTemp(store, id, 0, Buffer.from('fresh'));
        await store.commit(id, 'resumed');
        expect(await text(store.read('resumed'))).toBe('fresh');
        expect(await keysOf(store.listTemp())).toEqual([]);
      }));

    it.each(['../etc/passwd', '..', '.', 'a/b', 'a\\b', '', 'a.b', 'ab\0', 'x'.repeat(129), '%2e%2e', 'tmp/abc'])(
      'rejects the key %j on every method',
      (bad) =>
        withStore(async (store) => {
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
        }),
    );
  });
}
