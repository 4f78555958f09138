import { describe, expect, it } from 'vitest';
import { MAX_UPLOADS_IN_FLIGHT } from '../../src/modules/media/upload-reservations.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { signedInMember, tempBlobs, upload, waitFor } from './media-helpers.ts';
import { multipartParts, startRawUpload } from './raw-upload.ts';

const MB = 1024 * 1024;

// The attack of issue 10: many uploads that start and then stall, each holding a temp blob, so that together they
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
