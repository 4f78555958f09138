import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { PNG_1x1, signedInMember, storageUsed, useMember, waitFor } from '../media/media-helpers.ts';
import { recordingNotifier } from '../share/access-log-helpers.ts';
import { makeRequest, visitorToken, visitorTus } from './request-helpers.ts';

// A visitor uploads through a file request (docs/product.md, File requests): the owner's tus path with a visitor token
// instead of a session; the file lands in the request's album, on the owner's quota, processed like any upload.
describe('file requests: visitors upload', () => {
  const notifier = recordingNotifier();
  const t = useTestApp({ notifier });
  const { api } = t;
  const owner = useMember(t);

  it('takes a file end to end: album, quota, processing, the from-outside mark, the notification', async () => {
    const request = await makeRequest(api, owner.token, { title: 'Family', requireName: true });
    const page = await api.get(`/api/requests/public/${request.slug}`);
    expect(page.status).toBe(200);
    expect(page.body.data.request).toMatchObject({ title: 'Family', requireName: true, hasPassword: false });

    const nameless = await api.post(`/api/requests/public/${request.slug}/access`, { body: {} });
    expect(nameless.status).toBe(400);
    expect(nameless.body.code).toBe('UPLOADER_NAME_REQUIRED');
    const token = await visitorToken(api, request.slug, { name: 'Aunt May' });

    const before = await storageUsed(t.ctx, owner.id);
    const tus = visitorTus(() => t.url, request.slug, token);
    const created = await tus.create(PNG_1x1.length, 'beach.png');
    expect(created.status).toBe(201);
    expect(created.location).toMatch(new RegExp(`^/api/requests/public/${request.slug}/uploads/[A-Za-z0-9_-]+$`));
    const done = await tus.patch(created.location!, 0, PNG_1x1);
    expect(done.status).toBe(204);
    expect(done.mediaId).toBeTruthy();
    const mediaId = done.mediaId!;

    expect(await storageUsed(t.ctx, owner.id)).toBe(before + PNG_1x1.length);
    const inAlbum = await api.get(`/api/media?albumId=${request.albumId}`, { token: owner.token });
    expect(inAlbum.status).toBe(200);
    const listed = (inAlbum.body.data.files as { id: string; fromOutside: boolean; isPublic: boolean }[]).find(
      (f) => f.id === mediaId,
    );
    expect(listed).toMatchObject({ fromOutside: true, isPublic: false });

    const uploads = await api.get(`/api/file-requests/${request.id}/uploads`, { token: owner.token });
    expect(uploads.body.data.uploads).toEqual([
      expect.objectContaining({
        mediaId,
        fileName: 'beach.png',
        uploaderName: 'Aunt May',
        size: PNG_1x1.length,
        isNew: true,
      }),
    ]);
    const again = await api.get(`/api/file-requests/${request.id}/uploads`, { token: owner.token });
    expect(again.body.data.uploads[0].isNew).toBe(false);
    const summary = await api.get(`/api/file-requests/${request.id}`, { token: owner.token });
    expect(summary.body.data.request).toMatchObject({ uploadCount: 1, totalSize: PNG_1x1.length, newUploads: 0 });

    expect(notifier.of('request_upload')).toEqual([
      expect.objectContaining({
        userId: owner.id,
        facts: {
          requestId: request.id,
          requestTitle: 'Family',
          uploaderName: 'Aunt May',
          fileName: 'beach.png',
          count: 1,
        },
      }),
    ]);

    // Processed like any upload, and opening it clears the mark.
    await waitFor(async () => {
      const row = await t.ctx.db
        .selectFrom('media_files')
        .select('thumbnail_state')
        .where('id', '=', mediaId)
        .executeTakeFirst();
      return row?.thumbnail_state === 'ready';
    }, 'the thumbnail');
    const opened = await api.get(`/api/media/${mediaId}`, { token: owner.token });
    expect(opened.body.data.file).toMatchObject({ fromOutside: false, thumbnailState: 'ready' });
    const reread = await api.get(`/api/media?albumId=${request.albumId}`, { token: owner.token });
    expect(reread.body.data.files[0].fromOutside).toBe(false);

    const mine = await api.get(`/api/requests/public/${request.slug}/files`, {
      headers: { 'x-request-token': token },
    });
    expect(mine.body.data.uploads).toEqual([expect.objectContaining({ fileName: 'beach.png', mine: true })]);
  });

  it('puts the requests and what arrived through them in the account export, without any hash', async () => {
    const request = await makeRequest(api, owner.token, { title: 'Exported', password: 'door-code' });
    const token = await visitorToken(api, request.slug, { name: 'Cousin Ann', password: 'door-code' });
    const tus = visitorTus(() => t.url, request.slug, token);
    const created = await tus.create(PNG_1x1.length, 'sent.png');
    const done = await tus.patch(created.location!, 0, PNG_1x1);
    expect(done.status).toBe(204);

    const exported = await api.get('/api/user/export', { token: owner.token });
    expect(exported.status).toBe(200);
    const listed = (exported.body.fileRequests as { id: string }[]).find((one) => one.id === request.id);
    expect(listed).toMatchObject({
      title: 'Exported',
      hasPassword: true,
      uploads: [
        {
          mediaId: done.mediaId,
          uploaderName: 'Cousin Ann',
          address: expect.any(String),
          uploadedAt: expect.any(String),
        },
      ],
    });
    const text = JSON.stringify(exported.body.fileRequests);
    expect(text).not.toMatch(/password_hash|visitor_hash|visitorHash|\$argon2/);
  });

  it('lets the same token resume its upload and nobody else touch it', async () => {
    const request = await makeRequest(api, owner.token);
    const token = await visitorToken(api, request.slug);
    const stranger = await visitorToken(api, request.slug);
    const tus = visitorTus(() => t.url, request.slug, token);
    const bytes = Buffer.concat([PNG_1x1, randomBytes(2000)]);
    const created = await tus.create(bytes.length);
    expect((await tus.patch(created.location!, 0, bytes.subarray(0, 1000))).status).toBe(204);

    const other = visitorTus(() => t.url, request.slug, stranger);
    expect((await other.head(created.location!)).status).toBe(404);
    expect((await other.patch(created.location!, 1000, bytes.subarray(1000))).status).toBe(404);
    expect((await other.remove(created.location!)).status).toBe(404);
    // Without a token, or with the owner's session on the owner's path: nothing either.
    expect((await visitorTus(() => t.url, request.slug, undefined).head(created.location!)).status).toBe(401);
    const id = created.location!.split('/').pop()!;
    const ownerHead = await fetch(`${t.url}/api/uploads/${id}`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${owner.token}`, 'tus-resumable': '1.0.0' },
    });
    expect(ownerHead.status).toBe(404);
    // Another request's slug with this token: not its request.
    const elsewhere = await makeRequest(api, owner.token);
    const wrongSlug = `/api/requests/public/${elsewhere.slug}/uploads/${id}`;
    expect((await visitorTus(() => t.url, elsewhere.slug, token).head(wrongSlug)).status).toBe(401);

    const resumed = await tus.head(created.location!);
    expect(resumed).toMatchObject({ status: 200, offset: 1000 });
    const done = await tus.patch(created.location!, 1000, bytes.subarray(1000));
    expect(done.status).toBe(204);
    expect(done.mediaId).toBeTruthy();
  });

  it('holds max files and max total size under concurrent visitors', async () => {
    const files = await makeRequest(api, owner.token, { maxFiles: 2 });
    const tokens = await Promise.all(Array.from({ length: 6 }, () => visitorToken(api, files.slug)));
    const made = await Promise.all(tokens.map((tk) => visitorTus(() => t.url, files.slug, tk).create(10)));
    expect(made.filter((a) => a.status === 201)).toHaveLength(2);
    expect(made.filter((a) => a.status === 413).every((a) => a.code === 'FILE_REQUEST_FILES_LIMIT')).toBe(true);
    expect(made.filter((a) => a.status === 413)).toHaveLength(4);

    const bytes = await makeRequest(api, owner.token, { maxTotalSize: 250 });
    const others = await Promise.all(Array.from({ length: 6 }, () => visitorToken(api, bytes.slug)));
    const sized = await Promise.all(others.map((tk) => visitorTus(() => t.url, bytes.slug, tk).create(100)));
    expect(sized.filter((a) => a.status === 201)).toHaveLength(2);
    expect(sized.filter((a) => a.status === 413).every((a) => a.code === 'FILE_REQUEST_SIZE_LIMIT')).toBe(true);

    // A cancelled upload gives its place back.
    const first = made.findIndex((a) => a.status === 201);
    const tus = visitorTus(() => t.url, files.slug, tokens[first]);
    expect((await tus.remove(made[first]!.location!)).status).toBe(204);
    expect((await visitorTus(() => t.url, files.slug, tokens[5]).create(10)).status).toBe(201);
  });

  it('refuses a type the request does not take, on the sniffed bytes, and keeps nothing', async () => {
    const request = await makeRequest(api, owner.token, { allowedTypes: ['video'] });
    const token = await visitorToken(api, request.slug);
    const tus = visitorTus(() => t.url, request.slug, token);
    const before = await storageUsed(t.ctx, owner.id);
    const created = await tus.create(PNG_1x1.length, 'clip.mp4');
    const refused = await tus.patch(created.location!, 0, PNG_1x1);
    expect(refused.status).toBe(415);
    expect(refused.code).toBe('FILE_REQUEST_TYPE_NOT_ALLOWED');
    expect(await storageUsed(t.ctx, owner.id)).toBe(before);
    expect((await tus.head(created.location!)).status).toBe(404);
    const summary = await api.get(`/api/file-requests/${request.id}`, { token: owner.token });
    expect(summary.body.data.request.uploadCount).toBe(0);
  });

  it('asks for the password before any token', async () => {
    const request = await makeRequest(api, owner.token, { password: 'letmein' });
    const page = await api.get(`/api/requests/public/${request.slug}`);
    expect(page.body.data.request.hasPassword).toBe(true);
    const missing = await api.post(`/api/requests/public/${request.slug}/access`, { body: {} });
    expect(missing).toMatchObject({ status: 401, body: { code: 'REQUEST_PASSWORD_REQUIRED' } });
    const wrong = await api.post(`/api/requests/public/${request.slug}/access`, { body: { password: 'nope' } });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'INVALID_PASSWORD' } });
    expect((await visitorTus(() => t.url, request.slug, 'forged.token').create(10)).status).toBe(401);
    const token = await visitorToken(api, request.slug, { password: 'letmein' });
    expect((await visitorTus(() => t.url, request.slug, token).create(10)).status).toBe(201);
    // A password change ends the tokens issued before it.
    await api.patch(`/api/file-requests/${request.id}`, { token: owner.token, body: { password: 'changed' } });
    expect((await visitorTus(() => t.url, request.slug, token).create(10)).status).toBe(401);
  });

  it('answers 404 for an expired, turned-off or unknown request', async () => {
    const off = await makeRequest(api, owner.token);
    const token = await visitorToken(api, off.slug);
    await api.patch(`/api/file-requests/${off.id}`, { token: owner.token, body: { isActive: false } });
    const expired = await makeRequest(api, owner.token);
    await t.ctx.db
      .updateTable('file_requests')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    for (const slug of [off.slug, expired.slug, 'no-such-request']) {
      const page = await api.get(`/api/requests/public/${slug}`);
      expect(page).toMatchObject({ status: 404, body: { code: 'FILE_REQUEST_NOT_FOUND' } });
      expect((await api.post(`/api/requests/public/${slug}/access`, { body: {} })).status).toBe(404);
    }
    expect((await visitorTus(() => t.url, off.slug, token).create(10)).status).toBe(404);
  });

  it("answers 413 past the owner's quota", async () => {
    const small = await signedInMember(t, api, { storageLimit: 1000 });
    const request = await makeRequest(api, small.token);
    const token = await visitorToken(api, request.slug);
    const refused = await visitorTus(() => t.url, request.slug, token).create(5000);
    expect(refused).toMatchObject({ status: 413, code: 'STORAGE_QUOTA_EXCEEDED' });
    // Nothing of the link was taken by the refusal.
    expect((await visitorTus(() => t.url, request.slug, token).create(500)).status).toBe(201);
  });
});
