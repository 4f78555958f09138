import { describe, expect, it } from 'vitest';
import { activityResponse } from '@vaultbox/common/schemas/account-security.ts';
import { insertActivity } from '../../src/repos/activity.repo.ts';
import { buildMedia } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { PNG_1x1, upload, uploadId } from '../media/media-helpers.ts';
import { signedInAccount, turnOnTwoFactor } from './settings-helpers.ts';

describe('GET /api/user/activity', () => {
  const t = useTestApp();
  const { api } = t;

  it('lists what the account did, newest first: sign-ins, security changes, files, shares, exports', async () => {
    const me = await signedInAccount(t, api);
    await api.post('/api/auth/login', { body: { email: me.email, password: 'Wrong-Pass-1' } });
    const uploaded = await upload(t, me.token, PNG_1x1, { name: 'dot.png' });
    const mediaId = uploaded.body.mediaId as string;
    const share = await api.post('/api/share', {
      token: me.token,
      body: { mediaFileId: mediaId, allowEmbedding: false },
    });
    await api.delete(`/api/share/${share.body.data.share.id}`, { token: me.token });
    await api.delete(`/api/media/${mediaId}`, { token: me.token });
    await api.get('/api/user/export', { token: me.token });
    await turnOnTwoFactor(api, me.token, me.password);
    await api.delete('/api/user/sessions/all', { token: me.token });
    await api.put('/api/user/password', {
      token: me.token,
      body: { currentPassword: me.password, newPassword: 'Another-Pass-77' },
    });
    await api.put('/api/user/profile', {
      token: me.token,
      body: { email: `next-${me.user.id}@example.com`, currentPassword: 'Another-Pass-77' },
    });

    const res = await api.get('/api/user/activity', { token: me.token });
    expect(res.status).toBe(200);
    const body = activityResponse.parse(res.body);
    expect(body.activities.map((a) => a.action)).toEqual([
      'email_change_requested',
      'password_change',
      'session_revoked',
      'two_factor_enabled',
      'export',
      'media_delete',
      'share_delete',
      'share_create',
      'upload',
      'login_failed',
      'login',
    ]);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 11, pages: 1 });
    const uploadEntry = body.activities.find((a) => a.action === 'upload');
    expect(uploadEntry).toMatchObject({ ip: '127.0.0.1', details: { mediaId, name: 'dot.png' } });
    expect(uploadEntry?.userAgent).toBeTruthy();
  });

  it('names the file of an upload, a share and a deletion (the activity list says them), and counts many', async () => {
    const me = await signedInAccount(t, api);
    const mediaId = await uploadId(t, me.token, PNG_1x1, { name: 'holiday photo.png' });
    const share = await api.post('/api/share', { token: me.token, body: { mediaFileId: mediaId } });
    const shareId = share.body.data.share.id as string;
    await api.delete(`/api/share/${shareId}`, { token: me.token });
    await api.delete(`/api/media/${mediaId}`, { token: me.token });
    const many = [await uploadId(t, me.token, PNG_1x1, { name: 'a.png' }), await uploadId(t, me.token, PNG_1x1)];
    await api.post('/api/media/bulk-delete', { token: me.token, body: { ids: many } });

    const { activities } = activityResponse.parse((await api.get('/api/user/activity', { token: me.token })).body);
    const detailsOf = (action: string) => activities.filter((a) => a.action === action).map((a) => a.details);
    const name = 'holiday photo.png';
    expect(detailsOf('upload')).toContainEqual({ mediaId, name, size: expect.any(Number) });
    expect(detailsOf('share_create')).toEqual([{ shareId, mediaId, name }]);
    expect(detailsOf('share_delete')).toEqual([{ count: 1, shareIds: [shareId], name }]);
    // One file by its name; a bulk deletion by its count (its names could be many).
    expect(detailsOf('media_delete')).toEqual(
      expect.arrayContaining([
        { count: 1, mediaIds: [mediaId], name },
        { count: 2, mediaIds: expect.arrayContaining(many) },
      ]),
    );
    // The account export carries the same entries.
    const exported = await api.get('/api/user/export', { token: me.token });
    expect(exported.status).toBe(200);
    expect(exported.body.activity).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'share_create', details: { shareId, mediaId, name } }),
      ]),
    );
  });

  it("pages with page and limit (defaults 1 and 20), and shows nobody else's entries", async () => {
    const me = await signedInAccount(t, api);
    const other = await signedInAccount(t, api);
    for (let i = 0; i < 24; i++) {
      await insertActivity(t.ctx.db, { userId: me.user.id, action: 'upload', meta: { ip: null, userAgent: null } });
    }
    await buildMedia(t.ctx, other.user, PNG_1x1);
    const first = activityResponse.parse((await api.get('/api/user/activity', { token: me.token })).body);
    expect(first.activities).toHaveLength(20);
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 25, pages: 2 });
    const second = activityResponse.parse(
      (await api.get('/api/user/activity?page=2&limit=20', { token: me.token })).body,
    );
    expect(second.activities).toHaveLength(5);
    const ids = new Set([...first.activities, ...second.activities].map((a) => a.id));
    expect(ids.size).toBe(25);
    const small = activityResponse.parse(
      (await api.get('/api/user/activity?page=3&limit=10', { token: me.token })).body,
    );
    expect(small.pagination).toEqual({ page: 3, limit: 10, total: 25, pages: 3 });
    const theirs = activityResponse.parse((await api.get('/api/user/activity', { token: other.token })).body);
    expect(theirs.pagination.total).toBe(1);
    expect((await api.get('/api/user/activity?page=abc&limit=-3', { token: me.token })).body.pagination).toMatchObject({
      page: 1,
      limit: 20,
    });
    expect((await api.get('/api/user/activity')).status).toBe(401);
  });
});
