import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMedia, buildUser, signIn } from '../helpers/factories.ts';
import { fixture } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { PNG_1x1, uploadId } from '../media/media-helpers.ts';
import { codeAt, turnOnTwoFactor } from '../settings/settings-helpers.ts';
import {
  browserKeys,
  decodedMailsTo,
  kindsOf,
  setPreferences,
  startPushService,
  waitForMails,
} from './notification-helpers.ts';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('what makes notifications: storage, uploads, security', () => {
  const t = useTestApp({ env: { NODE_ENV: 'test' } });
  const { api } = t;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const settled = () => t.app.notifications.service.settled();

  beforeAll(async () => {
    push = await startPushService();
  });
  afterAll(async () => {
    await push.close();
  });

  async function subscribe(token: string, path: string): Promise<void> {
    const res = await api.post('/api/notifications/push-subscriptions', {
      token,
      body: { endpoint: `${push.url}${path}`, keys: browserKeys().keys },
    });
    expect(res.status).toBe(200);
  }
  const pushesTo = (path: string) => push.received.filter((p) => p.path === path).length;

  async function entriesOf(userId: string) {
    const rows = await t.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({ kind: r.kind, facts: JSON.parse(r.facts) as Record<string, unknown> }));
  }

  it('warns once when storage crosses 80 % and 95 % upwards, and again only after falling below', async () => {
    const me = await buildUser(t.ctx);
    await t.ctx.db.updateTable('users').set({ storage_limit: 1000 }).where('id', '=', me.user.id).execute();
    const { token } = await signIn(api, me.email);
    await subscribe(token, '/storage');
    const bytes = (n: number) => randomBytes(n);

    const first = await uploadId(t, token, bytes(500), { name: 'half.bin' });
    expect(await kindsOf(t.ctx, me.user.id)).toEqual([]);
    await uploadId(t, token, bytes(320), { name: 'eighty.bin' }); // 820: 80 %
    await uploadId(t, token, bytes(10), { name: 'more.bin' }); // 830: still 80 %
    await uploadId(t, token, bytes(130), { name: 'ninety-six.bin' }); // 960: 95 %
    await settled();
    expect(await entriesOf(me.user.id)).toEqual([
      { kind: 'storage_alert', facts: { percent: 80, used: 820, limit: 1000 } },
      { kind: 'storage_alert', facts: { percent: 95, used: 960, limit: 1000 } },
    ]);
    // In the app, by push and by mail (all on by default).
    expect(pushesTo('/storage')).toBe(2);
    const mails = await waitForMails(t.dataDir, me.email, 2);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('Your storage is 80% full'),
      expect.stringContaining('Your storage is 95% full'),
    ]);

    expect((await api.delete(`/api/media/${first}`, { token })).status).toBe(200); // 460: below both
    await uploadId(t, token, bytes(400), { name: 'again.bin' }); // 860: 80 % again
    await settled();
    expect((await entriesOf(me.user.id)).map((e) => e.facts.percent)).toEqual([80, 95, 80]);
  });

  it('warns when an owner lowers a storage limit below what the user already stores', async () => {
    const me = await buildUser(t.ctx);
    const owner = await buildUser(t.ctx, { role: 'owner' });
    const { token } = await signIn(api, me.email);
    const ownerToken = (await signIn(api, owner.email)).token;
    await uploadId(t, token, randomBytes(900), { name: 'big.bin' });
    await settled();
    expect(await kindsOf(t.ctx, me.user.id)).toEqual([]);
    const res = await api.put(`/api/admin/users/${me.user.id}`, { token: ownerToken, body: { storageLimit: 1000 } });
    expect(res.status).toBe(200);
    await settled();
    expect(await entriesOf(me.user.id)).toEqual([
      { kind: 'storage_alert', facts: { percent: 80, used: 900, limit: 1000 } },
    ]);
  });

  it('announces an upload batch once its last file is processed: how many, failures first, when asked for', async () => {
    const me = await buildUser(t.ctx);
    await setPreferences(t.ctx, me.user.id, { notifications: { uploadConfirmation: true, email: false } });
    const { token } = await signIn(api, me.email);
    await subscribe(token, '/uploads');
    await buildMedia(t.ctx, me.user, PNG_1x1, { name: 'one.png', process: true });
    await buildMedia(t.ctx, me.user, fixture('fixture-corrupt.png'), { name: 'broken.png', process: true });
    await buildMedia(t.ctx, me.user, PNG_1x1, { name: 'three.png', process: true });
    await t.app.media.jobs.runUntilIdle();
    await settled();
    expect(await entriesOf(me.user.id)).toEqual([
      { kind: 'uploads_finished', facts: { files: 3, failed: 1, names: ['broken.png', 'one.png', 'three.png'] } },
    ]);
    expect(pushesTo('/uploads')).toBe(1);
    expect(decodedMailsTo(t.dataDir, me.email)).toHaveLength(0);

    // Off (the default): no entry.
    const quiet = await buildUser(t.ctx);
    await buildMedia(t.ctx, quiet.user, PNG_1x1, { name: 'q.png', process: true });
    await t.app.media.jobs.runUntilIdle();
    expect(await kindsOf(t.ctx, quiet.user.id)).toEqual([]);
  });

  it('tells of security changes in the app and by push, mailing only what no other mail tells', async () => {
    const me = await buildUser(t.ctx);
    const { token } = await signIn(api, me.email, me.password);
    await subscribe(token, '/security');
    const headers = { 'user-agent': FIREFOX_ON_WINDOWS };

    const { secret } = await turnOnTwoFactor(api, token, me.password);
    await api.post('/api/user/2fa/backup-codes', { token, headers, body: { password: me.password } });
    await api.post('/api/user/2fa/disable', { token, headers, body: { password: me.password } });
    expect(secret).toBeTruthy();
    const changed = await api.put('/api/user/password', {
      token,
      headers,
      body: { currentPassword: me.password, newPassword: 'Another-Horse-7' },
    });
    expect(changed.status).toBe(200);
    await settled();
    const events = (await entriesOf(me.user.id)).map((e) => e.facts.event);
    expect(events).toEqual(['two_factor_on', 'backup_codes', 'two_factor_off', 'password_changed']);
    expect(pushesTo('/security')).toBe(4);
    // Each change's own mail, and no second one from the notifications.
    const mails = await waitForMails(t.dataDir, me.email, 4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(decodedMailsTo(t.dataDir, me.email)).toHaveLength(4);
    expect(mails.map((m) => m.subject).join('\n')).not.toContain('new device');

    // An administrator clears a second factor: told in the app too.
    const admin = await buildUser(t.ctx, { role: 'admin' });
    const adminToken = (await signIn(api, admin.email)).token;
    const them = await buildUser(t.ctx);
    const theirToken = (await signIn(api, them.email)).token;
    await turnOnTwoFactor(api, theirToken, them.password);
    expect((await api.delete(`/api/admin/users/${them.user.id}/2fa`, { token: adminToken })).status).toBe(200);
    expect((await entriesOf(them.user.id)).map((e) => e.facts.event)).toEqual(['two_factor_on', 'two_factor_cleared']);
    expect(codeAt(secret, 1)).toMatch(/^\d{6}$/);
  });

  it('tells of a sign-in from a device the account never used, by mail too, and not again for that device', async () => {
    const me = await buildUser(t.ctx);
    const login = (userAgent: string) =>
      api.post('/api/auth/login', {
        headers: { 'user-agent': userAgent },
        body: { email: me.email, password: me.password },
      });
    expect((await login(FIREFOX_ON_WINDOWS)).status).toBe(200); // the first sign-in: nothing to compare with
    expect((await login(FIREFOX_ON_WINDOWS)).status).toBe(200);
    await settled();
    expect(await kindsOf(t.ctx, me.user.id)).toEqual([]);

    expect((await login(SAFARI_ON_IOS)).status).toBe(200);
    expect((await login(SAFARI_ON_IOS)).status).toBe(200);
    await settled();
    expect(await entriesOf(me.user.id)).toEqual([
      { kind: 'security', facts: { event: 'new_device', device: 'Safari · iOS · 127.0.0.x' } },
    ]);
    const [mail] = await waitForMails(t.dataDir, me.email, 1);
    expect(mail.subject).toContain('Sign-in from a new device');
    expect(mail.text).toContain('Safari on iOS');
  });
});
