import { describe, expect, it } from 'vitest';
import { createNotifications } from '../../src/modules/notifications/notifications-runtime.ts';
import { createShareReminderService } from '../../src/modules/share-reminders/share-reminders.service.ts';
import { mailsTo, waitForMail } from '../helpers/outbox.ts';
import { TEST_APP_URL, useTestApp } from '../helpers/test-app.ts';
import { signedInMember } from '../media/media-helpers.ts';
import { expiryOf, inDays, setReminderDays, shareOf } from './reminder-helpers.ts';

describe('the expiry reminder through the notifications module', () => {
  const t = useTestApp();
  const { api } = t;

  it('mails the owner once with the extend link, which the owner confirms', async () => {
    const owner = await signedInMember(t, api);
    const share = await shareOf(t, owner, { expiresAt: inDays(1), name: 'contract.pdf' });
    const reminders = createShareReminderService(t.ctx, createNotifications(t.ctx).service.notifier);
    await reminders.remindExpiringShares();

    const mail = await waitForMail(t.dataDir, owner.user.email);
    expect(mail.text).toContain('contract.pdf');
    const link = new RegExp(`${TEST_APP_URL}(/shares/extend/[A-Za-z0-9._-]+)`).exec(mail.text)?.[1];
    expect(link).toBeDefined();
    await reminders.remindExpiringShares();
    expect(mailsTo(t.dataDir, owner.user.email)).toHaveLength(1);

    const res = await api.post(`/api${link}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect((await expiryOf(t, share.id)).expires_at).toBe(res.body.data.share.expiresAt);
  });

  it('mails nothing to an owner who chose 0 days', async () => {
    const owner = await signedInMember(t, api);
    await setReminderDays(t, owner.id, 0);
    await shareOf(t, owner, { expiresAt: inDays(1) });
    await createShareReminderService(t.ctx, createNotifications(t.ctx).service.notifier).remindExpiringShares();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(t.dataDir, owner.user.email)).toEqual([]);
  });
});
