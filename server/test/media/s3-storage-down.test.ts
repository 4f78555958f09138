import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../helpers/http-client.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { pngBytes } from '../share/share-helpers.ts';
import { newTestBucket, s3TestEnv, startS3TestServer, type S3TestServer } from '../helpers/s3-test-server.ts';
import { startTcpTap, type TcpTap } from '../helpers/tcp-tap.ts';
import { findUserById } from '../../src/repos/user.repo.ts';
import { mediaRowCount, rawGet, signedInMember, storageUsed, upload, uploadId, type Member } from './media-helpers.ts';
import { tusClient } from './tus-requests.ts';

// The object store going away (S3_BUCKET set, the endpoint unreachable): every call that needs it answers 503 with
// STORAGE_UNAVAILABLE and a sentence, not 500; nothing is half-written (no row, no charge, no reservation left); an
// unfinished resumable upload is kept, and goes on once the store is back.

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const unavailable = { status: 503, body: { code: 'STORAGE_UNAVAILABLE', success: false } };

describe('uploads and downloads while the object store is down', () => {
  let server: S3TestServer;
  let tap: TcpTap;
  let t: TestApp;
  let me: Member;

  beforeAll(async () => {
    server = await startS3TestServer();
    const bucket = await newTestBucket(server.port);
    // The app reaches the store through a relay that can play an outage on the same address.
    tap = await startTcpTap(server.port);
    t = await startTestApp({ env: s3TestEnv(tap.port, bucket.bucket) });
    me = await signedInMember(t, client(t.url));
  });
  afterAll(async () => {
    await t?.close();
    await tap?.close();
    await server?.stop();
  });

  const reserved = async () => {
    const user = await findUserById(t.ctx.db, me.id);
    return { bytes: Number(user?.upload_reserved), open: Number(user?.uploads_open) };
  };

  it('answers 503 STORAGE_UNAVAILABLE, keeps nothing half-done, and goes on once the store is back', async () => {
    const photo = await pngBytes(64, 64);
    const photoId = await uploadId(t, me.token, photo, { name: 'before.png' });
    const tus = tusClient(
      () => t.url,
      () => me.token,
    );
    const bytes = randomBytes(3 * MB + 777);
    const { location } = await tus.create(bytes.length, { filename: 'across.bin' });
    expect((await tus.patch(location!, 0, bytes.subarray(0, MB))).offset).toBe(MB);
    const usedBefore = await storageUsed(t.ctx, me.id);
    const filesBefore = await mediaRowCount(t.ctx, me.id);

    tap.setDown(true);
    try {
      const multipart = await upload(t, me.token, randomBytes(2 * MB), { name: 'during.bin' });
      expect({ status: multipart.status, body: multipart.body }).toMatchObject(unavailable);
      expect((multipart.body as { error: string }).error).toMatch(/storage/i);
      const created = await tus.create(MB, { filename: 'during.bin' });
      expect(created).toMatchObject(unavailable);
      expect(await tus.patch(location!, MB, bytes.subarray(MB, 2 * MB))).toMatchObject(unavailable);
      expect((await tus.head(location!)).status).toBe(503);
      const download = await rawGet(`${t.url}/api/media/${photoId}/download`, { authorization: `Bearer ${me.token}` });
      expect(download.status).toBe(503);
      expect(JSON.parse(download.body.toString())).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
      expect(await storageUsed(t.ctx, me.id)).toBe(usedBefore);
      expect(await mediaRowCount(t.ctx, me.id)).toBe(filesBefore);
      // Only the unfinished upload from before still holds its part of the quota.
      expect(await reserved()).toEqual({ bytes: bytes.length, open: 1 });
    } finally {
      tap.setDown(false);
    }

    const head = await tus.head(location!);
    expect(head).toMatchObject({ status: 200, offset: MB });
    const done = await tus.patch(location!, MB, bytes.subarray(MB));
    expect(done.status).toBe(204);
    const back = await rawGet(`${t.url}/api/media/${done.mediaId}/download`, { authorization: `Bearer ${me.token}` });
    expect(sha256(back.body)).toBe(sha256(bytes));
    expect(await reserved()).toEqual({ bytes: 0, open: 0 });
  });
});
