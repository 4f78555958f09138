import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import { createDatabase } from '../../src/db/database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { sweepStorage } from '../../src/modules/media/blob-sweep.ts';
import { openBlobRange } from '../../src/storage/blob-reader.ts';
import { writeBlob } from '../../src/storage/blob-writer.ts';
import { DEFAULT_CHUNK_SIZE } from '../../src/storage/crypto/chunked-format.ts';
import { generateKey } from '../../src/storage/crypto/keys.ts';
import {
  appendToResumableBlob,
  createResumableBlob,
  locateResumePoint,
  readResumableBlob,
  type ResumableBlob,
} from '../../src/storage/resumable-blob.ts';
import { PART_BYTES } from '../../src/storage/s3-object-upload.ts';
import { appendTemp, describeBlobStoreContract, keysOf, putBlob, putTemp } from '../helpers/blob-store-contract.ts';
import { emulatePartCopy, recordCommands, segmentSizes, watchPartUploads } from '../helpers/s3-client-spies.ts';
import { newTestBucket, startS3TestServer, storeAt, type S3TestServer } from '../helpers/s3-test-server.ts';
import { collect, generatedContent, peakRssGrowth, piecesOf } from '../helpers/storage.ts';
import { startTcpTap } from '../helpers/tcp-tap.ts';

const MIB = 1024 * 1024;
const encryption = { fileKey: generateKey(), fileId: 'file-1' };
let server: S3TestServer;

beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(() => server?.stop());

// The buckets go with the server's temp dir.
describeBlobStoreContract('S3BlobStore', async () => ({
  store: (await newTestBucket(server.port)).store,
  close: async () => undefined,
}));

describe('S3BlobStore readiness', () => {
  it('fails its check for a bucket that does not exist (a missing key would not tell)', async () => {
    const { store } = storeAt(server.port, 'no-such-bucket-here');
    await expect(store.check()).rejects.toThrow();
    expect(await (await newTestBucket(server.port)).store.check()).toBeUndefined();
  });
});

/** Byte `offset` of generatedContent(): its 64 KiB pattern repeated. */
const generatedByte = (offset: number) => ((offset % (64 * 1024)) * 131 + 7) & 0xff;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
/** Buffer equality without a diff: vitest's diff of two large buffers runs out of memory. */
const same = (a: Buffer, b: Buffer) => a.equals(b);

describe('S3BlobStore with a 100 MiB encrypted blob', () => {
  const SIZE = 100 * MIB;
  let bucket: Awaited<ReturnType<typeof newTestBucket>>;
  let written: Awaited<ReturnType<typeof writeBlob>>;
  let uploads: ReturnType<typeof watchPartUploads>;
  let rssGrowth = 0;

  beforeAll(async () => {
    bucket = await newTestBucket(server.port);
    // A first multipart upload warms up what any first one costs (the SDK's and the allocator's set-up).
    const warmUp = await writeBlob(bucket.store, generatedContent(20 * MIB), { encryption: null });
    await bucket.store.discardTemp(warmUp.tempId);
    uploads = watchPartUploads(bucket.client);
    rssGrowth = await peakRssGrowth(async () => {
      written = await writeBlob(bucket.store, generatedContent(SIZE), { encryption });
    });
    await bucket.store.commit(written.tempId, 'big');
  }, 120_000);

  it('went up as a multipart upload of 8 MiB parts, one in flight at a time, in bounded memory', async () => {
    expect(uploads.parts).toBe(Math.ceil(written.storedSize / PART_BYTES));
    expect(uploads.largestPart).toBe(PART_BYTES);
    expect(uploads.mostInFlight).toBe(1);
    expect(rssGrowth).toBeLessThan(64 * MIB); // held whole, the blob alone would pass this; uncollected garbage counts
    expect(await bucket.store.size('big')).toBe(written.storedSize);
    expect(await keysOf(bucket.store.listTemp())).toEqual([]);
  });

  it('reads back through openBlobRange the bytes it was given, whole and in a range', async () => {
    const whole = await collect(await openBlobRange(bucket.store, 'big', { encryption, expectedSize: SIZE }));
    expect(whole.length).toBe(SIZE);
    expect(sha256(whole)).toBe(sha256(await collect(generatedContent(SIZE))));
    const range = { start: 33 * MIB + 12_345, end: 41 * MIB + 999 };
    const part = await collect(await openBlobRange(bucket.store, 'big', { encryption, range }));
    expect(sha256(part)).toBe(sha256(whole.subarray(range.start, range.end + 1)));
  }, 60_000);

  it('fetches about one chunk from the store for a 1-byte read at the end', async () => {
    const tap = await startTcpTap(server.port);
    try {
      const { store } = storeAt(tap.port, bucket.bucket);
      tap.reset();
      const range = { start: SIZE - 1, end: SIZE - 1 };
      const last = await collect(await openBlobRange(store, 'big', { encryption, range }));
      expect([...last]).toEqual([generatedByte(SIZE - 1)]);
      // A HEAD, the header and the last chunk: one chunk plus a few kilobytes of HTTP headers.
      expect(tap.served()).toBeGreaterThan(DEFAULT_CHUNK_SIZE);
      expect(tap.served()).toBeLessThan(DEFAULT_CHUNK_SIZE + 8 * 1024);
    } finally {
      await tap.close();
    }
  });
});

describe('S3BlobStore temp blobs in segments', () => {
  // Small segments, so a few megabytes make several of them (the real ones are 4 GiB).
  const segmentBytes = 6 * MIB;

  it('ends a segment that grew old (5 MiB at least), so a slow upload shows the sweep recent segments', async () => {
    const { client, bucket, store } = await newTestBucket(server.port, { segmentMaxAgeMs: 300 });
    const temp = await store.createTemp();
    const write = (bytes: Buffer) =>
      new Promise<void>((resolve, reject) => temp.stream.write(bytes, (e) => (e ? reject(e) : resolve())));
    await write(randomBytes(2 * MIB));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await write(randomBytes(2 * MIB)); // old, but under 5 MiB: the segment goes on
    await write(randomBytes(2 * MIB));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await write(randomBytes(MIB)); // old and 6 MiB: a new segment starts here
    temp.stream.end();
    await finished(temp.stream);
    expect(await segmentSizes(client, bucket, temp.id)).toEqual([6 * MIB, MIB]);
  });

  it('keeps every segment but the last at least 5 MiB, and commits them with server-side part copies', async () => {
    const { client, bucket, store } = await newTestBucket(server.port, { segmentBytes });
    const sent = recordCommands(client);
    emulatePartCopy(client, (await newTestBucket(server.port)).client);
    const content = randomBytes(17 * MIB + 333);
    const id = await putTemp(store, content.subarray(0, 100)); // a header-sized first request
    for (const [from, to] of [
      [100, 1 * MIB],
      [1 * MIB, 7 * MIB],
      [7 * MIB, 7 * MIB + 5],
      [7 * MIB + 5, content.length],
    ]) {
      await appendTemp(store, id, from, content.subarray(from, to));
    }
    const sizes = await segmentSizes(client, bucket, id);
    expect(sizes.slice(0, -1).every((size) => size >= 5 * MIB)).toBe(true);
    expect(sizes.reduce((a, b) => a + b)).toBe(content.length);
    expect(await store.tempSize(id)).toBe(content.length);
    expect(same(await collect(await store.readTemp(id)), content)).toBe(true);
    const across = { start: 6 * MIB - 10, end: 12 * MIB + 10 }; // spans three segments
    expect(same(await collect(await store.readTemp(id, across)), content.subarray(across.start, across.end + 1))).toBe(
      true,
    );

    sent.length = 0;
    await store.commit(id, 'joined');
    expect(sent.filter((name) => name === 'UploadPartCopyCommand')).toHaveLength(sizes.length);
    expect(sent).not.toContain('UploadPartCommand'); // nothing streamed through this process
    expect(same(await collect(await store.read('joined')), content)).toBe(true);
    expect(await keysOf(store.listTemp())).toEqual([]);
  });

  it('falls back to streaming the segments when the server cannot copy parts', async () => {
    const { client, store } = await newTestBucket(server.port, { segmentBytes });
    const sent = recordCommands(client);
    const content = randomBytes(13 * MIB);
    const id = await putTemp(store, content);
    await store.commit(id, 'streamed');
    expect(sent).toContain('UploadPartCopyCommand');
    expect(sent).toContain('UploadPartCommand');
    expect(same(await collect(await store.read('streamed')), content)).toBe(true);
  });

  it('cuts a temp blob in the middle of a segment and appends from there', async () => {
    const { client, bucket, store } = await newTestBucket(server.port, { segmentBytes });
    const content = randomBytes(14 * MIB);
    const id = await putTemp(store, content); // segments of 6, 6 and 2 MiB
    const at = 8 * MIB + 17;
    const tail = randomBytes(MIB);
    await appendTemp(store, id, at, tail);
    const expected = Buffer.concat([content.subarray(0, at), tail]);
    expect(await store.tempSize(id)).toBe(expected.length);
    expect(await segmentSizes(client, bucket, id)).toEqual([6 * MIB, expected.length - 6 * MIB]);
    expect(same(await collect(await store.readTemp(id)), expected)).toBe(true);
  });

  it('takes a resumable upload over many requests to a committed blob that reads back', async () => {
    const { store } = await newTestBucket(server.port, { segmentBytes });
    const content = randomBytes(15 * MIB + 4321);
    const created = await createResumableBlob(store, content.length, encryption);
    const blob: ResumableBlob = { ...created, length: content.length, encryption };
    let from = 0;
    for (const to of [1000, 3 * MIB, 3 * MIB + DEFAULT_CHUNK_SIZE, 11 * MIB + 1, content.length]) {
      const point = await locateResumePoint(store, blob);
      expect(point.offset).toBe(from);
      const result = await appendToResumableBlob(store, blob, point, piecesOf(content.subarray(from, to), 100_000));
      blob.sealedTail = result.sealedTail;
      from = to;
    }
    expect(same(await collect(readResumableBlob(store, blob)), content)).toBe(true);
    await store.commit(blob.tempId, 'resumed');
    const read = await collect(await openBlobRange(store, 'resumed', { encryption, expectedSize: content.length }));
    expect(sha256(read)).toBe(sha256(content));
  });
});

describe('S3BlobStore listings', () => {
  it('pages through more keys than one page holds, grouping temp segments per temp blob', async () => {
    const { client, store } = await newTestBucket(server.port, { listPageSize: 3, segmentBytes: 5 * MIB });
    const keys = Array.from({ length: 11 }, (_, i) => `blob-${String(i).padStart(2, '0')}`);
    for (const key of keys) await putBlob(store, key, Buffer.from(key));
    const temps = [
      await putTemp(store, Buffer.from('one segment')),
      await putTemp(store, randomBytes(5 * MIB + 10)), // two segments
      await putTemp(store, randomBytes(10 * MIB + 10)), // three segments
    ];
    const sent = recordCommands(client);
    expect(await keysOf(store.list())).toEqual(keys);
    expect(sent.filter((name) => name === 'ListObjectsV2Command')).toHaveLength(Math.ceil(keys.length / 3));
    sent.length = 0;
    const listed = [];
    for await (const entry of store.listTemp()) listed.push(entry);
    expect(listed.map((entry) => entry.key).sort()).toEqual([...temps].sort());
    expect(sent.filter((name) => name === 'ListObjectsV2Command').length).toBeGreaterThan(1);
    for (const entry of listed) expect(Date.now() - entry.modifiedAt.getTime()).toBeLessThan(60_000);
  });

  it('is swept by the storage sweep with its grace rules: old temps and orphans go, named and in-use stay', async () => {
    const { store } = await newTestBucket(server.port);
    const dataDir = await mkdtemp(join(tmpdir(), 'vaultbox-sweep-'));
    const db = createDatabase({ dialect: 'sqlite', file: join(dataDir, 'vaultbox.db') });
    try {
      await migrateToLatest(db);
      const now = new Date().toISOString();
      await db
        .insertInto('users')
        .values({
          ...{ id: 'u1', email: 'a@example.com', email_lower: 'a@example.com', username: 'a', username_lower: 'a' },
          ...{ password_hash: 'x', display_name: null, role: 'user', tier: 'free', avatar: null, is_active: true },
          ...{ activated_at: now, preferences: '{}', wrapped_key: 'k', created_at: now, updated_at: now },
          ...{ last_login_at: null, avatar_key: 'named-avatar' },
        })
        .execute();
      await putBlob(store, 'named-avatar', Buffer.from('avatar'));
      await putBlob(store, 'orphan', Buffer.from('nobody names me'));
      const abandoned = await putTemp(store, Buffer.from('abandoned'));
      const resumable = await putTemp(store, Buffer.from('resumable'));
      await db
        .insertInto('resumable_uploads')
        .values({
          ...{ id: 'r1', user_id: 'u1', media_id: 'm1', temp_id: resumable, length: 100, wrapped_key: null },
          ...{ metadata: '{}', sealed_tail: null, completed_at: null, created_at: now, updated_at: now },
          ...{ lease_owner: null, lease_until: null },
        })
        .execute();
      const ctx = { blobs: store, db, config: { dataDir }, log: { info: () => undefined } } as unknown as AppContext;

      expect(await sweepStorage(ctx)).toMatchObject({ tempBlobs: 0, orphanBlobs: 0 }); // all within the grace period
      await new Promise((resolve) => setTimeout(resolve, 1100)); // S3 times have whole seconds
      expect(await sweepStorage(ctx, { graceMs: 0 })).toMatchObject({ tempBlobs: 1, orphanBlobs: 1 });
      expect(await keysOf(store.list())).toEqual(['named-avatar']);
      expect(await keysOf(store.listTemp())).toEqual([resumable]);
      expect(abandoned).not.toBe(resumable);
    } finally {
      await db.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('S3BlobStore when the store fails mid-upload', () => {
  it('errors the write stream; the caller discards and nothing is listed', async () => {
    const { bucket, store: direct } = await newTestBucket(server.port);
    const tap = await startTcpTap(server.port);
    try {
      const { store } = storeAt(tap.port, bucket);
      tap.cutAfterReceiving(12 * MIB); // during the second part
      await expect(writeBlob(store, generatedContent(40 * MIB), { encryption })).rejects.toThrow();
      expect(await keysOf(direct.listTemp())).toEqual([]);
      expect(await keysOf(direct.list())).toEqual([]);
    } finally {
      await tap.close();
    }
  });

  it('keeps what a resumable upload made durable before the failure', async () => {
    const { bucket, store: direct } = await newTestBucket(server.port);
    const content = randomBytes(30 * MIB);
    const created = await createResumableBlob(direct, content.length, encryption);
    const blob: ResumableBlob = { ...created, length: content.length, encryption };
    const first = await appendToResumableBlob(direct, blob, await locateResumePoint(direct, blob), [
      content.subarray(0, 6 * MIB),
    ]);
    blob.sealedTail = first.sealedTail;
    const tap = await startTcpTap(server.port);
    try {
      const { store } = storeAt(tap.port, bucket);
      tap.cutAfterReceiving(10 * MIB);
      const point = await locateResumePoint(store, blob);
      await expect(
        appendToResumableBlob(store, blob, point, piecesOf(content.subarray(point.offset), 256 * 1024)),
      ).rejects.toThrow();
    } finally {
      await tap.close();
    }
    expect((await locateResumePoint(direct, blob)).offset).toBe(6 * MIB);
  });
});
