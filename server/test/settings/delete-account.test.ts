import { describe, expect, it } from 'vitest';
import { buildMedia, buildShare, buildUser, signIn } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { PNG_1x1 } from '../media/media-helpers.ts';
import { codeAt, signedInAccount, turnOnTwoFactor } from './settings-helpers.ts';

describe('POST /api/user/delete-account', () => {
  const t = useTestApp();
  const { api } = t;

  async function rowsOf(userId: string) {
    const count = async (
      table: 'sessions' | 'media_files' | 'shares' | 'activity_log' | 'mail_tokens' | 'backup_codes',
    ) => (await t.ctx.db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;
    return {
      users: (await t.ctx.db.selectFrom('users').select('id').where('id', '=', userId).execute()).length,
      sessions: await count('sessions'),
      media: await count('media_files'),
      shares: await count('shares'),
      activity: await count('activity_log'),
      mailTokens: await count('mail_tokens'),
      backupCodes: await count('backup_codes'),
    };
  }

  it('refuses a missing or wrong password with 400 and keeps everything', async () => {
    const me = await signedInAccount(t, api);
    const missing = await api.post('/api/user/delete-account', { token: me.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('password: Password is required');
    const wrong = await api.post('/api/user/delete-account', { token: me.token, body: { password: 'Wrong-Pass-1' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('Current password is incorrect');
    expect((await rowsOf(me.user.id)).users).toBe(1);
    expect((await api.get('/api/user/profile', { token: me.token })).status).toBe(200);
  });

  it('deletes the account with its sessions, files, shares, avatar, activity and key (thumbnails: account-removal.test.ts)', async () => {
    const me = await signedInAccount(t, api);
    const phone = await signIn(api, me.email, me.password);
    const media = await buildMedia(t.ctx, me.user, PNG_1x1, { name: 'dot.png' });
    await buildShare(t.ctx, media);
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(PNG_1x1)], { type: 'image/png' }), 'me.png');
    const avatar = await fetch(`${t.url}/api/user/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}` },
      body: form,
    });
    expect(avatar.status).toBe(200);
    const avatarKey = (
      await t.ctx.db.selectFrom('users').select('avatar_key').where('id', '=', me.user.id).executeTakeFirstOrThrow()
    ).avatar_key as string;
    expect(await t.ctx.blobs.exists(avatarKey)).toBe(true);
    expect(await t.ctx.blobs.exists(media.storage_key)).toBe(true);

    const res = await api.post('/api/user/delete-account', { token: me.token, body: { password: me.password } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Account deleted successfully' });
    expect(await rowsOf(me.user.id)).toEqual({
      users: 0,
      sessions: 0,
      media: 0,
      shares: 0,
      activity: 0,
      mailTokens: 0,
      backupCodes: 0,
    });
    expect(await t.ctx.blobs.exists(media.storage_key)).toBe(false);
    expect(await t.ctx.blobs.exists(avatarKey)).toBe(false);
    const wrapped = await t.ctx.db
      .selectFrom('users')
      .select('wrapped_key')
      .where('wrapped_key', '=', me.user.wrapped_key)
      .execute();
    expect(wrapped).toHaveLength(0);
    expect((await api.get('/api/user/profile', { token: phone.token })).status).toBe(401);
    expect((await api.post('/api/auth/login', { body: { email: me.email, password: me.password } })).status).toBe(401);
  });

  it('with two-factor on, needs a current code as well: missing or wrong is a 400', async () => {
    const me = await signedInAccount(t, api);
    const { secret } = await turnOnTwoFactor(api, me.token, me.password);
    const missing = await api.post('/api/user/delete-account', { token: me.token, body: { password: me.password } });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('TWO_FACTOR_CODE_REQUIRED');
    const wrong = await api.post('/api/user/delete-account', {
      token: me.token,
      body: { password: me.password, twoFactorCode: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await rowsOf(me.user.id)).users).toBe(1);
    const ok = await api.post('/api/user/delete-account', {
      token: me.token,
      body: { password: me.password, twoFactorCode: codeAt(secret, 1) },
    });
    expect(ok.status).toBe(200);
    expect(await rowsOf(me.user.id)).toMatchObject({ users: 0, backupCodes: 0 });
  });

  it('refuses the last active owner with 409 and a sentence', async () => {
    // Every other account of this app is a plain user: this owner is the only one.
    const owner = await buildUser(t.ctx, { role: 'owner' });
    const { token } = await signIn(api, owner.email, owner.password);
    const res = await api.post('/api/user/delete-account', { token, body: { password: owner.password } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'LAST_OWNER' });
    expect(res.body.error).toMatch(/last active owner/);
    expect((await rowsOf(owner.user.id)).users).toBe(1);
  });
});
