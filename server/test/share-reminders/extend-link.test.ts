import { describe, expect, it } from 'vitest';
import { createShareReminderService } from '../../src/modules/share-reminders/share-reminders.service.ts';
import { TEST_APP_URL, useTestApp } from '../helpers/test-app.ts';
import { signedInMember } from '../media/media-helpers.ts';
import { DAY_MS, expiryOf, extendTokenOf, inDays, recordingNotifier, shareOf } from './reminder-helpers.ts';

const plusDays = (iso: string, days: number) => new Date(Date.parse(iso) + days * DAY_MS).toISOString();

describe('the "extend by 7 days" link', () => {
  const t = useTestApp();
  const { api } = t;

  it('extends by exactly 7 days from the link of a reminder, once', async () => {
    const owner = await signedInMember(t, api);
    const share = await shareOf(t, owner, { expiresAt: inDays(2), name: 'plans.txt' });
    const notifier = recordingNotifier();
    await createShareReminderService(t.ctx, notifier).remindExpiringShares();
    const url = notifier.sent.find((sent) => sent.userId === owner.id)?.options?.mailAction?.url ?? '';
    const path = `/api${url.slice(TEST_APP_URL.length)}`;
    expect(path).toMatch(/^\/api\/shares\/extend\//);
    const extended = plusDays(share.expires_at as string, 7);

    const asked = await api.get(path, { token: owner.token });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({
      shareId: share.id,
      fileName: 'plans.txt',
      expiresAt: share.expires_at,
      extendedExpiresAt: extended,
    });

    const done = await api.post(path, { token: owner.token });
    expect(done.status).toBe(200);
    expect(done.body.data.share).toMatchObject({ id: share.id, expiresAt: extended });
    expect((await expiryOf(t, share.id)).expires_at).toBe(extended);

    const activity = await api.get('/api/user/activity', { token: owner.token });
    expect(activity.body.activities[0]).toMatchObject({
      action: 'share_extend',
      details: { shareId: share.id, name: 'plans.txt', to: extended },
    });

    // Single use: the share's expiry is no longer the one the token names.
    for (const again of [await api.post(path, { token: owner.token }), await api.get(path, { token: owner.token })]) {
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ success: false, code: 'EXTEND_LINK_USED' });
      expect(again.body.error).toMatch(/already used/);
    }
    expect((await expiryOf(t, share.id)).expires_at).toBe(extended);
  });

  it('extends once when the link is confirmed twice at the same time', async () => {
    const owner = await signedInMember(t, api);
    const share = await shareOf(t, owner, { expiresAt: inDays(1) });
    const path = `/api/shares/extend/${extendTokenOf(t, share)}`;
    const answers = await Promise.all([1, 2, 3].map(() => api.post(path, { token: owner.token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
    expect((await expiryOf(t, share.id)).expires_at).toBe(plusDays(share.expires_at as string, 7));
  });

  it('refuses a tampered token with a sentence', async () => {
    const owner = await signedInMember(t, api);
    const share = await shareOf(t, owner, { expiresAt: inDays(1) });
    const [id, expiry, mac] = extendTokenOf(t, share).split('.') as [string, string, string];
    const later = (Number.parseInt(expiry, 36) + 30 * DAY_MS).toString(36);
    const flipped = (mac.startsWith('A') ? 'B' : 'A') + mac.slice(1);
    for (const token of [`${id}.${later}.${mac}`, `${id}.${expiry}.${flipped}`, 'not-a-token', `${id}.${expiry}`]) {
      for (const method of ['get', 'post'] as const) {
        const res = await api[method](`/api/shares/extend/${token}`, { token: owner.token });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, code: 'INVALID_EXTEND_LINK' });
        expect(res.body.error).toMatch(/not valid/);
      }
    }
    expect((await expiryOf(t, share.id)).expires_at).toBe(share.expires_at);
  });

  it('needs a session (401) and answers 404 for another user’s share', async () => {
    const owner = await signedInMember(t, api);
    const stranger = await signedInMember(t, api);
    const share = await shareOf(t, owner, { expiresAt: inDays(1) });
    const path = `/api/shares/extend/${extendTokenOf(t, share)}`;
    expect((await api.get(path)).status).toBe(401);
    expect((await api.post(path)).status).toBe(401);
    expect((await api.get(path, { token: stranger.token })).status).toBe(404);
    expect((await api.post(path, { token: stranger.token })).status).toBe(404);
    expect((await expiryOf(t, share.id)).expires_at).toBe(share.expires_at);
  });

  it('extends a share that expired less than 7 days ago, not one that expired before', async () => {
    const owner = await signedInMember(t, api);
    const lately = await shareOf(t, owner, { expiresAt: inDays(-2) });
    const res = await api.post(`/api/shares/extend/${extendTokenOf(t, lately)}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.data.share.expiresAt).toBe(plusDays(lately.expires_at as string, 7));

    const long = await shareOf(t, owner, { expiresAt: inDays(-8) });
    const late = await api.post(`/api/shares/extend/${extendTokenOf(t, long)}`, { token: owner.token });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'EXTEND_LINK_TOO_LATE' });
    expect((await expiryOf(t, long.id)).expires_at).toBe(long.expires_at);
  });

  it('no longer extends once the owner changed the expiry on the Sharing screen', async () => {
    const owner = await signedInMember(t, api);
    const share = await shareOf(t, owner, { expiresAt: inDays(1) });
    const path = `/api/shares/extend/${extendTokenOf(t, share)}`;
    await api.put(`/api/share/${share.id}`, { token: owner.token, body: { expiresAt: inDays(3) } });
    const res = await api.post(path, { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('EXTEND_LINK_USED');
  });
});
