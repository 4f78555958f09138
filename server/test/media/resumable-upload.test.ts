import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_OPEN_UPLOADS } from '@vaultbox/common/resumable-upload.ts';
import { findUserById } from '../../src/repos/user.repo.ts';
import { fixture } from '../helpers/fixtures.ts';
import { useTestApp, type UsedTestApp } from '../helpers/test-app.ts';
import {
  blobPath,
  mediaRowCount,
  rawGet,
  resumableTempBlob,
  signedInMember,
  storageUsed,
  tempBlobs,
  upload,
  useMember,
  waitFor,
  type Member,
} from './media-helpers.ts';
import { tusClient } from './tus-requests.ts';

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function reserved(t: UsedTestApp, userId: string) {
  const user = await findUserById(t.ctx.db, userId);
  return { bytes: Number(user?.upload_reserved), open: Number(user?.uploads_open) };
}

async function download(t: UsedTestApp, token: string, mediaId: string): Promise<Buffer> {
  const res = await rawGet(`${t.url}/api/media/${mediaId}/download`, { authorization: `Bearer ${token}` });
  expect(res.status).toBe(200);
  return res.body;
}

describe('resumable uploads (tus 1.0 under /api/uploads)', () => {
  const t = useTestApp({ env: { MAX_UPLOAD_BYTES: String(8 * MB) } });
  const { api } = t;
  const me = useMember(t);
  const tus = tusClient(
    () => t.url,
    () => me.token,
  );
  const tusAs = (member: Member) =>
    tusClient(
      () => t.url,
      () => member.token,
    );

  it('says what it offers (OPTIONS) and answers every request with Tus-Resumable', async () => {
    const res = await fetch(`${t.url}/api/uploads`, {
      method: 'OPTIONS',
      headers: { authorization: `Bearer ${me.token}` },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('tus-resumable')).toBe('1.0.0');
    expect(res.headers.get('tus-version')).toBe('1.0.0');
    expect(res.headers.get('tus-extension')?.split(',')).toEqual(
      expect.arrayContaining(['creation', 'creation-with-upload', 'termination', 'expiration', 'checksum']),
    );
    expect(res.headers.get('tus-max-size')).toBe(String(8 * MB));
  });

  it('takes a photo in three PATCHes: the same bytes, its metadata, a thumbnail, one charge', async () => {
    const photo = readFileSync(fixture('exif-Landscape_6.jpg'));
    const created = await tus.create(photo.length, {
      filename: 'beach.jpg',
      title: 'At the beach',
      description: 'Sunset, 2026',
      tags: '["summer","sea"]',
    });
    expect(created.status).toBe(201);
    expect(created.location).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+$/);
    expect(created.offset).toBe(0);
    expect(Date.parse(created.headers.get('upload-expires') ?? '')).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(await reserved(t, me.id)).toEqual({ bytes: photo.length, open: 1 });
    const location = created.location!;

    const third = Math.ceil(photo.length / 3);
    const first = await tus.patch(location, 0, photo.subarray(0, third));
    expect(first).toMatchObject({ status: 204, offset: third, mediaId: null });
    expect((await tus.head(location)).offset).toBe(third);
    const second = await tus.patch(location, third, photo.subarray(third, 2 * third));
    expect(second.offset).toBe(2 * third);
    const last = await tus.patch(location, 2 * third, photo.subarray(2 * third));
    expect(last).toMatchObject({ status: 204, offset: photo.length });
    expect(last.mediaId).toBeTruthy();
    expect(last.headers.get('upload-expires')).toBeNull();

    const file = (await api.get(`/api/media/${last.mediaId}`, { token: me.token })).body.data.file;
    expect(file).toMatchObject({
      title: 'At the beach',
      description: 'Sunset, 2026',
      tags: ['summer', 'sea'],
      originalName: 'beach.jpg',
      mimeType: 'image/jpeg',
      size: photo.length,
      isEncrypted: true,
    });
    expect(sha256(await download(t, me.token, last.mediaId!))).toBe(sha256(photo));
    expect(await storageUsed(t.ctx, me.id)).toBe(photo.length);
    expect(await reserved(t, me.id)).toEqual({ bytes: 0, open: 0 });
    await t.app.media.jobs.runUntilIdle();
    const processed = (await api.get(`/api/media/${last.mediaId}`, { token: me.token })).body.data.file;
    expect(processed.thumbnailState).toBe('ready');
    const thumb = await rawGet(`${t.url}/api/media/${last.mediaId}/thumbnail?size=small`, {
      authorization: `Bearer ${me.token}`,
    });
    expect(thumb.status).toBe(200);
    // The finished upload still answers HEAD (a client that lost the last answer), with the file it became.
    const after = await tus.head(location);
    expect(after).toMatchObject({ status: 200, offset: photo.length, mediaId: last.mediaId });
    // The last PATCH sent again changes nothing.
    const again = await tus.patch(location, photo.length, Buffer.alloc(0));
    expect(again).toMatchObject({ status: 204, mediaId: last.mediaId });
    expect(await mediaRowCount(t.ctx, me.id)).toBe(1);
  });

  it('starts with the creation request itself (creation-with-upload), and takes an empty file', async () => {
    const member = await signedInMember(t, api);
    const bytes = randomBytes(300_000);
    const created = await tusAs(member).create(bytes.length, { filename: 'whole.bin' }, { body: bytes });
    expect(created).toMatchObject({ status: 201, offset: bytes.length });
    expect(created.mediaId).toBeTruthy();
    expect(sha256(await download(t, member.token, created.mediaId!))).toBe(sha256(bytes));
    const empty = await tusAs(member).create(0, { filename: 'empty.txt' });
    expect(empty).toMatchObject({ status: 201, offset: 0 });
    expect(empty.mediaId).toBeTruthy();
    expect(sha256(await download(t, member.token, empty.mediaId!))).toBe(sha256(Buffer.alloc(0)));
    expect(await reserved(t, member.id)).toEqual({ bytes: 0, open: 0 });
  });

  it('resumes after the connection is cut mid-PATCH: what arrived is kept, the rest follows', async () => {
    const member = await signedInMember(t, api);
    const client = tusAs(member);
    const bytes = randomBytes(3 * MB + 12_345);
    const { location } = await client.create(bytes.length, { filename: 'cut.bin' });
    const tempBlob = await resumableTempBlob(t, location!);
    // Cut once the server has written a good part of what was sent.
    const written = () => statSync(tempBlob).size > MB;
    await client.cutPatch(location!, 0, bytes, 2 * MB + 777, () => waitFor(written, 'the first bytes on disk'));
    // HEAD stops the request still writing, if the server has not noticed the cut yet, and reports what was kept.
    const head = await client.head(location!);
    expect(head.offset).toBeGreaterThan(MB - 64 * 1024);
    expect(head.offset).toBeLessThanOrEqual(2 * MB + 777);
    expect((await client.head(location!)).offset).toBe(head.offset);
    const rest = await client.patch(location!, head.offset!, bytes.subarray(head.offset!));
    expect(rest.status).toBe(204);
    expect(sha256(await download(t, member.token, rest.mediaId!))).toBe(sha256(bytes));
  });

  it('keeps a PATCH whose Upload-Checksum matches, refuses one that does not (460) and keeps nothing of it', async () => {
    const member = await signedInMember(t, api);
    const client = tusAs(member);
    const bytes = randomBytes(200_000);
    const { location } = await client.create(bytes.length, { filename: 'sum.bin' });
    const part = bytes.subarray(0, 70_000);
    const digest = (algorithm: string, data: Buffer) => createHash(algorithm).update(data).digest('base64');
    const wrong = await client.patch(location!, 0, part, { 'upload-checksum': `sha256 ${digest('sha256', bytes)}` });
    expect(wrong.status).toBe(460);
    expect(wrong.body).toMatchObject({ code: 'CHECKSUM_MISMATCH' });
    expect((await client.head(location!)).offset).toBe(0);
    const unknown = await client.patch(location!, 0, part, { 'upload-checksum': `crc32 ${digest('sha1', part)}` });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'INVALID_CHECKSUM' } });
    const right = await client.patch(location!, 0, part, { 'upload-checksum': `sha1 ${digest('sha1', part)}` });
    expect(right).toMatchObject({ status: 204, offset: 70_000 });
    const rest = bytes.subarray(70_000);
    const done = await client.patch(location!, 70_000, rest, { 'upload-checksum': `md5 ${digest('md5', rest)}` });
    expect(done.status).toBe(204);
    expect(sha256(await download(t, member.token, done.mediaId!))).toBe(sha256(bytes));
  });

  it('refuses what breaks the protocol with the status tus names, changing nothing', async () => {
    const member = await signedInMember(t, api);
    const client = tusAs(member);
    const { location } = await client.create(1000, { filename: 'x.bin' });
    const bytes = randomBytes(1000);
    expect((await client.patch(location!, 10, bytes.subarray(0, 10))).status).toBe(409);
    const noVersion = await fetch(`${t.url}${location}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(noVersion.status).toBe(412);
    expect(noVersion.headers.get('tus-version')).toBe('1.0.0');
    const rawPatch = (headers: Record<string, string>, body: string | Uint8Array<ArrayBuffer>) =>
      fetch(`${t.url}${location}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${member.token}`, 'tus-resumable': '1.0.0', ...headers },
        body,
      });
    const json = await rawPatch({ 'upload-offset': '0', 'content-type': 'application/json' }, '{}');
    expect(json.status).toBe(415);
    const noOffset = await rawPatch({ 'content-type': 'application/offset+octet-stream' }, new Uint8Array(bytes));
    expect(noOffset.status).toBe(400);
    // More bytes than the length: refused, and nothing of it kept (resumable-upload-completion.test.ts).
    const tooMany = await client.patch(location!, 0, Buffer.concat([bytes, bytes]));
    expect(tooMany.status).toBe(413);
    expect((await client.head(location!)).offset).toBe(0);
    expect((await client.create('-1')).status).toBe(400);
    expect((await client.create('12abc')).status).toBe(400);
    const noLength = await fetch(`${t.url}/api/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(noLength.status).toBe(400);
    const badMetadata = await client.create(10, {}, { headers: { 'upload-metadata': 'filename not*base64!' } });
    expect(badMetadata).toMatchObject({ status: 400, body: { code: 'INVALID_UPLOAD_METADATA' } });
    const oddBase64 = await client.create(10, {}, { headers: { 'upload-metadata': 'filename a' } });
    expect(oddBase64).toMatchObject({ status: 400, body: { code: 'INVALID_UPLOAD_METADATA' } });
    const longTitle = await client.create(10, { title: 'x'.repeat(1000) });
    expect(longTitle.status).toBe(400);
    expect(longTitle.body.error).toMatch(/^title: /);
    const strangers = await fetch(`${t.url}/api/uploads`, { method: 'POST', headers: { 'tus-resumable': '1.0.0' } });
    expect(strangers.status).toBe(401);
  });

  it('reserves the declared length: 413 at once past the server limit, the preference or the quota', async () => {
    const member = await signedInMember(t, api, { storageLimit: 5 * MB });
    const client = tusAs(member);
    const tooLarge = await client.create(8 * MB + 1);
    expect(tooLarge).toMatchObject({ status: 413, body: { code: 'FILE_TOO_LARGE' } });
    const first = await client.create(3 * MB, { filename: 'a.bin' });
    expect(first.status).toBe(201);
    const second = await client.create(3 * MB, { filename: 'b.bin' });
    expect(second).toMatchObject({ status: 413, body: { code: 'STORAGE_QUOTA_EXCEEDED' } });
    // The reservation holds against the multipart upload too.
    const multipart = await upload(t, member.token, randomBytes(3 * MB), { name: 'c.bin' });
    expect(multipart.status).toBe(413);
    expect(await reserved(t, member.id)).toEqual({ bytes: 3 * MB, open: 1 });
    // Cancelling gives it back (termination), with its bytes.
    const tempsBefore = tempBlobs(t).length;
    expect((await client.remove(first.location!)).status).toBe(204);
    expect(tempBlobs(t).length).toBe(tempsBefore - 1);
    expect(await reserved(t, member.id)).toEqual({ bytes: 0, open: 0 });
    expect((await client.head(first.location!)).status).toBe(404);
    expect((await client.create(3 * MB, { filename: 'b.bin' })).status).toBe(201);

    const prefs = JSON.parse(member.user.preferences) as { upload: { maxFileSize: number } };
    prefs.upload.maxFileSize = 1;
    await t.ctx.db
      .updateTable('users')
      .set({ preferences: JSON.stringify(prefs) })
      .where('id', '=', member.id)
      .execute();
    const overPreference = await client.create(MB + 1);
    expect(overPreference.status).toBe(413);
    expect(overPreference.body.error).toBe('File size exceeds the maximum limit of 1 MB');
  });

  it(`holds at most ${MAX_OPEN_UPLOADS} unfinished uploads per user, even when they are created at once`, async () => {
    const member = await signedInMember(t, api);
    const client = tusAs(member);
    const answers = await Promise.all(Array.from({ length: MAX_OPEN_UPLOADS + 5 }, () => client.create(10)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_OPEN_UPLOADS);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.every((a) => a.status === 429 && a.body.code === 'TOO_MANY_OPEN_UPLOADS')).toBe(true);
    expect(await reserved(t, member.id)).toEqual({ bytes: 10 * MAX_OPEN_UPLOADS, open: MAX_OPEN_UPLOADS });
  });

  it("answers 404 to every request on another user's upload, which goes on untouched", async () => {
    const owner = await signedInMember(t, api);
    const other = await signedInMember(t, api);
    const bytes = randomBytes(100_000);
    const { location } = await tusAs(owner).create(bytes.length, { filename: 'mine.bin' });
    await tusAs(owner).patch(location!, 0, bytes.subarray(0, 40_000));
    const intruder = tusAs(other);
    expect((await intruder.head(location!)).status).toBe(404);
    expect((await intruder.patch(location!, 40_000, bytes.subarray(40_000))).status).toBe(404);
    expect((await intruder.remove(location!)).status).toBe(404);
    expect((await tusAs(owner).head(location!)).offset).toBe(40_000);
    const done = await tusAs(owner).patch(location!, 40_000, bytes.subarray(40_000));
    expect(sha256(await download(t, owner.token, done.mediaId!))).toBe(sha256(bytes));
  });

  it('expires an upload idle for 24 hours: reservation back, bytes gone, 404; the sweep spares a live one', async () => {
    const member = await signedInMember(t, api);
    const client = tusAs(member);
    const idle = await client.create(50_000, { filename: 'idle.bin' });
    await client.patch(idle.location!, 0, randomBytes(20_000));
    const live = await client.create(50_000, { filename: 'live.bin' });
    const liveBytes = randomBytes(50_000);
    await client.patch(live.location!, 0, liveBytes.subarray(0, 10_000));
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 1000).toISOString();
    const idleId = idle.location!.split('/').pop()!;
    await t.ctx.db.updateTable('resumable_uploads').set({ updated_at: dayAgo }).where('id', '=', idleId).execute();
    const temps = tempBlobs(t).length;
    expect(await t.app.resumableUploads.expireIdle()).toBe(1);
    expect(tempBlobs(t).length).toBe(temps - 1);
    expect(await reserved(t, member.id)).toEqual({ bytes: 50_000, open: 1 });
    expect((await client.head(idle.location!)).status).toBe(404);
    // The storage sweep, with no grace at all, leaves the live upload's bytes alone.
    await t.app.media.sweep({ graceMs: 0 });
    const done = await client.patch(live.location!, 10_000, liveBytes.subarray(10_000));
    expect(done.status).toBe(204);
    expect(sha256(await download(t, member.token, done.mediaId!))).toBe(sha256(liveBytes));
  });

  it('runs the upload rules at the end: a type the user does not allow is refused and nothing is kept', async () => {
    const member = await signedInMember(t, api);
    const prefs = JSON.parse(member.user.preferences) as { upload: Record<string, unknown> };
    prefs.upload.restrictTypes = true;
    prefs.upload.allowedTypes = ['image/*'];
    await t.ctx.db
      .updateTable('users')
      .set({ preferences: JSON.stringify(prefs) })
      .where('id', '=', member.id)
      .execute();
    const client = tusAs(member);
    const bytes = Buffer.from('just some text, not an image\n'.repeat(100));
    const { location } = await client.create(bytes.length, { filename: 'note.txt' });
    const last = await client.patch(location!, 0, bytes);
    expect(last).toMatchObject({ status: 415, body: { code: 'FILE_TYPE_NOT_ALLOWED' } });
    expect(await mediaRowCount(t.ctx, member.id)).toBe(0);
    expect(await storageUsed(t.ctx, member.id)).toBe(0);
    expect(await reserved(t, member.id)).toEqual({ bytes: 0, open: 0 });
    expect((await client.head(location!)).status).toBe(404);
  });

  it('stores plain when the user turned autoEncrypt off', async () => {
    const member = await signedInMember(t, api, { autoEncrypt: false });
    const bytes = Buffer.from('plain by choice '.repeat(10_000));
    const client = tusAs(member);
    const { location } = await client.create(bytes.length, { filename: 'plain.txt' });
    await client.patch(location!, 0, bytes.subarray(0, 5000));
    const done = await client.patch(location!, 5000, bytes.subarray(5000));
    const file = (await api.get(`/api/media/${done.mediaId}`, { token: member.token })).body.data.file;
    expect(file.isEncrypted).toBe(false);
    expect(readFileSync(blobPath(t, done.mediaId!)).includes(bytes.subarray(0, 64))).toBe(true);
    expect(sha256(await download(t, member.token, done.mediaId!))).toBe(sha256(bytes));
  });

  it('works with the tus ecosystem client (tus-js-client), chunked', async () => {
    const { Upload } = await import('tus-js-client');
    const bytes = randomBytes(700_000);
    const mediaId = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(bytes, {
        endpoint: `${t.url}/api/uploads`,
        chunkSize: 256 * 1024,
        headers: { authorization: `Bearer ${me.token}` },
        metadata: { filename: 'from-tus-js.bin', title: 'From tus-js-client' },
        retryDelays: [],
        onError: reject,
        onSuccess: (payload) => resolve(payload.lastResponse.getHeader('vaultbox-media-id') ?? ''),
      });
      upload.start();
    });
    expect(mediaId).toBeTruthy();
    expect(sha256(await download(t, me.token, mediaId))).toBe(sha256(bytes));
    const file = (await api.get(`/api/media/${mediaId}`, { token: me.token })).body.data.file;
    expect(file.title).toBe('From tus-js-client');
  });
});

describe('a server that takes files of tens of GB', () => {
  const GB = 1024 * MB;
  const t = useTestApp({ env: { MAX_UPLOAD_BYTES: String(20 * GB) } });
  const { api } = t;

  it('lets the max file size preference reach its limit, and reserves a 15 GB upload at once', async () => {
    const member = await signedInMember(t, api, { storageLimit: 1024 * GB });
    const put = (maxFileSize: number) =>
      api.put('/api/user/preferences', { token: member.token, body: { upload: { maxFileSize } } });
    expect((await put(20 * 1024 + 1)).body.error).toBe(
      'upload.maxFileSize: Max file size must be between 1 and 20480 MB',
    );
    expect((await put(20 * 1024)).status).toBe(200);
    const client = tusClient(
      () => t.url,
      () => member.token,
    );
    const created = await client.create(15 * GB, { filename: 'huge.mkv' });
    expect(created.status).toBe(201);
    expect(await reserved(t as UsedTestApp, member.id)).toEqual({ bytes: 15 * GB, open: 1 });
    expect((await client.create(20 * GB + 1)).body.code).toBe('FILE_TOO_LARGE');
    expect((await client.remove(created.location!)).status).toBe(204);
  });
});
