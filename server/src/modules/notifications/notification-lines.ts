import type { Language } from '@vaultbox/common/constants.ts';
import { formatBytes } from '@vaultbox/common/format-bytes.ts';
import type { KindAndFacts } from '../../domain/notifications/notification-view.ts';
import { mailTime } from '../../mail/request-facts.ts';
import { NOTIFICATION_TEXTS, type NotificationLine } from '../../mail/texts/notifications.ts';

/** The app path an entry opens (docs/product.md, Notifications). */
export function linkOf(entry: KindAndFacts): string {
  switch (entry.kind) {
    case 'share_opened':
    case 'share_downloaded':
    case 'share_limit_reached':
    case 'share_expiring':
    case 'leak_alert':
      return `/sharing/${encodeURIComponent(entry.facts.shareId)}/activity`;
    case 'storage_alert':
      return '/dashboard';
    case 'uploads_finished':
      return '/library';
    case 'request_upload':
      return `/requests?open=${encodeURIComponent(entry.facts.requestId)}`;
    case 'security':
      return '/settings?tab=security';
  }
}

const timeOf = (iso: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : mailTime(at);
};

/**
 * The heading and sentence of an entry in `language`: the push message, and the mail's subject and paragraph.
 * `device` is the security notice's device in that language (its neutral fact otherwise), `at` when it happened.
 */
export function lineOf(language: Language, entry: KindAndFacts, device: string | null, at: Date): NotificationLine {
  const t = NOTIFICATION_TEXTS[language];
  switch (entry.kind) {
    case 'share_opened':
      return t.shareOpened(entry.facts.fileName, entry.facts.count);
    case 'share_downloaded':
      return t.shareDownloaded(entry.facts.fileName, entry.facts.count);
    case 'share_limit_reached':
      return t.shareLimitReached(entry.facts.fileName, entry.facts.limit);
    case 'share_expiring':
      return t.shareExpiring(entry.facts.fileName, timeOf(entry.facts.expiresAt));
    case 'leak_alert':
      return t.leakAlert(entry.facts.fileName, entry.facts.visitors, entry.facts.paused);
    case 'storage_alert':
      return t.storageAlert(entry.facts.percent, formatBytes(entry.facts.used), formatBytes(entry.facts.limit));
    case 'uploads_finished':
      return t.uploadsFinished(entry.facts.files, entry.facts.failed, entry.facts.names);
    case 'request_upload': {
      const { requestTitle, uploaderName, fileName, count } = entry.facts;
      return t.requestUpload(requestTitle, uploaderName, fileName, count);
    }
    case 'security':
      return t.security[entry.facts.event](device ?? entry.facts.device, mailTime(at));
  }
}
