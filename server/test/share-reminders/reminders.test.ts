import { describe, expect, it } from 'vitest';
import { createShareReminderService } from '../../src/modules/share-reminders/share-reminders.service.ts';
import { claimExpiryReminder } from '../../src/repos/share-reminder.repo.ts';
import { TEST_APP_URL, useTestApp } from '../helpers/test-app.ts';
import { signedInMember } from '../media/media-helpers.ts';
import { expiryOf, inDays, recordingNotifier, setReminderDays, shareOf } from './reminder-helpers.ts';

describe('expiry reminders', () => {
  const t = useTestApp();
  const { api } = t;

  /** One check with a fresh recording notifier: what it sent to `userId`. */
  async function check(userId: string) {
    const notifier = recordingNotifier();
    await createShareReminderService(t.ctx, notifier).remindExpiringShares();
    return notifier.sent.filter((sent) => sent.userId === userId);
  }

  it('reminds once of a share expiring within the owner’s days, with the extend link for its mail', async () => {
    const owner = await signedInMember(t, api);
    const share = await shareOf(t, owner, { expiresAt: inDays(2), name: 'holiday.txt' });
    const sent = await check(owner.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'share_expiring',
      facts: { shareId: share.id, fileName: 'holiday.txt', expiresAt: share.expires_at },
    });
    expect(sent[0]?.options?.mailAction?.url).toMatch(
      new RegExp(`^${TEST_APP_URL}/shares/extend/${share.id}\\.[0-9a-z]+\\.[A-Za-z0-9_-]{43}$`),
    );
    expect((await expiryOf(t, share.id)).expiry_reminded_for).toBe(share.expires_at);
    expect(await check(owner.id)).toEqual([]);
  });

  it('does not remind of a share expiring after the owner’s days, until the owner chooses more days', async () => {
    const owner = await signedInMember(t, api);
    await shareOf(t, owner, { expiresAt: inDays(5) });
    expect(await check(owner.id)).toEqual([]);
    await setReminderDays(t, owner.id, 7);
    expect(await check(owner.id)).toHaveLength(1);
  });

  it('never reminds an owner who chose 0 days', async () => {
    const owner = await signedInMember(t, api);
    await setReminderDays(t, owner.id, 0);
    const share = await shareOf(t, owner, { expiresAt: inDays(0.5) });
    expect(await check(owner.id)).toEqual([]);
    expect((await expiryOf(t, share.id)).expiry_reminded_for).toBeNull();
  });

  it('skips shares already expired, switched off, or without an expiry', async () => {
    const owner = await signedInMember(t, api);
    await shareOf(t, owner, { expiresAt: inDays(-0.5) });
    await shareOf(t, owner, { expiresAt: inDays(1), isActive: false });
    await shareOf(t, owner);
    expect(await check(owner.id)).toEqual([]);
  });

  it('sends one reminder when two instances check at the same time', async () => {
    const owner = await signedInMember(t, api);
    const shares = await Promise.all([0.5, 1.5, 2.5].map((days) => shareOf(t, owner, { expiresAt: inDays(days) })));
    const notifiers = [recordingNotifier(), recordingNotifier()];
    await Promise.all(notifiers.map((notifier) => createShareReminderService(t.ctx, notifier).remindExpiringShares()));
    const sent = notifiers.flatMap((notifier) => notifier.sent).filter((one) => one.userId === owner.id);
    const remindedIds = sent.map((one) => ('shareId' in one.facts ? one.facts.shareId : '')).sort();
    expect(remindedIds).toEqual(shares.map((share) => share.id).sort());
  });

  it('lets exactly one of two simultaneous claims of one expiry win', async () => {
    const owner = await signedInMember(t, api);
    const share = await shareOf(t, owner, { expiresAt: inDays(1) });
    const expiresAt = share.expires_at as string;
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimExpiryReminder(t.ctx.db, share.id, expiresAt)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('reminds again once the owner changed the expiry', async () => {
    const owner = await signedInMember(t, api);
    const share = await shareOf(t, owner, { expiresAt: inDays(1) });
    expect(await check(owner.id)).toHaveLength(1);
    const expiresAt = inDays(2);
    const edited = await api.put(`/api/share/${share.id}`, { token: owner.token, body: { expiresAt } });
    expect(edited.status).toBe(200);
    const sent = await check(owner.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.facts).toMatchObject({ shareId: share.id, expiresAt });
    expect(await check(owner.id)).toEqual([]);
  });
});
