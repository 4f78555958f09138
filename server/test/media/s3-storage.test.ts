import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { client } from '../helpers/http-client.ts';
import { pngBytes } from '../share/share-helpers.ts';
import {
  newTestBucket,
  s3TestEnv,
  startS3TestServer,
  type S3TestServer,
  type TestBucket,
} from '../helpers/s3-test-server.ts';
import { mediaRowCount, rawGet, signedInMember, storageUsed, upload, uploadId, type Member } from './media-helpers.ts';
import { startTcpTap } from '../helpers/tcp-tap.ts';
import { tusClient } from './tus-requests.ts';

// The whole app on object storage (S3_BUCKET set): uploads, thumbnails, downloads with Range, resumable
// uploads and deletion work as on disk, and nothing lands in DATA_DIR/blobs.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the app with its blobs in an S3 bucket', () => {
  let server: S3TestServer;
  let bucket: TestBucket;
  let t: TestApp;
  let me: Member;

  beforeAll(async () => {
    server = await startS3TestServer();
    bucket = await newTestBucket(server.port);
    t = await startTestApp({ env: s3TestEnv(server.port, bucket.bucket) });
    me = await signedInMember(t, client(t.url));
  });
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  const objects = async () =>
    ((await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }))).Contents ?? []).map((o) => o.Key!);
  const get = (path: string, headers: Record<string, string> = {}) =>
    rawGet(`${t.url}${path}`, { authorization: `Bearer ${me.token}`, ...headers });

  it('stores an upload and its thumbnails in the bucket, serves it whole and by range, and deletes it all', async () => {
    const photo = await pngBytes(300, 200);
    const id = await uploadId(t, me.token, photo, { name: 'bucket.png' });
    await t.app.media.jobs.runUntilIdle();
    const keys = await objects();
    expect(keys).toEqual(expect.arrayContaining([`blobs/${id}`, `blobs/${id}-thumb-small`, `blobs/${id}-thumb-large`]));

    expect(sha256((await get(`/api/media/${id}/download`)).body)).toBe(sha256(photo));
    const part = await get(`/api/media/${id}/stream`, { range: 'bytes=1-3' });
    expect([part.status, part.body.toString('latin1')]).toEqual([206, 'PNG']);
    expect((await get(`/api/media/${id}/thumbnail?size=small`)).headers['content-type']).toBe('image/webp');
    expect((await (await fetch(`${t.url}/api/ready`)).json()).checks.storage).toBe('ok');

    const removed = await client(t.url).delete(`/api/media/${id}`, { token: me.token });
    expect(removed.status).toBe(200);
    expect((await objects()).filter((key) => key.includes(id))).toEqual([]);
  });

  it('takes a resumable upload in three PATCHes into the bucket', async () => {
    const tus = tusClient(
      () => t.url,
      () => me.token,
    );
    const bytes = randomBytes(3 * 1024 * 1024 + 99);
    const { location } = await tus.create(bytes.length, { filename: 'parts.bin' });
    const last = await tus.patchInParts(location!, bytes, 3);
    expect(last.status).toBe(204);
    expect(sha256((await get(`/api/media/${last.mediaId}/download`)).body)).toBe(sha256(bytes));
    expect((await objects()).filter((key) => key.startsWith('tmp/'))).toEqual([]);
    expect(existsSync(join(t.dataDir, 'blobs'))).toBe(false);
  });

  it('charges nothing and lists nothing when the store fails in the middle of an upload', async () => {
    // A second app reaches the same bucket through a relay that cuts every connection after 12 MiB.
    const tap = await startTcpTap(server.port);
    const cutOff = await startTestApp({ env: s3TestEnv(tap.port, bucket.bucket) });
    try {
      const member = await signedInMember(cutOff, client(cutOff.url));
      const committedBefore = objects().then((keys) => keys.filter((key) => key.startsWith('blobs/')));
      const committed = async () => (await objects()).filter((key) => key.startsWith('blobs/'));
      await committedBefore;
      tap.cutAfterReceiving(12 * 1024 * 1024);
      const res = await upload(cutOff, member.token, randomBytes(30 * 1024 * 1024), { name: 'cut.bin' });
      expect(res.status).toBeGreaterThanOrEqual(500);
      expect(typeof (res.body as { error: unknown }).error).toBe('string');
      expect(await storageUsed(cutOff.ctx, member.id)).toBe(0);
      expect(await mediaRowCount(cutOff.ctx, member.id)).toBe(0);
      expect(await committed()).toEqual(await committedBefore);
    } finally {
      await cutOff.close();
      await tap.close();
    }
  });
});
