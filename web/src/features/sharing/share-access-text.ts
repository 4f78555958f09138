import type { ShareAccessEntry, ShareAccessEvent, ShareVisitor } from '@vaultbox/common/schemas/share-activity.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The i18n key (namespace sharing) of each event's sentence (docs/product.md, Share activity). A Record over the
 * contract's list, so that a kind added there does not compile until it has its sentence here.
 */
export const SHARE_EVENT_SENTENCE_KEYS: Record<ShareAccessEvent, string> = {
  page_view: 'activity.events.page_view',
  view: 'activity.events.view',
  download_started: 'activity.events.download_started',
  download_finished: 'activity.events.download_finished',
  download_aborted: 'activity.events.download_aborted',
  wrong_password: 'activity.events.wrong_password',
  limit_reached: 'activity.events.limit_reached',
  grant_after_limit: 'activity.events.grant_after_limit',
};

/** 'Someone opened the page'; a recipient-bound link's visitor is named by the address they verified. */
export function shareEventText(entry: Pick<ShareAccessEntry, 'event' | 'recipient'>, t: Translate): string {
  const sentence = t(SHARE_EVENT_SENTENCE_KEYS[entry.event]);
  return entry.recipient ? t('activity.byRecipient', { sentence, recipient: entry.recipient }) : sentence;
}

/**
 * The coarse visitor as one line: 'Firefox on Windows, mobile, 203.0.113.x'; the parts the log does not know are left
 * out. Null when the log kept no visitor details (the owner's analytics are off).
 */
export function shareVisitorText(visitor: ShareVisitor | null, t: Translate): string | null {
  if (!visitor) return null;
  const { browser, os } = visitor;
  const software =
    browser && os
      ? t('activity.visitor.browserOnOs', { browser, os })
      : (browser ?? os ?? t('activity.visitor.unknown'));
  const device = visitor.device ? t(`activity.visitor.device.${visitor.device}`) : null;
  return [software, device, visitor.network].filter(Boolean).join(', ');
}
