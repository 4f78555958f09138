import { describe, expect, it } from 'vitest';
import { buildMedia } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { PNG_1x1, useMember, uploadId } from '../media/media-helpers.ts';
import { tusClient } from '../media/tus-requests.ts';

// What decides that a file is public (docs/product.md, Public profile): the owner's switch on the file, and the
// defaultPublic preference for new uploads on both upload paths; and the profile's bio.

describe('marking files public', () => {
  const t = useTestApp();
  const me = useMember(t);
  const someone = useMember(t);
  const tus = tusClient(
    () => t.url,
    () => me.token,
  );

  const isPublicOf = async (id: string) =>
    (await t.api.get(`/api/media/${id}`, { token: me.token })).body.data.file.isPublic as boolean;
  const setDefaultPublic = (defaultPublic: boolean) =>
    t.api.put('/api/user/preferences', { token: me.token, body: { upload: { defaultPublic } } });

  async function uploadBothWays(): Promise<{ multipart: string; resumable: string }> {
    const multipart = await uploadId(t, me.token, Buffer.from('by the form'), { name: 'form.txt' });
    const bytes = Buffer.from('by tus');
    const created = await tus.create(bytes.length, { filename: 'tus.txt' }, { body: bytes });
    expect(created.status).toBe(201);
    return { multipart, resumable: created.mediaId! };
  }

  it('keeps new uploads private by default, on both upload paths', async () => {
    const { multipart, resumable } = await uploadBothWays();
    expect([await isPublicOf(multipart), await isPublicOf(resumable)]).toEqual([false, false]);
  });

  it('marks new uploads public with defaultPublic on, on both upload paths', async () => {
    expect((await setDefaultPublic(true)).status).toBe(200);
    const { multipart, resumable } = await uploadBothWays();
    expect([await isPublicOf(multipart), await isPublicOf(resumable)]).toEqual([true, true]);
    await setDefaultPublic(false);
  });

  it('lets the owner switch a file public and back, and lists it on the profile only while public', async () => {
    await t.api.put('/api/user/preferences', { token: me.token, body: { privacy: { profileVisibility: 'public' } } });
    const file = await buildMedia(t.ctx, me.user, PNG_1x1, { name: 'switch.png' });
    const listed = async () =>
      (await t.api.get(`/api/u/${me.user.username}`)).body.data.files.map((f: { id: string }) => f.id) as string[];
    expect(await listed()).not.toContain(file.id);

    const on = await t.api.put(`/api/media/${file.id}`, { token: me.token, body: { isPublic: true } });
    expect([on.status, on.body.data.file.isPublic]).toEqual([200, true]);
    expect(await listed()).toContain(file.id);
    expect((await t.api.get(`/api/u/${me.user.username}/files/${file.id}/download`)).status).toBe(200);

    const off = await t.api.put(`/api/media/${file.id}`, { token: me.token, body: { isPublic: false } });
    expect(off.body.data.file.isPublic).toBe(false);
    expect(await listed()).not.toContain(file.id);
    expect((await t.api.get(`/api/u/${me.user.username}/files/${file.id}/download`)).status).toBe(404);
  });

  it('answers 404 to someone switching another user’s file, and leaves it as it was', async () => {
    const file = await buildMedia(t.ctx, me.user, Buffer.from('mine'), { name: 'mine.txt' });
    const res = await t.api.put(`/api/media/${file.id}`, { token: someone.token, body: { isPublic: true } });
    expect(res.status).toBe(404);
    expect(await isPublicOf(file.id)).toBe(false);
  });

  it('refuses an isPublic that is not a boolean with a sentence', async () => {
    const file = await buildMedia(t.ctx, me.user, Buffer.from('typed'), { name: 'typed.txt' });
    const res = await t.api.put(`/api/media/${file.id}`, { token: me.token, body: { isPublic: 'yes' } });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('isPublic must be true or false');
  });
});

describe('the profile bio', () => {
  const t = useTestApp();
  const me = useMember(t);

  it('is saved, trimmed, answered by the profile, and cleared by an empty text', async () => {
    const saved = await t.api.put('/api/user/profile', { token: me.token, body: { bio: '  I take pictures.  ' } });
    expect([saved.status, saved.body.data.user.bio]).toEqual([200, 'I take pictures.']);
    expect((await t.api.get('/api/user/profile', { token: me.token })).body.data.user.bio).toBe('I take pictures.');
    const cleared = await t.api.put('/api/user/profile', { token: me.token, body: { bio: '' } });
    expect(cleared.body.data.user.bio).toBeNull();
  });

  it('refuses a bio over 300 characters or with control characters', async () => {
    const long = await t.api.put('/api/user/profile', { token: me.token, body: { bio: 'x'.repeat(301) } });
    expect([long.status, long.body.error]).toEqual([400, 'bio: Bio must be at most 300 characters']);
    const control = await t.api.put('/api/user/profile', { token: me.token, body: { bio: 'a\u0007b' } });
    expect(control.status).toBe(400);
  });

  it('drops the withdrawn shareUsageData switch instead of refusing it', async () => {
    const res = await t.api.put('/api/user/preferences', {
      token: me.token,
      body: { privacy: { shareUsageData: true, allowAnalytics: false } },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.preferences.privacy).toEqual({ profileVisibility: 'private', allowAnalytics: false });
    const stored = await t.ctx.db
      .selectFrom('users')
      .select('preferences')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow();
    expect(stored.preferences).not.toContain('shareUsageData');
  });
});
