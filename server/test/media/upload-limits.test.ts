import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOADS_IN_FLIGHT } from '../../src/modules/media/upload-reservations.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  committedBlobs,
  mediaRowCount,
  signedInMember,
  storageUsed,
  tempBlobs,
  upload,
  waitFor,
  type Member,
} from './media-helpers.ts';
import { multipartParts, startRawUpload, writeSlowly } from './raw-upload.ts';

const MB = 1024 * 1024;
const MAX = 2 * MB;
const TOO_LARGE = 'File is too large. The maximum upload size is 2 MB.';

describe('upload size and quota limits', () => {
  const t = useTestApp({ env: { MAX_UPLOAD_BYTES: String(MAX) } });
  const { api } = t;

  /** Nothing of a refused upload may remain: no row, no charge, no temp or committed blob. */
  async function expectNothingLeft(member: Member, blobsBefore: number) {
    await waitFor(() => tempBlobs(t).length === 0, 'temp blobs to go');
    expect(await mediaRowCount(t.ctx, member.id)).toBe(0);
    expect(await storageUsed(t.ctx, member.id)).toBe(0);
    expect(committedBlobs(t).length).toBe(blobsBefore);
  }

  it('refuses by Content-Length before reading the body, and closes the connection', async () => {
    const member = await signedInMember(t, api);
    const { req, result } = startRawUpload(t.url, { token: member.token, contentLength: 50 * MB });
    req.write(multipartParts(Buffer.alloc(0)).head); // only the start of a 50 MB body is ever sent
    const answer = await result;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, code: 'FILE_TOO_LARGE', error: TOO_LARGE });
    expect(answer.headers.connection).toBe('close');
    req.destroy();
    await expectNothingLeft(member, committedBlobs(t).length);
  });

  it('cuts off a file just over the limit while streaming (Content-Length within the margin)', async () => {
    const member = await signedInMember(t, api);
    const before = committedBlobs(t).length;
    const res = await upload(t, member.token, randomBytes(MAX + 1), { name: 'just-over.bin' });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'FILE_TOO_LARGE', error: TOO_LARGE });
    await expectNothingLeft(member, before);
    // Exactly at the limit is fine.
    expect((await upload(t, member.token, randomBytes(MAX), { name: 'at-limit.bin' })).status).toBe(200);
  });

  it('cuts off a chunked upload with no Content-Length as soon as it passes the limit', async () => {
    const member = await signedInMember(t, api);
    const before = committedBlobs(t).length;
    const parts = multipartParts(randomBytes(6 * MB));
    const { req, result } = startRawUpload(t.url, { token: member.token });
    const writing = writeSlowly(req, Buffer.concat([parts.head, parts.file, parts.tail])).then(() => req.end());
    const answer = await result;
    await writing;
    // The answer arrives before the body is done; the client may see the close while still sending.
    if (answer.status !== null) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).error).toBe(TOO_LARGE);
    } else {
      expect(answer.error).toBeTruthy();
    }
    await expectNothingLeft(member, before);
  });

  it('refuses over the remaining quota, by Content-Length and while streaming, with the sizes in the sentence', async () => {
    const member = await signedInMember(t, api, { storageLimit: MB });
    const before = committedBlobs(t).length;
    const byLength = await upload(t, member.token, randomBytes(1.5 * MB), { name: 'big.bin' });
    expect(byLength.status).toBe(413);
    expect(byLength.body).toMatchObject({ code: 'STORAGE_QUOTA_EXCEEDED' });
    expect(byLength.body.error).toBe('Not enough storage space: this file needs 1.5 MB but only 1 MB is left.');
    const streamed = await upload(t, member.token, randomBytes(MB + 1000), { name: 'slightly-big.bin' });
    expect(streamed.status).toBe(413);
    expect(streamed.body.error).toBe('Not enough storage space: this file needs more than the 1 MB that is left.');
    await expectNothingLeft(member, before);
  });

  it('leaves no row, charge or temp file behind when the client dies mid-body', async () => {
    const member = await signedInMember(t, api);
    const before = committedBlobs(t).length;
    const parts = multipartParts(randomBytes(1.5 * MB));
    const total = parts.head.length + parts.file.length + parts.tail.length;
    const { req, result } = startRawUpload(t.url, { token: member.token, contentLength: total });
    await writeSlowly(req, Buffer.concat([parts.head, parts.file.subarray(0, 700 * 1024)]));
    await waitFor(() => tempBlobs(t).length > 0, 'the upload to reach a temp blob');
    req.destroy();
    expect((await result).status).toBeNull();
    await expectNothingLeft(member, before);
  });

  it('never lets concurrent uploads of one user pass the quota', async () => {
    const member = await signedInMember(t, api, { storageLimit: 3 * MB });
    const results = await Promise.all(
      // As many as one user may run at once (a fifth would get 429 before anything else).
      Array.from({ length: MAX_UPLOADS_IN_FLIGHT }, (_, i) =>
        upload(t, member.token, randomBytes(MB), { name: `part-${i}.bin` }),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok.length).toBeLessThanOrEqual(3);
    expect(ok.length).toBeGreaterThan(0);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(413);
      expect(refused.body.code).toBe('STORAGE_QUOTA_EXCEEDED');
    }
    const rows = await t.ctx.db.selectFrom('media_files').select('size').where('user_id', '=', member.id).execute();
    const used = await storageUsed(t.ctx, member.id);
    expect(used).toBeLessThanOrEqual(3 * MB);
    expect(used).toBe(rows.reduce((sum, r) => sum + Number(r.size), 0));
    expect(rows).toHaveLength(ok.length);
    await waitFor(() => tempBlobs(t).length === 0, 'temp blobs to go');
  });
});
