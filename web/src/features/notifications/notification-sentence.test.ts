import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@vaultbox/common/constants.ts';
import {
  NOTIFICATION_KINDS,
  SECURITY_EVENTS,
  type Notification,
  type NotificationKind,
} from '@vaultbox/common/schemas/notifications.ts';
import { i18n, setLanguage } from '../../lib/i18n.ts';
import { notificationSentence, notificationText } from './notification-sentence.ts';

const entry = <K extends NotificationKind>(kind: K, facts: Extract<Notification, { kind: K }>['facts']) =>
  ({
    id: 'n1',
    kind,
    facts,
    link: '/dashboard',
    createdAt: '2026-03-10T12:00:00Z',
    updatedAt: '2026-03-10T12:00:00Z',
    readAt: null,
  }) as Notification;

/** What the server writes for each kind (a Record: a new kind needs its sample here too) and what its sentence names. */
const SAMPLES: Record<NotificationKind, { entries: Notification[]; items: string[] }> = {
  share_opened: {
    entries: [entry('share_opened', { shareId: 's1', fileName: 'Report.pdf', count: 3 })],
    items: ['Report.pdf', '3'],
  },
  share_downloaded: {
    entries: [entry('share_downloaded', { shareId: 's1', fileName: 'Report.pdf', count: 2 })],
    items: ['Report.pdf', '2'],
  },
  share_limit_reached: {
    entries: [
      entry('share_limit_reached', { shareId: 's1', fileName: 'Report.pdf', limit: 'views' }),
      entry('share_limit_reached', { shareId: 's1', fileName: 'Report.pdf', limit: 'downloads' }),
    ],
    items: ['Report.pdf'],
  },
  share_expiring: {
    entries: [entry('share_expiring', { shareId: 's1', fileName: 'Report.pdf', expiresAt: '2026-03-13T09:00:00Z' })],
    items: ['Report.pdf', '2026'],
  },
  leak_alert: {
    entries: [
      entry('leak_alert', { shareId: 's1', fileName: 'Report.pdf', visitors: 12, paused: false }),
      entry('leak_alert', { shareId: 's1', fileName: 'Report.pdf', visitors: 12, paused: true }),
    ],
    items: ['Report.pdf', '12'],
  },
  storage_alert: {
    entries: [entry('storage_alert', { percent: 80, used: 858_993_459, limit: 1_073_741_824 })],
    items: ['80'],
  },
  uploads_finished: {
    entries: [
      entry('uploads_finished', { files: 5, failed: 1, names: ['clip.mov', 'a.jpg', 'b.jpg'] }),
      entry('uploads_finished', { files: 2, failed: 2, names: ['clip.mov', 'film.mkv'] }),
    ],
    items: ['clip.mov'],
  },
  request_upload: {
    entries: [
      entry('request_upload', {
        requestId: 'r1',
        requestTitle: 'Wedding',
        uploaderName: 'May',
        fileName: 'a.jpg',
        count: 4,
      }),
      entry('request_upload', {
        requestId: 'r1',
        requestTitle: 'Wedding',
        uploaderName: null,
        fileName: 'a.jpg',
        count: 1,
      }),
    ],
    items: ['Wedding'],
  },
  security: {
    entries: SECURITY_EVENTS.flatMap((event) => [
      entry('security', { event, device: 'Firefox on Windows' }),
      entry('security', { event, device: null }),
    ]),
    items: [],
  },
};

const say = (language: Language, notification: Notification) =>
  notificationText(notification, i18n.getFixedT(language, 'notifications'), language);

beforeAll(async () => {
  for (const language of LANGUAGES) await setLanguage(language);
  await setLanguage('en');
});

describe.each(LANGUAGES)('the notification sentences in %s', (language) => {
  it.each(NOTIFICATION_KINDS)('say %s from its facts, in this language', (kind) => {
    const { entries, items } = SAMPLES[kind];
    for (const notification of entries) {
      const sentence = say(language, notification);
      expect(sentence.trim(), kind).not.toBe('');
      expect(sentence, kind).not.toMatch(/sentences\.|\{\{|_/);
      const { key } = notificationSentence(notification, language);
      const written =
        i18n.getResource(language, 'notifications', key) ?? i18n.getResource(language, 'notifications', `${key}_other`);
      expect(written, `${kind}: ${key}`).toEqual(expect.any(String));
      for (const item of items) expect(sentence, kind).toContain(item);
    }
  });

  it.each(SECURITY_EVENTS)('has a sentence of its own for the security event %s, naming the device', (event) => {
    const others = SECURITY_EVENTS.filter((other) => other !== event).map((other) =>
      say(language, entry('security', { event: other, device: null })),
    );
    const plain = say(language, entry('security', { event, device: null }));
    expect(others).not.toContain(plain);
    expect(say(language, entry('security', { event, device: 'Firefox on Windows' }))).toContain('Firefox on Windows');
  });

  it('keeps to one form of address in German (du)', () => {
    if (language !== 'de') return;
    const all = NOTIFICATION_KINDS.flatMap((kind) => SAMPLES[kind].entries.map((n) => say(language, n)));
    for (const sentence of all) expect(sentence).not.toMatch(/\b(Sie|Ihr|Ihre|Ihren|Ihnen)\b/);
  });
});

describe('the English sentences', () => {
  it.each([
    [SAMPLES.share_opened.entries[0], 'Report.pdf was opened by 3 new visitors'],
    [
      entry('share_opened', { shareId: 's1', fileName: 'Report.pdf', count: 1 }),
      'Report.pdf was opened by a new visitor',
    ],
    [SAMPLES.storage_alert.entries[0], 'Your storage is 80% full (819.2\u00a0MB of 1\u00a0GB)'],
    [SAMPLES.uploads_finished.entries[0], '4 uploads finished, 1 failed: clip.mov'],
    [SAMPLES.uploads_finished.entries[1], '2 uploads failed: clip.mov, film.mkv'],
    [entry('uploads_finished', { files: 3, failed: 0, names: ['a.jpg'] }), '3 uploads finished'],
    [
      entry('security', { event: 'two_factor_on', device: 'Firefox on Windows' }),
      'Two-factor authentication was turned on (Firefox on Windows)',
    ],
  ])('%#: "%s"', (notification, text) => {
    expect(say('en', notification)).toBe(text);
  });
});
