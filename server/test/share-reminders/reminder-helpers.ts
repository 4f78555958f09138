import type { NotificationFacts, NotificationKind } from '@vaultbox/common/schemas/notifications.ts';
import type { Notifier, NotifyOptions } from '../../src/domain/ports.ts';
import type { ShareRow } from '../../src/db/tables.ts';
import { createExtendTokens } from '../../src/modules/share-reminders/extend-token.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { buildMedia, buildShare, type BuildShareOptions } from '../helpers/factories.ts';
import type { Member } from '../media/media-helpers.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export interface Sent {
  userId: string;
  kind: NotificationKind;
  facts: NotificationFacts;
  options?: NotifyOptions;
}

/** A Notifier that keeps what it was asked to send. */
export function recordingNotifier(): Notifier & { sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    notify: (userId, kind, facts, options) => {
      sent.push({ userId, kind, facts, options });
      return Promise.resolve();
    },
  };
}

export async function setReminderDays(t: TestApp, userId: string, days: number): Promise<void> {
  const row = await t.ctx.db
    .selectFrom('users')
    .select('preferences')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const preferences = JSON.parse(row.preferences) as { notifications?: Record<string, unknown> };
  preferences.notifications = { ...preferences.notifications, expiryReminderDays: days };
  await t.ctx.db
    .updateTable('users')
    .set({ preferences: JSON.stringify(preferences) })
    .where('id', '=', userId)
    .execute();
}

/** A share of a new file of `member`. */
export async function shareOf(
  t: TestApp,
  member: Member,
  options: BuildShareOptions & { name?: string } = {},
): Promise<ShareRow> {
  const media = await buildMedia(t.ctx, member.user, Buffer.from('a file'), { name: options.name ?? 'notes.txt' });
  return buildShare(t.ctx, media, options);
}

/** The token the reminder of `share`'s current expiry carries, signed with the app's keyring. */
export function extendTokenOf(t: TestApp, share: { id: string; expires_at: string | null }): string {
  return createExtendTokens(t.ctx.keyring).issue({ shareId: share.id, expiresAt: share.expires_at as string });
}

export async function expiryOf(t: TestApp, shareId: string) {
  return t.ctx.db
    .selectFrom('shares')
    .select(['expires_at', 'expiry_reminded_for'])
    .where('id', '=', shareId)
    .executeTakeFirstOrThrow();
}
