import type { NotificationFacts, NotificationKind } from '@vaultbox/common/schemas/notifications.ts';
import type { Notifier, NotifyOptions } from '../../src/domain/ports.ts';
import type { TestApp } from '../helpers/test-app.ts';

// Helpers of the share access log tests: a notifier that records, the log as stored, and the owner's analytics switch.

export interface Notice {
  userId: string;
  kind: NotificationKind;
  facts: NotificationFacts;
  options?: NotifyOptions;
}

/** A Notifier that keeps every call, for the app under test (BuildAppOptions.notifier). */
export function recordingNotifier(): Notifier & { notices: Notice[]; of(kind: NotificationKind): Notice[] } {
  const notices: Notice[] = [];
  return {
    notices,
    of: (kind) => notices.filter((one) => one.kind === kind),
    notify(userId, kind, facts, options) {
      notices.push({ userId, kind, facts, options });
      return Promise.resolve();
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A share's log entries as stored, oldest first. */
export function logOf(t: TestApp, shareId: string) {
  return t.ctx.db
    .selectFrom('share_access_log')
    .selectAll()
    .where('share_id', '=', shareId)
    .orderBy('at')
    .orderBy('id')
    .execute();
}

/** Waits (up to 5 s) until `until` holds: the log is written behind the requests, about every second. */
export async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() > deadline) return value;
    await sleep(50);
  }
}

/** The share's log once it holds `count` entries (or what it holds after 5 s). */
export const logWith = (t: TestApp, shareId: string, count: number) =>
  eventually(
    () => logOf(t, shareId),
    (rows) => rows.length >= count,
  );

/** Lets two flushes of the log pass: what was not written by then is not coming. */
export const afterFlushes = () => sleep(2300);

export async function setAnalytics(t: TestApp, userId: string, allowAnalytics: boolean): Promise<void> {
  const row = await t.ctx.db
    .selectFrom('users')
    .select('preferences')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const preferences = JSON.parse(row.preferences) as { privacy?: Record<string, unknown> };
  preferences.privacy = { ...preferences.privacy, allowAnalytics };
  await t.ctx.db
    .updateTable('users')
    .set({ preferences: JSON.stringify(preferences) })
    .where('id', '=', userId)
    .execute();
}

export const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
