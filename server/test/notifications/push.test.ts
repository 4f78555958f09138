import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushPayloadSchema } from '@vaultbox/common/schemas/notifications.ts';
import { buildUser, signIn } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { browserKeys, decryptPush, setPreferences, startPushService } from './notification-helpers.ts';

describe('Web Push', () => {
  const t = useTestApp({ env: { NODE_ENV: 'test' } });
  const { api } = t;
  let push: Awaited<ReturnType<typeof startPushService>>;
  const notifier = () => t.app.notifications.service.notifier;
  const settled = () => t.app.notifications.service.settled();

  beforeAll(async () => {
    push = await startPushService();
  });
  afterAll(async () => {
    await push.close();
  });

  async function subscribedUser(path: string, language: 'en' | 'fr' = 'en') {
    const built = await buildUser(t.ctx, { language });
    await setPreferences(t.ctx, built.user.id, { notifications: { email: false } });
    const { token } = await signIn(api, built.email);
    const browser = browserKeys();
    const res = await api.post('/api/notifications/push-subscriptions', {
      token,
      body: { endpoint: `${push.url}${path}`, expirationTime: null, keys: browser.keys },
    });
    expect(res.status).toBe(200);
    return { ...built, token, browser };
  }

  it('hands out one VAPID public key, kept in DATA_DIR/vapid.json with mode 0600', async () => {
    const { token } = await signIn(api, (await buildUser(t.ctx)).email);
    const first = await api.get('/api/notifications/push-key', { token });
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await api.get('/api/notifications/push-key', { token })).body.publicKey).toBe(first.body.publicKey);
    expect(statSync(join(t.dataDir, 'vapid.json')).mode & 0o777).toBe(0o600);
    expect((await api.get('/api/notifications/push-key')).status).toBe(401);
  });

  it('pushes an encrypted message in the recipient’s language to each of their browsers', async () => {
    const me = await subscribedUser('/fr-browser', 'fr');
    const before = push.received.length;
    await notifier().notify(me.user.id, 'storage_alert', { percent: 80, used: 800, limit: 1000 });
    await settled();
    const sent = push.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].path).toBe('/fr-browser');
    expect(sent[0].headers['content-encoding']).toBe('aes128gcm');
    expect(sent[0].headers.ttl).toBeDefined();
    expect(sent[0].headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const payload = pushPayloadSchema.parse(JSON.parse(decryptPush(sent[0].body, me.browser)));
    expect(payload).toEqual({
      title: 'Votre espace de stockage est plein à 80 %',
      body: expect.stringContaining('800 Bytes') as string,
      link: '/dashboard',
    });
  });

  it('pushes nothing when push is off, and only the first visit of a share’s hour', async () => {
    const me = await subscribedUser('/grouped');
    const before = push.received.length;
    const facts = { shareId: 'sh', fileName: 'a.txt', count: 1 };
    for (let i = 0; i < 3; i++) await notifier().notify(me.user.id, 'share_opened', facts, { group: 'share:sh' });
    await settled();
    expect(push.received.length - before).toBe(1);

    await setPreferences(t.ctx, me.user.id, { notifications: { push: false } });
    await notifier().notify(me.user.id, 'storage_alert', { percent: 95, used: 950, limit: 1000 });
    await settled();
    expect(push.received.length - before).toBe(1);
  });

  it('forgets a subscription the push service calls gone, and lets a browser unsubscribe', async () => {
    const me = await subscribedUser('/gone');
    push.gone.add('/gone');
    await notifier().notify(me.user.id, 'storage_alert', { percent: 80, used: 800, limit: 1000 });
    await settled();
    const rows = await t.ctx.db
      .selectFrom('push_subscriptions')
      .selectAll()
      .where('user_id', '=', me.user.id)
      .execute();
    expect(rows).toEqual([]);

    const again = await subscribedUser('/leaving');
    const other = await subscribedUser('/someone-else');
    // Another user's endpoint: nothing changes.
    await api.delete('/api/notifications/push-subscriptions', {
      token: again.token,
      body: { endpoint: `${push.url}/someone-else` },
    });
    const res = await api.delete('/api/notifications/push-subscriptions', {
      token: again.token,
      body: { endpoint: `${push.url}/leaving` },
    });
    expect(res.status).toBe(200);
    const left = await t.ctx.db.selectFrom('push_subscriptions').select(['user_id', 'endpoint']).execute();
    expect(left.map((r) => r.endpoint)).not.toContain(`${push.url}/leaving`);
    expect(left).toContainEqual({ user_id: other.user.id, endpoint: `${push.url}/someone-else` });
  });

  it('refuses endpoints in the server’s own network or not https, and keys that are not keys (SSRF)', async () => {
    const { token } = await signIn(api, (await buildUser(t.ctx)).email);
    const { keys } = browserKeys();
    for (const endpoint of [
      'http://push.example.com/x',
      'https://localhost/x',
      'https://10.0.0.8/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/x',
      'https://192.168.1.1/x',
      'http://10.0.0.8/x',
    ]) {
      const res = await api.post('/api/notifications/push-subscriptions', { token, body: { endpoint, keys } });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.error, endpoint).toMatch(/push endpoint must/);
    }
    const badKeys = await api.post('/api/notifications/push-subscriptions', {
      token,
      body: { endpoint: 'https://push.example.com/x', keys: { p256dh: 'abc', auth: 'def' } },
    });
    expect(badKeys.status).toBe(400);
    expect(badKeys.body.error).toMatch(/P-256/);
    expect(
      await t.ctx.db.selectFrom('push_subscriptions').selectAll().where('endpoint', 'like', '%10.0.0.8%').execute(),
    ).toEqual([]);
  });
});
