import type { Notification, NotificationKind, SecurityEvent } from '@vaultbox/common/schemas/notifications.ts';
import { formatBytes, formatDateTime, formatPercent } from '../../lib/format.ts';

/** A key of the notifications namespace and the values it names. */
export interface NotificationSentence {
  key: string;
  values: Values;
}

type Values = Record<string, string | number>;
/** `t` of the notifications namespace (i18next's, or a fixed language's in the tests). */
export type Translate = (key: string, values?: Values) => string;

type EntryOf<K extends NotificationKind> = Extract<Notification, { kind: K }>;
type Sentences = { [K in NotificationKind]: (entry: EntryOf<K>, language: string) => NotificationSentence };

/** The key of a security event's sentence; `withDevice` wraps it with the browser and system it came from. */
export const securityKey = (event: SecurityEvent) => `sentences.security.${event}`;

/**
 * Every kind's sentence, written from its facts in the reader's language (docs/product.md, Notifications). A Record
 * over the contract's kinds, so that a kind added there does not compile until it has its sentence here.
 */
const SENTENCES: Sentences = {
  share_opened: ({ facts }) => ({ key: 'sentences.shareOpened', values: { name: facts.fileName, count: facts.count } }),
  share_downloaded: ({ facts }) => ({
    key: 'sentences.shareDownloaded',
    values: { name: facts.fileName, count: facts.count },
  }),
  share_limit_reached: ({ facts }) => ({
    key: `sentences.shareLimitReached.${facts.limit}`,
    values: { name: facts.fileName },
  }),
  share_expiring: ({ facts }, language) => ({
    key: 'sentences.shareExpiring',
    values: { name: facts.fileName, date: formatDateTime(facts.expiresAt, language) },
  }),
  leak_alert: ({ facts }) => ({
    key: facts.paused ? 'sentences.leakAlertPaused' : 'sentences.leakAlert',
    values: { name: facts.fileName, count: facts.visitors },
  }),
  storage_alert: ({ facts }, language) => ({
    key: 'sentences.storageAlert',
    values: {
      percent: formatPercent(facts.percent, language),
      used: formatBytes(facts.used, language),
      limit: formatBytes(facts.limit, language),
    },
  }),
  // `files` is the whole batch, `failed` how many of it failed; the names list the failed ones first.
  uploads_finished: ({ facts }) => {
    if (facts.failed === 0) return { key: 'sentences.uploadsFinished', values: { count: facts.files } as Values };
    const names = facts.names.slice(0, facts.failed).join(', ');
    if (facts.failed >= facts.files) {
      return { key: 'sentences.uploadsFailed', values: { count: facts.failed, names } as Values };
    }
    return {
      key: 'sentences.uploadsFinishedWithFailures',
      values: { count: facts.files - facts.failed, failed: facts.failed, names },
    };
  },
  request_upload: ({ facts }) => ({
    key: facts.uploaderName ? 'sentences.requestUploadBy' : 'sentences.requestUpload',
    values: { title: facts.requestTitle, name: facts.uploaderName ?? '', count: facts.count },
  }),
  security: ({ facts }) =>
    facts.device
      ? { key: `${securityKey(facts.event)}WithDevice`, values: { device: facts.device } }
      : { key: securityKey(facts.event), values: {} as Values },
};

/** The entry's sentence key and values, its figures and dates written in `language`. */
export function notificationSentence(entry: Notification, language: string): NotificationSentence {
  return (SENTENCES[entry.kind] as (entry: Notification, language: string) => NotificationSentence)(entry, language);
}

/** The entry's sentence, said by `t` of the notifications namespace, its figures and dates in `language`. */
export function notificationText(entry: Notification, t: Translate, language: string): string {
  const { key, values } = notificationSentence(entry, language);
  return t(key, values);
}
