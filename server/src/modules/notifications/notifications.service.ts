import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { LANGUAGES, type Language } from '@vaultbox/common/constants.ts';
import {
  NOTIFICATION_SWITCH,
  type MarkReadRequest,
  type NotificationFacts,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationListResponse,
  type SecurityEvent,
} from '@vaultbox/common/schemas/notifications.ts';
import { pageFactsOf } from '@vaultbox/common/schemas/paging.ts';
import type { Preferences } from '@vaultbox/common/schemas/user.ts';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../../db/tables.ts';
import { isoNow } from '../../db/time.ts';
import { readPreferences } from '../../domain/account/user-view.ts';
import type { Notifier, NotifyOptions } from '../../domain/ports.ts';
import type { JobHandler } from '../../jobs/job-runner.ts';
import { enqueueJob } from '../../repos/job.repo.ts';
import {
  claimUnmailedOfGroup,
  countUnreadNotifications,
  findNotificationPage,
  insertNotification,
  markNotificationsRead,
  upsertGroupedNotification,
} from '../../repos/notification.repo.ts';
import { findUserById } from '../../repos/user.repo.ts';
import { NOTIFICATION_TEXTS } from '../../mail/texts/notifications.ts';
import { describeDevice } from '../../mail/request-facts.ts';
import { deviceFact, type NotificationDelivery, type Recipient } from './notification-delivery.ts';
import { lineOf, linkOf } from './notification-lines.ts';
import {
  COUNTED_KINDS,
  entryOf,
  toNotification,
  type KindAndFacts,
} from '../../domain/notifications/notification-view.ts';

/** The hourly digest of a group's entries (docs/product.md, Notifications): one mail per group and clock hour. */
export const NOTIFICATION_DIGEST_JOB = 'notifications.digest';
const digestPayload = z.object({ userId: z.string(), group: z.string(), groupHour: z.string() });

/** Security notices whose callers already send their own mail (two-factor changes, password): never mailed twice. */
const MAILED_BY_CALLER: ReadonlySet<SecurityEvent> = new Set([
  'two_factor_on',
  'two_factor_off',
  'two_factor_cleared',
  'backup_codes',
  'password_changed',
]);

/** The clock hour (UTC) of a moment: '2026-01-31T14'. */
const hourOf = (iso: string) => iso.slice(0, 13);
/** A minute after the hour ends: the last visit of the hour has been counted. */
const digestDue = (groupHour: string) => new Date(Date.parse(`${groupHour}:00:00.000Z`) + 61 * 60_000).toISOString();

const languageOf = (preferences: Preferences): Language =>
  (LANGUAGES as readonly string[]).includes(preferences.language) ? preferences.language : 'en';

const recipientOf = (user: UserRow, preferences: Preferences): Recipient => ({
  id: user.id,
  email: user.email,
  username: user.display_name ?? user.username,
  language: languageOf(preferences),
});

/** Whether the user's switches let `kind` be made at all (security: always; the rest per NOTIFICATION_SWITCH). */
function isWanted(kind: NotificationKind, preferences: Preferences): boolean {
  const key = NOTIFICATION_SWITCH[kind];
  return key === null || preferences.notifications[key];
}

function wantsMail(entry: KindAndFacts, preferences: Preferences): boolean {
  if (entry.kind === 'security') return !MAILED_BY_CALLER.has(entry.facts.event);
  return preferences.notifications.email;
}

function storedFacts(kind: NotificationKind, facts: Record<string, unknown>): { facts: string; count: number } {
  if (!COUNTED_KINDS.has(kind)) return { facts: JSON.stringify(facts), count: 0 };
  const { count, ...rest } = facts;
  return { facts: JSON.stringify(rest), count: typeof count === 'number' ? count : 1 };
}

/**
 * The notifications of docs/product.md, Notifications: `notify` (the Notifier other areas are handed by services.ts)
 * writes the in-app entry and hands delivery to mail and Web Push in the background; the bell's list and reads.
 */
export function createNotificationService(ctx: AppContext, delivery: NotificationDelivery) {
  const { db, log } = ctx;
  /** Deliveries under way: tests wait for them; nobody else does. */
  const pending = new Set<Promise<void>>();

  function inBackground(work: () => Promise<void>, what: string): void {
    const run = work()
      .catch((error: unknown) => log.error({ err: error }, `notification ${what} failed`))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  async function record(userId: string, entry: KindAndFacts, options: NotifyOptions): Promise<void> {
    const user = await findUserById(db, userId);
    if (!user || !user.is_active) return;
    const preferences = readPreferences(user.preferences);
    if (!isWanted(entry.kind, preferences)) return;
    if (entry.kind === 'security' && entry.facts.device === null) entry.facts.device = deviceFact(options.meta);
    const now = isoNow();
    const stored = storedFacts(entry.kind, entry.facts);
    const row = { id: randomUUID(), userId, kind: entry.kind, link: linkOf(entry), now, ...stored };
    const to = recipientOf(user, preferences);
    const { push } = preferences.notifications;

    if (options.group) {
      const groupHour = hourOf(now);
      const { created } = await upsertGroupedNotification(db, { ...row, groupKey: options.group, groupHour });
      // Only the hour's first event is pushed and queues the hour's digest; later ones update the entry in place.
      if (!created) return;
      if (wantsMail(entry, preferences)) {
        await enqueueJob(
          db,
          NOTIFICATION_DIGEST_JOB,
          { userId, group: options.group, groupHour },
          { ownerId: userId, runAfter: digestDue(groupHour) },
        );
      }
      if (push) inBackground(() => pushEntry(to, entry, row.link), 'push');
      return;
    }

    await insertNotification(db, { ...row, groupKey: null, groupHour: null });
    if (wantsMail(entry, preferences)) {
      const line = lineOf(
        to.language,
        entry,
        options.meta ? describeDevice(options.meta, to.language) : null,
        new Date(),
      );
      inBackground(async () => {
        delivery.mail(to, entry.kind, {
          title: line.title,
          paragraphs: [line.body],
          link: row.link,
          action: options.mailAction,
        });
      }, 'mail');
    }
    if (push) inBackground(() => pushEntry(to, entry, row.link), 'push');
  }

  async function pushEntry(to: Recipient, entry: KindAndFacts, link: string): Promise<void> {
    const line = lineOf(to.language, entry, null, new Date());
    await delivery.pushTo(to.id, { title: line.title, body: line.body, link });
  }

  const notifier: Notifier = {
    async notify<K extends NotificationKind>(
      userId: string,
      kind: K,
      facts: NotificationFacts<K>,
      options: NotifyOptions = {},
    ): Promise<void> {
      try {
        await record(userId, { kind, facts: { ...facts } } as KindAndFacts, options);
      } catch (error) {
        log.error({ err: error, kind }, 'could not record a notification');
      }
    },
  };

  /**
   * The job at the end of a group's hour: one mail of every entry the group gathered in it. The entries are claimed
   * (mailed_at) before the mail goes out, so a second run of the job, on another instance or after a restart,
   * finds nothing to mail: at most one mail per digest.
   */
  const sendDigest: JobHandler = async (payload) => {
    const { userId, group, groupHour } = digestPayload.parse(payload);
    const user = await findUserById(db, userId);
    if (!user || !user.is_active) return;
    const preferences = readPreferences(user.preferences);
    if (!preferences.notifications.email) return;
    const rows = await claimUnmailedOfGroup(db, userId, { groupKey: group, groupHour }, isoNow());
    if (rows.length === 0) return;
    const to = recipientOf(user, preferences);
    const entries = rows.map(entryOf);
    const lines = entries.map((entry) => lineOf(to.language, entry, null, new Date()));
    const first = entries[0];
    const title =
      'fileName' in first.facts && entries.length > 1
        ? NOTIFICATION_TEXTS[to.language].shareDigestTitle(first.facts.fileName)
        : lines[0].title;
    delivery.mail(to, first.kind, { title, paragraphs: lines.map((l) => l.body), link: rows[0].link });
  };

  async function list(userId: string, query: NotificationListQuery): Promise<NotificationListResponse['data']> {
    const { rows, total, unread } = await findNotificationPage(db, userId, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return { notifications: rows.map(toNotification), unread, ...pageFactsOf(query, total) };
  }

  const unread = (userId: string) => countUnreadNotifications(db, userId);

  /** Marks the user's own entries read: ids of other users' entries, or unknown ones, change nothing. */
  async function markRead(userId: string, request: MarkReadRequest): Promise<number> {
    await markNotificationsRead(db, userId, 'all' in request ? 'all' : request.ids, isoNow());
    return unread(userId);
  }

  return {
    notifier,
    sendDigest,
    list,
    unread,
    markRead,
    /** Waits for the deliveries under way (tests). */
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
