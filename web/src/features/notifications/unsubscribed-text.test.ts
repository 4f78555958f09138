import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { unsubscribedText } from './unsubscribed-text.ts';

const t = i18n.getFixedT('en', 'notifications');

describe("the unsubscribe page's answer", () => {
  it('names the topic of the switch the link turned off', () => {
    expect(unsubscribedText('shareActivity', t)).toBe(
      'You will no longer get emails about share activity. You can turn them on again in Settings > Notifications.',
    );
    expect(unsubscribedText('expiryReminderDays', t)).toContain('expiring links');
  });

  it('says every notification mail stopped for the email switch, or a switch it does not know', () => {
    expect(unsubscribedText('email', t)).toMatch(/^You will no longer get notification emails\. Security notices/);
    expect(unsubscribedText('somethingNew', t)).toBe(unsubscribedText('email', t));
  });
});
