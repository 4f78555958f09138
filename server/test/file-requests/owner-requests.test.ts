import { describe, expect, it } from 'vitest';
import { deleteAccount } from '../../src/repos/account.repo.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { PNG_1x1, useMember } from '../media/media-helpers.ts';
import { makeRequest, visitorToken, visitorTus } from './request-helpers.ts';

// The owner's file requests (docs/product.md, File requests): made with an album named after them, every option
// kept, listed, edited, deleted; another user's id is as unknown as one that never was.
describe('file requests: the owner', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);
  const other = useMember(t);

  it('makes a request with every option and an album named after it', async () => {
    const res = await api.post('/api/file-requests', {
      token: me.token,
      body: {
        title: 'Holiday pictures',
        message: 'Drop your photos here',
        password: 'open sesame',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        maxFiles: 10,
        maxTotalSize: 5_000_000,
        allowedTypes: ['image', 'video', 'image'],
        requireName: true,
        showUploads: true,
      },
    });
    expect(res.status).toBe(201);
    const request = res.body.data.request;
    expect(request).toMatchObject({
      title: 'Holiday pictures',
      message: 'Drop your photos here',
      hasPassword: true,
      maxFiles: 10,
      maxTotalSize: 5_000_000,
      allowedTypes: ['image', 'video'],
      requireName: true,
      showUploads: true,
      isActive: true,
      uploadCount: 0,
      totalSize: 0,
      lastUploadAt: null,
    });
    expect(request.url).toMatch(new RegExp(`/request/${request.slug}$`));
    expect(request.slug).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(JSON.stringify(res.body)).not.toContain('password_hash');
    const album = await api.get(`/api/albums/${request.albumId}`, { token: me.token });
    expect(album.status).toBe(200);
    expect(album.body.data.album).toMatchObject({ name: 'Holiday pictures', fileRequestId: request.id });
  });

  it('refuses bad input with a sentence', async () => {
    for (const body of [
      { title: '' },
      { title: 'x', allowedTypes: ['executables'] },
      { title: 'x', maxFiles: 0 },
      { title: 'x', password: 'ab' },
      { title: 'x', expiresAt: '2001-01-01T00:00:00Z' },
    ]) {
      const res = await api.post('/api/file-requests', { token: me.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(/\w+ \w+/);
    }
  });

  it('lists, reads, edits and deletes only its own requests', async () => {
    const mine = await makeRequest(api, me.token, { title: 'Mine' });
    const theirs = await makeRequest(api, other.token, { title: 'Theirs' });

    const list = await api.get('/api/file-requests', { token: me.token });
    expect(list.status).toBe(200);
    const titles = (list.body.data.requests as { title: string }[]).map((r) => r.title);
    expect(titles).toContain('Mine');
    expect(titles).not.toContain('Theirs');

    for (const [method, path] of [
      ['get', `/api/file-requests/${theirs.id}`],
      ['patch', `/api/file-requests/${theirs.id}`],
      ['delete', `/api/file-requests/${theirs.id}`],
      ['get', `/api/file-requests/${theirs.id}/uploads`],
    ] as const) {
      const res = await api[method](path, {
        token: me.token,
        body: method === 'patch' ? { title: 'Taken' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('FILE_REQUEST_NOT_FOUND');
    }

    const edited = await api.patch(`/api/file-requests/${mine.id}`, {
      token: me.token,
      body: { title: 'Mine, renamed', password: 'secret', maxFiles: null, isActive: false, showUploads: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.request).toMatchObject({
      title: 'Mine, renamed',
      hasPassword: true,
      maxFiles: null,
      isActive: false,
      showUploads: true,
    });
    const cleared = await api.patch(`/api/file-requests/${mine.id}`, { token: me.token, body: { password: null } });
    expect(cleared.body.data.request.hasPassword).toBe(false);

    const removed = await api.delete(`/api/file-requests/${mine.id}`, { token: me.token });
    expect(removed.status).toBe(200);
    expect((await api.get(`/api/file-requests/${mine.id}`, { token: me.token })).status).toBe(404);
    // The album stays in the library.
    expect((await api.get(`/api/albums/${mine.albumId}`, { token: me.token })).status).toBe(200);
    // Theirs is untouched.
    const still = await api.get(`/api/file-requests/${theirs.id}`, { token: other.token });
    expect(still.body.data.request.title).toBe('Theirs');
  });

  it('answers 401 to a stranger', async () => {
    expect((await api.get('/api/file-requests')).status).toBe(401);
    expect((await api.post('/api/file-requests', { body: { title: 'x' } })).status).toBe(401);
  });
});

describe('file requests: an account deletion', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);

  it('takes its requests and what arrived through them with it', async () => {
    const request = await makeRequest(api, me.token, { title: 'Going away' });
    const tus = visitorTus(() => t.url, request.slug, await visitorToken(api, request.slug));
    const created = await tus.create(PNG_1x1.length);
    expect((await tus.patch(created.location!, 0, PNG_1x1)).status).toBe(204);
    expect(await deleteAccount(t.ctx.db, me.id)).not.toBe('not_found');
    const left = await t.ctx.db.selectFrom('file_requests').select('id').where('id', '=', request.id).execute();
    expect(left).toEqual([]);
    const uploads = await t.ctx.db
      .selectFrom('file_request_uploads')
      .select('id')
      .where('request_id', '=', request.id)
      .execute();
    expect(uploads).toEqual([]);
    expect((await api.get(`/api/requests/public/${request.slug}`)).status).toBe(404);
  });
});
