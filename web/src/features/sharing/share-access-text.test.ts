import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@vaultbox/common/constants.ts';
import { DEVICE_TYPES, SHARE_ACCESS_EVENTS } from '@vaultbox/common/schemas/share-activity.ts';
import { i18n, setLanguage } from '../../lib/i18n.ts';
import { SHARE_EVENT_SENTENCE_KEYS, shareEventText, shareVisitorText } from './share-access-text.ts';

beforeAll(async () => {
  for (const language of LANGUAGES) await setLanguage(language);
  await setLanguage('en');
});

const visitor = { network: '203.0.113.x', browser: 'Firefox', os: 'Windows', device: 'mobile' as const };

describe.each(LANGUAGES)('the share activity in %s', (language) => {
  const t = i18n.getFixedT(language, 'sharing');

  it.each(SHARE_ACCESS_EVENTS)('has a sentence of its own for %s, written in this language', (event) => {
    const key = SHARE_EVENT_SENTENCE_KEYS[event];
    expect(i18n.getResource(language, 'sharing', key), `${language}: ${key}`).toEqual(expect.any(String));
    const sentence = shareEventText({ event, recipient: null }, t);
    expect(sentence.trim()).not.toBe('');
    expect(sentence).not.toMatch(/activity\.|\{\{|_/);
  });

  it('says every kind differently', () => {
    const sentences = SHARE_ACCESS_EVENTS.map((event) => shareEventText({ event, recipient: null }, t));
    expect(new Set(sentences).size).toBe(SHARE_ACCESS_EVENTS.length);
  });

  it('names every kind of device in this language', () => {
    for (const device of DEVICE_TYPES) {
      expect(i18n.getResource(language, 'sharing', `activity.visitor.device.${device}`), device).toEqual(
        expect.any(String),
      );
    }
  });

  it('says the visitor with its browser, system, device and network, and a recipient by their address', () => {
    const text = shareVisitorText(visitor, t);
    for (const part of ['Firefox', 'Windows', '203.0.113.x', t('activity.visitor.device.mobile')])
      expect(text).toContain(part);
    expect(shareEventText({ event: 'view', recipient: 'ana@example.com' }, t)).toContain('ana@example.com');
  });

  it('keeps to one form of address in German (du)', () => {
    if (language !== 'de') return;
    const texts = [...SHARE_ACCESS_EVENTS.map((event) => shareEventText({ event, recipient: null }, t))];
    for (const key of ['form.leakAutoPauseHint', 'activity.visitorsOff', 'form.leakAlert'])
      texts.push(t(key, { count: 20 }));
    for (const text of texts) expect(text).not.toMatch(/\b(Sie|Ihr|Ihre|Ihren|Ihnen)\b/);
  });
});

describe('the English texts', () => {
  const t = i18n.getFixedT('en', 'sharing');
  it('says a coarse visitor as one line, leaving out what the log does not know', () => {
    expect(shareVisitorText(visitor, t)).toBe('Firefox on Windows, mobile, 203.0.113.x');
    expect(shareVisitorText({ network: null, browser: 'Safari', os: null, device: null }, t)).toBe('Safari');
    expect(shareVisitorText({ network: '2001:db8:1::/48', browser: null, os: null, device: 'bot' }, t)).toBe(
      'Unknown browser, bot, 2001:db8:1::/48',
    );
    expect(shareVisitorText(null, t)).toBeNull();
  });
  it('has the sentences of the owner and the visitor', () => {
    expect(t('form.leakAlert')).toBe('Alert me when this link is opened by many people');
    expect(t('form.leakAutoPauseHint')).toBe(
      "Visitors see 'This link has been paused by its owner' until you turn the link on again.",
    );
    expect(t('public.paused')).toBe('This link has been paused by its owner');
    expect(t('activity.kept', { count: 90 })).toBe('Entries are kept for 90 days.');
    expect(t('activity.noVisitor')).toBe('Visitor details not kept');
  });
});
