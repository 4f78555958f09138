import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openBlobRange } from './blob-reader.ts';
import { writeBlob } from './blob-writer.ts';
import { encryptedSizeFor } from './crypto/chunked-format.ts';
import { generateKey } from './crypto/keys.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { SizeLimitError } from './storage-errors.ts';
import { collect, generatedContent, peakRssGrowth, piecesOf, withTempDir } from '../../test/helpers/storage.ts';

const encryption = { fileKey: generateKey(), fileId: 'file-1' };

async function leftovers(root: string): Promise<string[]> {
  return readdir(join(root, 'tmp')).catch(() => []);
}

describe('writeBlob', () => {
  it('writes an encrypted temp blob that reads back as its content, and reports its sizes', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const content = randomBytes(200_000);
      const written = await writeBlob(store, piecesOf(content), { encryption });
      expect(written).toMatchObject({ format: 'encrypted', plaintextSize: 200_000 });
      expect(written.storedSize).toBe(encryptedSizeFor(200_000));
      const stored = await readFile(join(root, 'tmp', written.tempId));
      expect(stored).toHaveLength(written.storedSize);
      expect(stored.subarray(0, 4).toString()).toBe('VBX1');
      expect(stored.includes(content.subarray(1000, 1032))).toBe(false);
      await store.commit(written.tempId, 'kept');
      expect((await collect(await openBlobRange(store, 'kept', { encryption }))).equals(content)).toBe(true);
    });
  });

  it('writes a plain blob with its marker when encryption is off', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      const written = await writeBlob(store, Readable.from([Buffer.from('plain text')]), { encryption: null });
      expect(written).toMatchObject({ format: 'plain', plaintextSize: 10, storedSize: 14 });
      expect((await readFile(join(root, 'tmp', written.tempId))).toString()).toBe('VBP1plain text');
    });
  });

  it('sizes an empty content', async () => {
    await withTempDir(async (root) => {
      const written = await writeBlob(new LocalBlobStore(root), Readable.from([]), { encryption });
      expect(written).toMatchObject({ plaintextSize: 0, storedSize: encryptedSizeFor(0) });
    });
  });

  it.each([true, false])('accepts exactly maxBytes (encrypted: %s)', async (encrypted) => {
    await withTempDir(async (root) => {
      const written = await writeBlob(new LocalBlobStore(root), piecesOf(randomBytes(100_000)), {
        encryption: encrypted ? encryption : null,
        maxBytes: 100_000,
      });
      expect(written.plaintextSize).toBe(100_000);
    });
  });

  it.each([true, false])(
    'stops past maxBytes with SizeLimitError and leaves nothing (encrypted: %s)',
    async (encrypted) => {
      await withTempDir(async (root) => {
        let produced = 0;
        async function* endless() {
          for (;;) {
            produced += 65536;
            yield Buffer.alloc(65536);
          }
        }
        const attempt = writeBlob(new LocalBlobStore(root), endless(), {
          encryption: encrypted ? encryption : null,
          maxBytes: 1_000_000,
        });
        await expect(attempt).rejects.toThrow(SizeLimitError);
        await expect(attempt).rejects.toMatchObject({ code: 'size_limit_exceeded', maxBytes: 1_000_000 });
        expect(produced).toBeLessThan(2_000_000); // cut off at once, not after reading everything
        expect(await leftovers(root)).toEqual([]);
      });
    },
  );

  it('deletes the temp blob when the source fails midway', async () => {
    await withTempDir(async (root) => {
      async function* failing() {
        yield randomBytes(300_000);
        throw new Error('client went away');
      }
      await expect(writeBlob(new LocalBlobStore(root), failing(), { encryption })).rejects.toThrow('client went away');
      expect(await leftovers(root)).toEqual([]);
    });
  });

  it('deletes the temp blob when aborted', async () => {
    await withTempDir(async (root) => {
      const controller = new AbortController();
      async function* slow() {
        yield randomBytes(100_000);
        controller.abort();
        yield randomBytes(100_000);
      }
      const attempt = writeBlob(new LocalBlobStore(root), slow(), { encryption: null, signal: controller.signal });
      await expect(attempt).rejects.toThrow(/abort/i);
      expect(await leftovers(root)).toEqual([]);
    });
  });

  it('refuses a bad file key before creating anything', async () => {
    await withTempDir(async (root) => {
      const bad = { fileKey: Buffer.alloc(5), fileId: 'f' };
      await expect(writeBlob(new LocalBlobStore(root), Readable.from([]), { encryption: bad })).rejects.toThrow(
        TypeError,
      );
      expect(await leftovers(root)).toEqual([]);
    });
  });

  it('writes 128 MB to disk with flat memory', async () => {
    await withTempDir(async (root) => {
      const store = new LocalBlobStore(root);
      let size = 0;
      const growth = await peakRssGrowth(async () => {
        size = (await writeBlob(store, generatedContent(128 * 1024 * 1024), { encryption })).plaintextSize;
      });
      expect(size).toBe(128 * 1024 * 1024);
      expect(growth).toBeLessThan(64 * 1024 * 1024); // half the content; garbage not yet collected counts too
    });
  });
});
