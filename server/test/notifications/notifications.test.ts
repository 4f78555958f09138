import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vaultbox/common/constants.ts';
import { JobRunner } from '../../src/jobs/job-runner.ts';
import { NOTIFICATION_DIGEST_JOB } from '../../src/modules/notifications/notifications.service.ts';
import { buildUser, signIn } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  decodedMailsTo,
  kindsOf,
  preferencesOf,
  setPreferences,
  unsubscribeToken,
  waitForMails,
} from './notification-helpers.ts';

describe('notifications: entries, digests, mails and unsubscribing', () => {
  const t = useTestApp({ env: { NODE_ENV: 'test' } });
  const { api } = t;
  const notifier = () => t.app.notifications.service.notifier;
  const settled = () => t.app.notifications.service.settled();

  /** Makes the queued digests due now and runs them. */
  async function runDueDigests(runner = t.app.notifications.jobs): Promise<void> {
    await t.ctx.db
      .updateTable('jobs')
      .set({ run_after: new Date(Date.now() - 1000).toISOString() })
      .where('kind', '=', NOTIFICATION_DIGEST_JOB)
      .where('state', '=', 'queued')
      .execute();
    await runner.runUntilIdle();
  }

  it('gathers a share’s visits of one hour into one entry with the summed count, and mails one digest', async () => {
    const owner = await buildUser(t.ctx);
    const facts = { shareId: 'share-1', fileName: 'holiday.jpg', count: 1 };
    for (let i = 0; i < 3; i++)
      await notifier().notify(owner.user.id, 'share_opened', facts, { group: 'share:share-1' });
    await notifier().notify(owner.user.id, 'share_downloaded', { ...facts, count: 2 }, { group: 'share:share-1' });
    await settled();

    const { token } = await signIn(api, owner.email);
    const list = await api.get('/api/notifications', { token });
    expect(list.status).toBe(200);
    const entries = list.body.data.notifications as Array<{ kind: string; facts: { count: number } }>;
    expect(entries.map((e) => [e.kind, e.facts.count]).sort()).toEqual([
      ['share_downloaded', 2],
      ['share_opened', 3],
    ]);
    expect(list.body.data.unread).toBe(2);
    // Nothing is mailed before the hour ends.
    expect(decodedMailsTo(t.dataDir, owner.email)).toHaveLength(0);

    // Two runners (two instances) racing for the digests, then a run again (a restart): one mail in all.
    const other = new JobRunner(t.ctx.db, t.ctx.log);
    other.register(NOTIFICATION_DIGEST_JOB, t.app.notifications.service.sendDigest);
    await Promise.all([runDueDigests(), runDueDigests(other)]);
    const payload = { userId: owner.user.id, group: 'share:share-1', groupHour: new Date().toISOString().slice(0, 13) };
    const job = await t.ctx.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', NOTIFICATION_DIGEST_JOB)
      .executeTakeFirstOrThrow();
    await t.app.notifications.service.sendDigest(payload, job);
    await other.stop();
    await t.ctx.mailer.flush();

    const mails = decodedMailsTo(t.dataDir, owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('holiday.jpg');
    expect(mails[0].text).toContain('opened 3 times');
    expect(mails[0].text).toContain('downloaded 2 times');
    expect(mails[0].headers).toMatch(/List-Unsubscribe: <http:\/\/vaultbox\.test\/api\/notifications\/unsubscribe\//);
    expect(mails[0].headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('makes nothing when the kind’s switch is off, and mails nothing when mail is off', async () => {
    const owner = await buildUser(t.ctx);
    await setPreferences(t.ctx, owner.user.id, { notifications: { storageAlerts: false } });
    await notifier().notify(owner.user.id, 'storage_alert', { percent: 80, used: 800, limit: 1000 });
    expect(await kindsOf(t.ctx, owner.user.id)).toEqual([]);

    await setPreferences(t.ctx, owner.user.id, { notifications: { storageAlerts: true, email: false } });
    await notifier().notify(owner.user.id, 'storage_alert', { percent: 80, used: 800, limit: 1000 });
    await settled();
    await t.ctx.mailer.flush();
    expect(await kindsOf(t.ctx, owner.user.id)).toEqual(['storage_alert']);
    expect(decodedMailsTo(t.dataDir, owner.email)).toHaveLength(0);
  });

  it('mails in the recipient’s language, with the file name, the extension button and a one-click unsubscribe', async () => {
    const subjects = new Set<string>();
    const bodies = new Set<string>();
    for (const language of LANGUAGES) {
      const owner = await buildUser(t.ctx, { language });
      await notifier().notify(
        owner.user.id,
        'share_expiring',
        { shareId: 's', fileName: `report-${language}.pdf`, expiresAt: '2030-01-02T03:04:00.000Z' },
        { mailAction: { url: `http://vaultbox.test/extend/${language}-token` } },
      );
      const [mail] = await waitForMails(t.dataDir, owner.email, 1);
      expect(mail.subject).toContain(`report-${language}.pdf`);
      expect(mail.text).toContain(`report-${language}.pdf`);
      expect(mail.html).toContain(`report-${language}.pdf`);
      expect(mail.text).toContain('2030-01-02 03:04 UTC');
      expect(mail.html).toContain(`http://vaultbox.test/extend/${language}-token`);
      expect(mail.text).toMatch(/http:\/\/vaultbox\.test\/unsubscribe\/[A-Za-z0-9_.-]+/);
      subjects.add(mail.subject.replace(`report-${language}.pdf`, ''));
      bodies.add(mail.text.split('\n')[2].replace(`report-${language}.pdf`, ''));
    }
    expect(subjects.size).toBe(LANGUAGES.length);
    expect(bodies.size).toBe(LANGUAGES.length);
  });

  it('turns the mail kind’s switch off with the unsubscribe link, and refuses a bad token with a sentence', async () => {
    const owner = await buildUser(t.ctx, { language: 'de' });
    await notifier().notify(owner.user.id, 'storage_alert', { percent: 95, used: 950, limit: 1000 });
    const [mail] = await waitForMails(t.dataDir, owner.email, 1);
    expect(mail.text).toContain('Speicher');
    const token = unsubscribeToken(mail);
    expect(token).not.toBeNull();

    // RFC 8058: what a mail client sends.
    const res = await fetch(`${t.url}/api/notifications/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, kind: 'storage_alert', turnedOff: 'storageAlerts' });
    expect((await preferencesOf(t.ctx, owner.user.id)).notifications.storageAlerts).toBe(false);
    // The web page's POST (no body) works too, and again.
    expect((await api.post(`/api/notifications/unsubscribe/${token}`)).status).toBe(200);

    for (const bad of ['nonsense', `${token}x`, `${token?.slice(0, -2)}AA`]) {
      const refused = await api.post(`/api/notifications/unsubscribe/${bad}`);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.error).toMatch(/unsubscribe link is not valid/);
    }
  });

  it('mails a new device’s sign-in with no unsubscribe: security notices cannot be turned off', async () => {
    const owner = await buildUser(t.ctx);
    await setPreferences(t.ctx, owner.user.id, { notifications: { email: false, push: false } });
    await notifier().notify(
      owner.user.id,
      'security',
      { event: 'new_device', device: null },
      {
        meta: {
          ip: '203.0.113.7',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
        },
      },
    );
    const [mail] = await waitForMails(t.dataDir, owner.email, 1);
    expect(mail.subject).toContain('Sign-in from a new device');
    expect(mail.text).toContain('Firefox on Linux, from the network 203.0.113.x');
    expect(mail.text).toContain('cannot be turned off');
    expect(mail.text).not.toMatch(/\/unsubscribe\//);
    expect(mail.headers).not.toContain('List-Unsubscribe');
    const [entry] = await t.ctx.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', owner.user.id)
      .execute();
    expect(JSON.parse(entry.facts)).toEqual({ event: 'new_device', device: 'Firefox · Linux · 203.0.113.x' });
  });

  it('lists newest first with paging, counts and marks unread, and never touches another user’s entries', async () => {
    const me = await buildUser(t.ctx);
    const other = await buildUser(t.ctx);
    for (let i = 1; i <= 3; i++) {
      await notifier().notify(me.user.id, 'uploads_finished', { files: i, failed: 0, names: [`f${i}.jpg`] });
    }
    await setPreferences(t.ctx, other.user.id, { notifications: { uploadConfirmation: true } });
    await notifier().notify(other.user.id, 'uploads_finished', { files: 9, failed: 0, names: ['theirs.jpg'] });
    await setPreferences(t.ctx, me.user.id, { notifications: { uploadConfirmation: true } });
    for (let i = 4; i <= 5; i++) {
      await notifier().notify(me.user.id, 'uploads_finished', { files: i, failed: 0, names: [`f${i}.jpg`] });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const { token } = await signIn(api, me.email);
    const theirs = await signIn(api, other.email);

    const page1 = await api.get('/api/notifications?page=1&limit=1', { token });
    expect(page1.body.data).toMatchObject({ page: 1, limit: 1, total: 2, totalPages: 2, unread: 2 });
    expect(page1.body.data.notifications[0]).toMatchObject({
      kind: 'uploads_finished',
      facts: { files: 5, names: ['f5.jpg'] },
      link: '/library',
      readAt: null,
    });
    const page2 = await api.get('/api/notifications?page=2&limit=1', { token });
    expect(page2.body.data.notifications[0].facts.files).toBe(4);
    expect((await api.get('/api/notifications/unread', { token })).body).toEqual({ success: true, unread: 2 });

    const theirId = (await api.get('/api/notifications', { token: theirs.token })).body.data.notifications[0].id;
    const mine = page1.body.data.notifications[0].id as string;
    // Someone else's id, or an unknown one, changes nothing.
    const foreign = await api.post('/api/notifications/read', { token, body: { ids: [theirId, 'no-such-id'] } });
    expect(foreign.body).toEqual({ success: true, unread: 2 });
    expect((await api.get('/api/notifications/unread', { token: theirs.token })).body.unread).toBe(1);

    expect((await api.post('/api/notifications/read', { token, body: { ids: [mine] } })).body.unread).toBe(1);
    const after = await api.get('/api/notifications', { token });
    expect(after.body.data.notifications[0].readAt).not.toBeNull();
    expect((await api.post('/api/notifications/read', { token, body: { all: true } })).body.unread).toBe(0);
    expect((await api.get('/api/notifications/unread', { token: theirs.token })).body.unread).toBe(1);

    const bad = await api.post('/api/notifications/read', { token, body: { ids: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBeTruthy();
    expect((await api.get('/api/notifications')).status).toBe(401);
  });
});
