import { beforeAll, describe, expect, it } from 'vitest';
import { buildMedia, buildUser, signIn } from '../helpers/factories.ts';
import { TEST_APP_URL, useTestApp } from '../helpers/test-app.ts';
import { PNG_1x1, rawGet, signedInMember, storageUsed, type Member } from './media-helpers.ts';

describe('another user\u2019s file is not there, on every route and for every role', () => {
  const t = useTestApp();
  const { api } = t;
  let owner: Member;
  let fileId: string;
  const strangers: { label: string; token: string; cookie: string }[] = [];

  beforeAll(async () => {
    owner = await signedInMember(t, api);
    fileId = (await buildMedia(t.ctx, owner.user, PNG_1x1, { name: 'private.png', process: true })).id;
    await t.app.media.jobs.runUntilIdle();
    for (const role of ['user', 'admin', 'owner'] as const) {
      const built = await buildUser(t.ctx, { role });
      const session = await signIn(api, built.email);
      strangers.push({ label: role, token: session.token, cookie: session.cookie });
    }
  });

  it('answers 404 to a stranger of any role on get, put, delete, download, stream, thumbnail and view', async () => {
    for (const stranger of strangers) {
      const calls = [
        api.get(`/api/media/${fileId}`, { token: stranger.token }),
        api.put(`/api/media/${fileId}`, { token: stranger.token, body: { title: 'mine now' } }),
        api.delete(`/api/media/${fileId}`, { token: stranger.token }),
        api.post(`/api/media/${fileId}/view`, { token: stranger.token }),
        api.get(`/api/media/${fileId}/download`, { token: stranger.token }),
        api.get(`/api/media/${fileId}/stream`, { token: stranger.token }),
        api.get(`/api/media/${fileId}/thumbnail?size=small`, { token: stranger.token }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status, `${stranger.label}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      }
      // By cookie too, the way <img> and <video> ask.
      expect((await rawGet(`${t.url}/api/media/${fileId}/stream`, { cookie: stranger.cookie })).status).toBe(404);
      expect((await rawGet(`${t.url}/api/media/${fileId}/thumbnail`, { cookie: stranger.cookie })).status).toBe(404);
    }
  });

  it('ignores strangers\u2019 ids in bulk delete and leaves their lists alone', async () => {
    for (const stranger of strangers) {
      const res = await api.post('/api/media/bulk-delete', { token: stranger.token, body: { ids: [fileId] } });
      expect(res.body).toMatchObject({ success: true, deleted: 0 });
      const list = await api.get('/api/media', { token: stranger.token });
      expect(list.body.data.total).toBe(0);
      expect((await api.get(`/api/media/search?search=private`, { token: stranger.token })).body.data.total).toBe(0);
      expect((await api.get('/api/media/stats', { token: stranger.token })).body.data.total).toBe(0);
    }
  });

  it('leaves the owner\u2019s file, counters and quota untouched', async () => {
    const res = await api.get(`/api/media/${fileId}`, { token: owner.token });
    expect(res.body.data.file).toMatchObject({ title: 'private', viewCount: 0, downloadCount: 0 });
    expect(await storageUsed(t.ctx, owner.id)).toBe(PNG_1x1.length);
    const thumb = await rawGet(`${t.url}/api/media/${fileId}/thumbnail?size=small`, { cookie: owner.cookie });
    expect(thumb.status).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const res = await api.delete(`/api/media/${fileId}`, { cookie: owner.cookie, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const same = await api.post(`/api/media/${fileId}/view`, { cookie: owner.cookie, origin: TEST_APP_URL });
    expect(same.status).toBe(200);
  });
});
