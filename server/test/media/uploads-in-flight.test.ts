import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import { MAX_UPLOADS_IN_FLIGHT } from '../../src/modules/media/upload-reservations.ts';
import { findUserById } from '../../src/repos/user.repo.ts';
import { client } from '../helpers/http-client.ts';
import { useTestApp, withRestarts } from '../helpers/test-app.ts';
import { signedInMember, tempBlobs, upload, waitFor } from './media-helpers.ts';
import { multipartParts, startRawUpload } from './raw-upload.ts';
import { tusClient } from './tus-requests.ts';

const MB = 1024 * 1024;

const reservedBytes = async (ctx: AppContext, userId: string) =>
  Number((await findUserById(ctx.db, userId))?.upload_reserved);

// An attack on the quota: many uploads that start and then stall, each holding a temp blob, so that together they
// write past the quota (15 stalled uploads once held 1.4 GB for a 1 GiB quota).
describe('uploads in flight', () => {
  const t = useTestApp();
  const { api } = t;

  /** Starts an upload declaring `declared` bytes, sends its first `sent` bytes and then stalls. */
  function stalledUpload(token: string, declared: number, sent: number) {
    const parts = multipartParts(Buffer.alloc(declared));
    const length = parts.head.length + declared + parts.tail.length;
    const started = startRawUpload(t.url, { token, contentLength: length });
    started.req.write(Buffer.concat([parts.head, Buffer.alloc(sent)]));
    return started;
  }

  it('reserve the quota they declare: a second upload that does not fit beside a stalled one is refused', async () => {
    const member = await signedInMember(t, api, { storageLimit: 10 * MB });
    const first = stalledUpload(member.token, 6 * MB, 256 * 1024);
    await waitFor(() => tempBlobs(t).length > 0, 'the first upload to start writing');
    const second = await upload(t, member.token, Buffer.alloc(6 * MB, 1), { name: 'second.bin' });
    expect(second.status).toBe(413);
    expect(second.body.code).toBe('STORAGE_QUOTA_EXCEEDED');
    // One that fits in what is left passes.
    const small = await upload(t, member.token, Buffer.alloc(3 * MB, 2), { name: 'small.bin' });
    expect(small.status).toBe(200);
    // When the stalled one dies, its reservation returns.
    first.req.destroy();
    await waitFor(() => tempBlobs(t).length === 0, 'the stalled upload to be cleaned up');
    const again = await upload(t, member.token, Buffer.alloc(6 * MB, 3), { name: 'again.bin' });
    expect(again.status).toBe(200);
  });

  it(`allow ${MAX_UPLOADS_IN_FLIGHT} uploads at once per user, then answer 429`, async () => {
    const member = await signedInMember(t, api, { storageLimit: 100 * MB });
    const stalled = Array.from({ length: MAX_UPLOADS_IN_FLIGHT }, () => stalledUpload(member.token, MB, 1024));
    await waitFor(() => tempBlobs(t).length === MAX_UPLOADS_IN_FLIGHT, 'every stalled upload to start');
    const refused = await upload(t, member.token, Buffer.alloc(1024, 1), { name: 'one-more.bin' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not affected.
    const other = await signedInMember(t, api);
    expect((await upload(t, other.token, Buffer.alloc(1024, 1), { name: 'other.bin' })).status).toBe(200);
    for (const s of stalled) s.req.destroy();
    await waitFor(() => tempBlobs(t).length === 0, 'the stalled uploads to be cleaned up');
    expect((await upload(t, member.token, Buffer.alloc(1024, 1), { name: 'after.bin' })).status).toBe(200);
  });
});

// One quota for every upload in flight: a multipart upload running and a tus upload created (unfinished) reserve from
// the same remaining space, whichever came first, at the same moment, or on another instance. Once, a tus creation
// did not see the multipart uploads running, and the two together could write twice the quota.
describe('one quota for multipart and resumable uploads in flight', () => {
  const t = useTestApp();
  const { api } = t;
  const tusOf = (app: { url: string }, token: string) =>
    tusClient(
      () => app.url,
      () => token,
    );
  const refusedForQuota = { status: 413, body: { code: 'STORAGE_QUOTA_EXCEEDED' } };

  function stalledOn(url: string, token: string, declared: number) {
    const parts = multipartParts(Buffer.alloc(declared));
    const started = startRawUpload(url, { token, contentLength: parts.head.length + declared + parts.tail.length });
    started.req.write(Buffer.concat([parts.head, Buffer.alloc(64 * 1024)]));
    return started;
  }

  it('refuses a multipart upload that does not fit beside an unfinished tus upload', async () => {
    const member = await signedInMember(t, api, { storageLimit: 10 * MB });
    const created = await tusOf(t, member.token).create(8 * MB, { filename: 'first.bin' });
    expect(created.status).toBe(201);
    const multipart = await upload(t, member.token, Buffer.alloc(3 * MB), { name: 'second.bin' });
    expect({ status: multipart.status, body: multipart.body }).toMatchObject(refusedForQuota);
  });

  it('refuses a tus creation that does not fit beside a multipart upload in flight, and takes it once that ends', async () => {
    const member = await signedInMember(t, api, { storageLimit: 10 * MB });
    const temps = tempBlobs(t).length;
    const stalled = stalledOn(t.url, member.token, 8 * MB);
    await waitFor(() => tempBlobs(t).length > temps, 'the multipart upload to start writing');
    const tus = tusOf(t, member.token);
    expect(await tus.create(8 * MB, { filename: 'second.bin' })).toMatchObject(refusedForQuota);
    expect((await tus.create(MB, { filename: 'small.bin' })).status).toBe(201);
    stalled.req.destroy();
    await waitFor(() => tempBlobs(t).length === temps + 1, 'the stalled upload to be cleaned up');
    await waitFor(async () => (await reservedBytes(t.ctx, member.id)) === MB, 'its reservation to return');
    expect((await tus.create(8 * MB, { filename: 'again.bin' })).status).toBe(201);
  });

  it('never admits more than the quota when multipart and tus uploads start at the same moment', async () => {
    const member = await signedInMember(t, api, { storageLimit: 10 * MB });
    const temps = tempBlobs(t).length;
    const tus = tusOf(t, member.token);
    // Six uploads of 4 MB for 10 MB: at most two may be in flight.
    const multiparts = [1, 2, 3].map(() => stalledOn(t.url, member.token, 4 * MB));
    try {
      const created = await Promise.all([1, 2, 3].map((n) => tus.create(4 * MB, { filename: `${n}.bin` })));
      const refused = { multipart: 0 };
      for (const m of multiparts) void m.result.then((r) => (refused.multipart += r.status === 413 ? 1 : 0));
      const tusTaken = created.filter((c) => c.status === 201).length;
      expect(created.filter((c) => c.status !== 201).every((c) => c.status === 413)).toBe(true);
      // Every upload is either refused or writing its temp blob.
      const outcomes = () => refused.multipart + tempBlobs(t).length - temps;
      await waitFor(() => outcomes() === 3 + tusTaken, 'every multipart outcome');
      const inFlight = tempBlobs(t).length - temps;
      expect(inFlight).toBeGreaterThanOrEqual(1);
      expect(inFlight).toBeLessThanOrEqual(2);
      expect(await reservedBytes(t.ctx, member.id)).toBeLessThanOrEqual(10 * MB);
    } finally {
      for (const m of multiparts) m.req.destroy();
    }
  });

  it('counts a multipart upload running on another instance', async () => {
    await withRestarts(async (start) => {
      const a = await start();
      const b = await start();
      const member = await signedInMember(a, client(a.url), { storageLimit: 10 * MB });
      const stalled = stalledOn(a.url, member.token, 8 * MB);
      try {
        await waitFor(() => tempBlobs(a).length > 0, 'the multipart upload to start writing on A');
        expect(await tusOf(b, member.token).create(8 * MB, { filename: 'on-b.bin' })).toMatchObject(refusedForQuota);
        const onB = await upload(b, member.token, Buffer.alloc(3 * MB), { name: 'on-b.bin' });
        expect({ status: onB.status, body: onB.body }).toMatchObject(refusedForQuota);
      } finally {
        stalled.req.destroy();
      }
    });
  });
});
