import type { UnsubscribeSwitch } from '@vaultbox/common/schemas/notifications.ts';

/** The switches a mail's unsubscribe link turns off one kind of mail with, each named by a topic. */
const TOPICS = [
  'shareActivity',
  'storageAlerts',
  'uploadConfirmation',
  'expiryReminderDays',
] as const satisfies UnsubscribeSwitch[];

/**
 * What the page says once the server turned a switch off, in `t` of the notifications namespace: the topic of that
 * switch, or, when it was every notification mail (`email`) or a switch this page does not know, the general sentence.
 */
export function unsubscribedText(
  turnedOff: string | undefined,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  const topic = TOPICS.find((name) => name === turnedOff);
  return topic ? t('unsubscribe.done', { topic: t(`unsubscribe.topics.${topic}`) }) : t('unsubscribe.doneAll');
}
