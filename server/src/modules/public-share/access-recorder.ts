import type { NotificationFacts, NotificationKind } from '@vaultbox/common/schemas/notifications.ts';
import type { DeviceType, ShareAccessEvent } from '@vaultbox/common/schemas/share-activity.ts';
import { describeUserAgent } from '@vaultbox/common/user-agent.ts';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import { isoNow } from '../../db/time.ts';
import { readPreferences } from '../../domain/account/user-view.ts';
import type { Notifier, NotifyOptions } from '../../domain/ports.ts';
import { coarseAddress } from '../../mail/request-facts.ts';
import type { PublicShareRow, ShareCounts } from '../../repos/public-share.repo.ts';
import { insertAccessEntries, preferencesOfUsers, type AccessEntryRow } from '../../repos/share-access-log.repo.ts';
import { addRecentVisitors, claimLeakAlert, countRecentVisitors } from '../../repos/share-visitors.repo.ts';
import { deviceTypeOf } from './device-type.ts';
import { visitorOf } from './share-visitor.ts';

/** What the log needs of a share: its owner, its file's name (notifications) and its leak alert settings. */
export type LoggedShare = Pick<
  PublicShareRow,
  'id' | 'user_id' | 'link_name' | 'leak_alert_visitors' | 'leak_alerted_at' | 'max_views' | 'max_downloads'
>;

/** The request that caused an event, kept in memory until the next flush (never stored whole). */
export interface AccessRequest {
  ip: string;
  userAgent: string;
  /** The address a recipient-verified visitor's grant is bound to (docs/product.md, Recipient-verified links). */
  recipient?: { email: string };
}

interface KeptRequest {
  ip: string;
  userAgent: string;
  recipient: string | null;
}

interface PendingEvent {
  share: LoggedShare;
  event: ShareAccessEvent;
  at: string;
  request: KeptRequest;
}

const HOUR_MS = 60 * 60 * 1000;

// Entry ids in time order (the time, a per-process counter, random bytes against other instances): each batch goes
// at the end of the log's primary key instead of at random places in it.
let entrySequence = 0;
const nextEntryId = () =>
  `${Date.now().toString(36).padStart(9, '0')}${(entrySequence++ % 1_679_616).toString(36).padStart(4, '0')}${randomBytes(6).toString('hex')}`;

type Software = { browser: string | null; os: string | null; device: DeviceType | null };
const NO_SOFTWARE: Software = { browser: null, os: null, device: null };
// Visitors come with few distinct user agents: each is read once (a few regular expressions), then looked up.
const softwareSeen = new Map<string, Software>();
function softwareOf(userAgent: string): Software {
  let software = softwareSeen.get(userAgent);
  if (!software) {
    software = { ...describeUserAgent(userAgent), device: deviceTypeOf(userAgent) };
    if (softwareSeen.size >= 1000) softwareSeen.clear();
    softwareSeen.set(userAgent, software);
  }
  return software;
}
/** Whether the use that left `current` reached the limit `max` (one use can: they are taken one at a time). */
const reached = (max: number | null, current: number) => max !== null && current === max;
/** Past this many waiting events a flush starts at once, so a flood holds a bounded amount of memory. */
const FLUSH_AT = 5000;
/** The events that open a share: what the leak alert and "opened" count. */
const OPENS: ReadonlySet<ShareAccessEvent> = new Set(['page_view', 'view']);

/**
 * The share access log's write-behind buffer (docs/product.md, Share access log): a public route only pushes its event
 * here; `flush` (every second, and when the app closes) writes the batch in a few statements, then does what follows
 * from it: the visitors seen, the "opened", "downloaded" and leak notifications, and the leak alert's pause. The alert
 * is claimed by one conditional UPDATE, so every instance and every batch agree on one alert per share per hour.
 */
export function createAccessRecorder(ctx: AppContext, notifier: Notifier) {
  const { db, log } = ctx;
  let events: PendingEvent[] = [];
  // What the batch keeps of each share and request is copied out of them, once per share: the rows and requests
  // themselves, held until the flush, outlived the young generation and cost the collector more than the log's writes.
  let shares = new Map<string, LoggedShare>();

  function loggedShare(row: LoggedShare): LoggedShare {
    let share = shares.get(row.id);
    if (!share) {
      const { id, user_id, link_name, leak_alert_visitors, leak_alerted_at, max_views, max_downloads } = row;
      share = { id, user_id, link_name, leak_alert_visitors, leak_alerted_at, max_views, max_downloads };
      shares.set(row.id, share);
    }
    return share;
  }
  let notices: Array<() => Promise<void>> = [];
  let running: Promise<void> = Promise.resolve();

  function notify<K extends NotificationKind>(
    userId: string,
    kind: K,
    facts: NotificationFacts<K>,
    options?: NotifyOptions,
  ) {
    notices.push(() =>
      notifier
        .notify(userId, kind, facts, options)
        .catch((err: unknown) => log.warn({ err }, `notification ${kind} failed`)),
    );
  }

  function record(share: LoggedShare, event: ShareAccessEvent, request: AccessRequest): void {
    const { ip, userAgent } = request;
    const recipient = request.recipient?.email ?? null;
    events.push({ share: loggedShare(share), event, at: isoNow(), request: { ip, userAgent, recipient } });
    if (events.length >= FLUSH_AT) void flush().catch((err: unknown) => log.warn({ err }, 'share access log failed'));
  }

  /** The use that reached the share's view or download limit (once: the conditional UPDATE counted to it). */
  function limitReached(share: LoggedShare, limit: 'views' | 'downloads'): void {
    notify(share.user_id, 'share_limit_reached', { shareId: share.id, fileName: share.link_name, limit });
  }

  /** A view taken (`counts` after it): logged, and the owner told when it was the one that reached the limit. */
  function viewTaken(share: LoggedShare, event: 'page_view' | 'view', counts: ShareCounts, request: AccessRequest) {
    record(share, event, request);
    if (reached(share.max_views, counts.current_views)) limitReached(share, 'views');
  }

  /**
   * A finished download, reserved with `counts`: the owner is told of the limit only now, as a download given back
   * would otherwise reach it twice.
   */
  function downloadKept(share: LoggedShare, counts: ShareCounts) {
    if (reached(share.max_downloads, counts.current_downloads)) limitReached(share, 'downloads');
  }

  async function analyticsOwners(batch: PendingEvent[]): Promise<Set<string>> {
    const owners = [...new Set(batch.map((one) => one.share.user_id))];
    const rows = await preferencesOfUsers(db, owners);
    return new Set(rows.filter((row) => readPreferences(row.preferences).privacy.allowAnalytics).map((row) => row.id));
  }

  function entryOf(one: PendingEvent, withVisitor: boolean): AccessEntryRow {
    const { browser, os, device } = withVisitor ? softwareOf(one.request.userAgent) : NO_SOFTWARE;
    return {
      id: nextEntryId(),
      user_id: one.share.user_id,
      share_id: one.share.id,
      at: one.at,
      event: one.event,
      network: withVisitor ? coarseAddress(one.request.ip) : null,
      browser,
      os,
      device,
      // Kept whatever the analytics switch says: the owner named this person when binding the link to them.
      recipient: one.request.recipient,
    };
  }

  /** The share's new visitors ("opened") and, past its threshold within the hour, its leak alert. */
  async function noticeOpens(opens: PendingEvent[]): Promise<void> {
    const { share, at: now } = opens[opens.length - 1];
    const shareId = share.id;
    const fileName = share.link_name;
    const visitors = [...new Set(opens.map((one) => visitorOf(one.request)))];
    const fresh = await addRecentVisitors(db, shareId, visitors, now);
    const opened = { shareId, fileName, count: fresh.length };
    if (fresh.length > 0) notify(share.user_id, 'share_opened', opened, { group: `opened:${shareId}` });

    const threshold = share.leak_alert_visitors;
    const hourAgo = new Date(Date.parse(now) - HOUR_MS).toISOString();
    if (threshold === null || (share.leak_alerted_at !== null && share.leak_alerted_at > hourAgo)) return;
    if ((await countRecentVisitors(db, shareId, hourAgo, threshold + 1)) <= threshold) return;
    const seen = await countRecentVisitors(db, shareId, hourAgo, Number.MAX_SAFE_INTEGER);
    const claimed = await claimLeakAlert(db, shareId, seen, now, hourAgo);
    if (!claimed) return;
    const facts = { shareId, fileName, visitors: seen, paused: claimed.paused };
    notify(share.user_id, 'leak_alert', facts, { group: `leak:${shareId}` });
  }

  async function writeBatch(batch: PendingEvent[]): Promise<void> {
    const analytics = await analyticsOwners(batch);
    await insertAccessEntries(
      db,
      batch.map((one) => entryOf(one, analytics.has(one.share.user_id))),
    );
    const opensByShare = new Map<string, PendingEvent[]>();
    for (const { share, event } of batch) {
      if (event !== 'download_finished') continue;
      const facts = { shareId: share.id, fileName: share.link_name, count: 1 };
      notify(share.user_id, 'share_downloaded', facts, { group: `downloaded:${share.id}` });
    }
    for (const one of batch.filter(({ event }) => OPENS.has(event))) {
      const opens = opensByShare.get(one.share.id);
      if (opens) opens.push(one);
      else opensByShare.set(one.share.id, [one]);
    }
    for (const opens of opensByShare.values()) await noticeOpens(opens);
  }

  async function write(): Promise<void> {
    const batch = events;
    events = [];
    shares = new Map();
    if (batch.length > 0) await writeBatch(batch);
    const send = notices;
    notices = [];
    for (const one of send) await one();
  }

  /** Writes what waits, after any flush in flight (one at a time). A failure reaches the caller; the batch is lost. */
  function flush(): Promise<void> {
    const next = running.then(write);
    running = next.catch(() => undefined);
    return next;
  }

  return { record, viewTaken, downloadKept, flush };
}

export type AccessRecorder = ReturnType<typeof createAccessRecorder>;
