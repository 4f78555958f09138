import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../src/modules/two-factor/totp.ts';
import { buildInviteCode, buildMedia, buildShare, signIn, validRegistration } from '../helpers/factories.ts';
import { client } from '../helpers/http-client.ts';
import { startTestApp, TEST_APP_URL, useTestApp, withRestarts } from '../helpers/test-app.ts';
import { tusClient } from '../media/tus-requests.ts';
import { pageRoutes } from '../share/public-routes.ts';
import { actionsOf, signedInAs, useAdminWorld } from './admin-world.ts';

const MAINTENANCE = {
  success: false,
  error: 'System is in maintenance mode. Some features may be unavailable.',
  code: 'MAINTENANCE_MODE',
};

describe('GET /api/system/info', () => {
  const w = useAdminWorld();

  it('tells anyone the build, the maintenance state and the app URL facts', async () => {
    const res = await w.api.get('/api/system/info');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      success: true,
      buildId: 'none',
      maintenance: false,
      appUrl: TEST_APP_URL,
      appUrlConfigured: true,
      maxUploadBytes: w.t.ctx.config.maxUploadBytes,
    });
  });

  it('gives a new build id when a new web build is served', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'vaultbox-build-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><script src="/assets/index-aaaa.js"></script>');
    const t = await startTestApp({ webDist });
    try {
      const api = client(t.url);
      const first = (await api.get('/api/system/info')).body.buildId as string;
      expect(first).toMatch(/^[0-9a-f]{16}$/);
      expect((await api.get('/api/system/info')).body.buildId).toBe(first);
      writeFileSync(join(webDist, 'index.html'), '<!doctype html><script src="/assets/index-bbbbbb.js"></script>');
      const second = (await api.get('/api/system/info')).body.buildId as string;
      expect(second).toMatch(/^[0-9a-f]{16}$/);
      expect(second).not.toBe(first);
    } finally {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('GET /api/system/info without APP_URL', () => {
  const t = useTestApp({ env: { APP_URL: '' } });

  it('says that links in mails point to the default address', async () => {
    const res = await t.api.get('/api/system/info');
    expect(res.body).toMatchObject({ appUrl: 'http://localhost:0', appUrlConfigured: false, buildId: 'none' });
  });
});

describe('maintenance mode', () => {
  const w = useAdminWorld();
  const { api } = w;
  const setMaintenance = (enabled: boolean, token = w.owner.token) =>
    api.put('/api/admin/maintenance', { token, body: { enabled } });

  it('is switched by the owner only, and logged', async () => {
    for (const person of [w.member, w.admin]) expect((await setMaintenance(true, person.token)).status).toBe(403);
    const on = await setMaintenance(true);
    expect(on.body).toEqual({ success: true, maintenance: true });
    expect((await api.get('/api/system/info')).body.maintenance).toBe(true);
    const off = await setMaintenance(false);
    expect(off.body).toEqual({ success: true, maintenance: false });
    expect((await api.get('/api/system/info')).body.maintenance).toBe(false);
    const logged = (await actionsOf(w.t.ctx, w.owner.id)).filter((a) => a.action === 'maintenance_change');
    expect(logged.map((a) => a.details)).toEqual(expect.arrayContaining([{ enabled: true }, { enabled: false }]));
    const bad = await api.put('/api/admin/maintenance', { token: w.owner.token, body: { enabled: 'yes' } });
    expect(bad.status).toBe(400);
  });

  it('refuses the writes of everyone but the owner with 503, while reads, sign-in and share visitors go on', async () => {
    const file = await buildMedia(w.t.ctx, w.member.user, Buffer.from('a file to share'));
    const share = await buildShare(w.t.ctx, file);
    const code = await buildInviteCode(w.t.ctx);
    await setMaintenance(true);
    try {
      const refused = [
        await api.post('/api/share', { token: w.member.token, body: { mediaFileId: file.id } }),
        await api.put('/api/user/profile', { token: w.member.token, body: { displayName: 'New Name' } }),
        await api.delete(`/api/media/${file.id}`, { token: w.member.token }),
        await api.post('/api/invite/create', { token: w.admin.token, body: {} }),
        await api.post('/api/auth/register', { body: validRegistration({ inviteCode: code.code }) }),
      ];
      for (const res of refused) {
        expect(res.status).toBe(503);
        expect(res.body).toEqual(MAINTENANCE);
      }
      expect(await w.t.ctx.db.selectFrom('shares').select('id').where('media_id', '=', file.id).execute()).toHaveLength(
        1,
      );
      expect((await api.get(`/api/media/${file.id}`, { token: w.member.token })).status).toBe(200);
      expect((await api.get('/api/user/profile', { token: w.member.token })).status).toBe(200);
      const session = await signIn(api, w.member.email, w.member.password);
      expect((await api.post('/api/auth/logout', { token: session.token })).status).toBeLessThan(300);
      expect((await pageRoutes['POST page data'](w.t, share.slug)).status).toBe(200);

      expect((await api.post('/api/invite/create', { token: w.owner.token, body: {} })).status).toBe(201);
      const edit = await api.put(`/api/admin/users/${w.member.id}`, {
        token: w.owner.token,
        body: { tier: 'premium' },
      });
      expect(edit.status).toBe(200);
    } finally {
      await setMaintenance(false);
    }
    expect((await api.post('/api/share', { token: w.member.token, body: { mediaFileId: file.id } })).status).toBe(201);
  });

  it('refuses a resumable upload, new or under way, with the same 503 code the web reads as "paused"', async () => {
    const tus = tusClient(
      () => w.t.url,
      () => w.member.token,
    );
    const started = await tus.create(8, { filename: 'notes.txt' });
    expect(started.status).toBe(201);
    await setMaintenance(true);
    try {
      const refused = [
        await tus.create(8, { filename: 'later.txt' }),
        await tus.patch(started.location ?? '', 0, Buffer.from('12345678')),
      ];
      for (const res of refused) {
        expect(res.status).toBe(503);
        expect(res.body).toEqual(MAINTENANCE);
      }
      // Asking where it stands is a read: the upload is still there to resume.
      expect((await tus.head(started.location ?? '')).offset).toBe(0);
    } finally {
      await setMaintenance(false);
    }
    const resumed = await tus.patch(started.location ?? '', 0, Buffer.from('12345678'));
    expect(resumed.status).toBe(204);
  });

  it('never blocks a security action: sign-outs, a new password, two-factor on and off, backup codes', async () => {
    const me = await signedInAs(w.t.ctx, api, 'user');
    const locked = await signedInAs(w.t.ctx, api, 'user');
    await setMaintenance(true);
    try {
      const token = me.token;
      // Two more sessions: one to sign out by its id, one for "everywhere else".
      await signIn(api, me.email, me.password);
      await signIn(api, me.email, me.password);
      const sessions = (await api.get('/api/user/sessions', { token })).body.sessions as {
        id: string;
        current: boolean;
      }[];
      const otherId = sessions.find((s) => !s.current)?.id;
      const step = async (what: string, res: Promise<{ status: number; body: unknown }>) => {
        const done = await res;
        expect(done.status, `${what}: ${JSON.stringify(done.body)}`).toBe(200);
        return done.body as Record<string, unknown>;
      };
      await step('revoke a session', api.delete(`/api/user/sessions/${otherId}`, { token }));
      await step('sign out everywhere else', api.delete('/api/user/sessions/all', { token }));
      const password = 'Maintenance-Pass-7';
      await step(
        'change the password',
        api.put('/api/user/password', { token, body: { currentPassword: me.password, newPassword: password } }),
      );
      const setup = await step('start two-factor', api.post('/api/user/2fa/enable', { token, body: { password } }));
      await step(
        'turn two-factor on',
        api.post('/api/user/2fa/confirm', { token, body: { token: totpCode(setup.secret as string) } }),
      );
      await step('new backup codes', api.post('/api/user/2fa/backup-codes', { token, body: { password } }));
      await step('turn two-factor off', api.post('/api/user/2fa/disable', { token, body: { password } }));
      // An admin may clear a locked-out person's second factor.
      const lockedSetup = await api.post('/api/user/2fa/enable', {
        token: locked.token,
        body: { password: locked.password },
      });
      await api.post('/api/user/2fa/confirm', {
        token: locked.token,
        body: { token: totpCode(lockedSetup.body.secret as string) },
      });
      await step('clear two-factor', api.delete(`/api/admin/users/${locked.id}/2fa`, { token: w.admin.token }));
      await step('sign out', api.post('/api/auth/logout', { token }));
      // Ordinary writes stay refused.
      expect((await api.put('/api/user/profile', { token: locked.token, body: { displayName: 'X Y' } })).status).toBe(
        503,
      );
    } finally {
      await setMaintenance(false);
    }
  });

  it('survives a restart, and holds for every process on the same database', async () => {
    await withRestarts(async (start) => {
      const first = await start();
      const owner = await signedInAs(first.ctx, client(first.url), 'owner');
      const member = await signedInAs(first.ctx, client(first.url), 'user');
      const second = await start();
      await client(first.url).put('/api/admin/maintenance', { token: owner.token, body: { enabled: true } });
      const elsewhere = await client(second.url).put('/api/user/profile', {
        token: member.token,
        body: { displayName: 'Other Process' },
      });
      expect(elsewhere.status).toBe(503);
      await first.close();
      await second.close();
      const again = await start();
      expect((await client(again.url).get('/api/system/info')).body.maintenance).toBe(true);
    });
  });
});
