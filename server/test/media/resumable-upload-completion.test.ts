import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { TUS_CONTENT_TYPE } from '@vaultbox/common/resumable-upload.ts';
import { PLAIN_HEADER_BYTES } from '../../src/storage/blob-format.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { mediaRowCount, rawGet, resumableTempBlob, signedInMember, storageUsed, type Member } from './media-helpers.ts';
import { tusClient } from './tus-requests.ts';

// The end of a resumable upload. A PATCH whose body runs past Upload-Length once kept what fitted and answered 413:
// the upload then said offset = length without being a file, and a client that trusts HEAD took it for done. Now such
// a PATCH keeps nothing, an upload only says offset = length once it is a file, and finishing happens once however
// often, or however many at a time, the last PATCH is sent.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A PATCH in chunked transfer encoding (no Content-Length), so the server learns its length only by reading it. */
function chunkedPatch(url: string, token: string, offset: number, bytes: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${token}`,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': TUS_CONTENT_TYPE,
        'transfer-encoding': 'chunked',
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    for (let at = 0; at < bytes.length; at += 64 * 1024) req.write(bytes.subarray(at, at + 64 * 1024));
    req.end();
  });
}

describe('the end of a resumable upload', () => {
  const t = useTestApp();
  const { api } = t;
  const tusAs = (member: Member) =>
    tusClient(
      () => t.url,
      () => member.token,
    );
  const download = async (member: Member, mediaId: string) =>
    (await rawGet(`${t.url}/api/media/${mediaId}/download`, { authorization: `Bearer ${member.token}` })).body;

  it.each([
    ['encrypted', true],
    ['plain', false],
  ])('refuses a PATCH past Upload-Length (%s) keeping nothing of it; the right PATCH then finishes', async (_, enc) => {
    const member = await signedInMember(t, api, { autoEncrypt: enc });
    const client = tusAs(member);
    const bytes = randomBytes(300_000);
    const { location } = await client.create(bytes.length, { filename: 'long.bin' });
    expect((await client.patch(location!, 0, bytes.subarray(0, 100_000))).offset).toBe(100_000);
    const tempBlob = await resumableTempBlob(t, location!);
    const storedBefore = statSync(tempBlob).size;

    // 50,000 bytes too many, declared in Content-Length, then the same sent chunked.
    const tooLong = Buffer.concat([bytes.subarray(100_000), randomBytes(50_000)]);
    const declared = await client.patch(location!, 100_000, tooLong);
    expect(declared).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(declared.body.error).toMatch(/Upload-Length/);
    expect(await chunkedPatch(`${t.url}${location}`, member.token, 100_000, tooLong)).toBe(413);
    const head = await client.head(location!);
    expect(head).toMatchObject({ status: 200, offset: 100_000, mediaId: null });
    expect(statSync(tempBlob).size).toBe(storedBefore);
    if (!enc) expect(storedBefore).toBe(PLAIN_HEADER_BYTES + 100_000);
    expect(await mediaRowCount(t.ctx, member.id)).toBe(0);

    const done = await client.patch(location!, 100_000, bytes.subarray(100_000));
    expect(done.status).toBe(204);
    expect(done.mediaId).toBeTruthy();
    expect(sha256(await download(member, done.mediaId!))).toBe(sha256(bytes));
  });

  it('finishes once however the last PATCH is repeated, retried or raced, and HEAD then names the file', async () => {
    const member = await signedInMember(t, api);
    const client = tusAs(member);
    const bytes = randomBytes(2 * 1024 * 1024);
    const { location } = await client.create(bytes.length, { filename: 'once.bin' });
    await client.patch(location!, 0, bytes.subarray(0, 1000));
    const last = () => client.patch(location!, 1000, bytes.subarray(1000));
    // A newcomer stops the request it takes over from, whose client may then see its connection cut.
    const raced = (await Promise.all([1, 2, 3, 4].map(() => last().catch(() => null)))).filter((a) => a !== null);
    expect(raced.map((a) => a.status).filter((s) => s !== 204 && s !== 409)).toEqual([]);
    let head = await client.head(location!);
    if (head.mediaId === null) {
      // Each newcomer stopped the one before it: the client goes on from where HEAD says.
      await client.patch(location!, head.offset!, bytes.subarray(head.offset!));
      head = await client.head(location!);
    }
    expect(head).toMatchObject({ status: 200, offset: bytes.length });
    expect(head.mediaId).toBeTruthy();
    expect(head.headers.get('upload-length')).toBe(String(bytes.length));
    for (const answer of raced.filter((a) => a.status === 204 && a.mediaId)) expect(answer.mediaId).toBe(head.mediaId);

    // Sent again at the end (no body), or retried from where it started: the same file, never a second one.
    expect(await client.patch(location!, bytes.length, Buffer.alloc(0))).toMatchObject({
      status: 204,
      offset: bytes.length,
      mediaId: head.mediaId,
    });
    const retried = await last();
    expect([204, 409]).toContain(retried.status);
    expect(await mediaRowCount(t.ctx, member.id)).toBe(1);
    expect(await storageUsed(t.ctx, member.id)).toBe(bytes.length);
    expect(sha256(await download(member, head.mediaId!))).toBe(sha256(bytes));
  });

  it('finishes an upload whose bytes are all kept but which was not finished (a crash at the end) on HEAD', async () => {
    const member = await signedInMember(t, api, { autoEncrypt: false });
    const client = tusAs(member);
    const bytes = randomBytes(50_000);
    const { location } = await client.create(bytes.length, { filename: 'crashed.bin' });
    await client.patch(location!, 0, bytes.subarray(0, 20_000));
    // The rest reached the disk, and then the server died before it made the file.
    appendFileSync(await resumableTempBlob(t, location!), bytes.subarray(20_000));
    const head = await client.head(location!);
    expect(head).toMatchObject({ status: 200, offset: bytes.length });
    expect(head.mediaId).toBeTruthy();
    expect(await client.head(location!)).toMatchObject({ status: 200, mediaId: head.mediaId });
    expect(sha256(await download(member, head.mediaId!))).toBe(sha256(bytes));
    expect(await mediaRowCount(t.ctx, member.id)).toBe(1);
  });
});
