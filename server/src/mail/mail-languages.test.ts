import { describe, expect, it } from 'vitest';
import { LANGUAGES, PRODUCT_NAME, type Language } from '@vaultbox/common/constants.ts';
import { otherFormOfAddress } from '@vaultbox/common/form-of-address.ts';
import type { MailMessage } from './mailer.ts';
import { activationMail, emailChangeMail, emailChangeNoticeMail, passwordChangedMail, resetMail } from './templates.ts';
import { twoFactorChangeMail, twoFactorClearedMail } from './two-factor-mails.ts';
import { shareCodeMail } from './share-code-mail.ts';

// Every mail the server sends, rendered in each of our languages (docs/product.md, Mails).

const NAME = 'ann<b>&"co"';
const NEW_EMAIL = 'new@example.com';
const APP = 'https://vault.example';
const TOKEN = 'tok_123-abc';
const AT = new Date('2025-03-01T14:05:30Z');
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const META = { ip: '203.0.113.57', userAgent: FIREFOX };

interface Case {
  render: (language: Language) => MailMessage;
  link?: string;
  /** A figure each language must keep: the link's lifetime, the time of the change. */
  facts: string[];
}

const CASES: Record<string, Case> = {
  activation: {
    render: (l) => activationMail('a@example.com', NAME, APP, TOKEN, l),
    link: `${APP}/activate/${TOKEN}`,
    facts: ['30'],
  },
  reset: {
    render: (l) => resetMail('a@example.com', NAME, APP, TOKEN, l),
    link: `${APP}/reset-password/${TOKEN}`,
    facts: ['1'],
  },
  'email change': {
    render: (l) => emailChangeMail(NEW_EMAIL, NAME, APP, TOKEN, l),
    link: `${APP}/verify-email/${TOKEN}`,
    facts: ['24'],
  },
  'email change notice': {
    render: (l) => emailChangeNoticeMail('a@example.com', NAME, NEW_EMAIL, l),
    facts: [NEW_EMAIL],
  },
  'password changed': { render: (l) => passwordChangedMail('a@example.com', NAME, l), facts: [] },
  'two-factor on': {
    render: (l) => twoFactorChangeMail('a@example.com', NAME, 'on', META, l, AT),
    facts: ['2025-03-01 14:05 UTC', 'Firefox', 'Windows', '203.0.113.x'],
  },
  'two-factor off': {
    render: (l) => twoFactorChangeMail('a@example.com', NAME, 'off', META, l, AT),
    facts: ['2025-03-01 14:05 UTC', 'Firefox', 'Windows', '203.0.113.x'],
  },
  'backup codes': {
    render: (l) => twoFactorChangeMail('a@example.com', NAME, 'backup-codes', META, l, AT),
    facts: ['2025-03-01 14:05 UTC', 'Firefox', 'Windows', '203.0.113.x'],
  },
  'share code': {
    render: (l) => shareCodeMail('a@example.com', { title: NAME, url: `${APP}/s/abc` }, '042917', 600_000, l),
    facts: ['042917', '10', `${APP}/s/abc`],
  },
  'two-factor cleared': {
    render: (l) => twoFactorClearedMail('a@example.com', NAME, l, AT),
    facts: ['2025-03-01 14:05 UTC'],
  },
};

const unescapeHtml = (html: string) =>
  html.replace(/<[^>]*>/g, ' ').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** Every run of three words of the text (words: letters only), lower-cased. */
function wordRuns(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  return new Set(words.slice(2).map((word, i) => `${words[i]} ${words[i + 1]} ${word}`));
}

/** The English runs of three words left in a mail: the words that are the same in every language taken out. */
function englishLeft(english: MailMessage, other: MailMessage): string[] {
  const fixed = new RegExp(`${PRODUCT_NAME}|Firefox|Windows|${NAME}|${NEW_EMAIL}|https?://\\S+|UTC`, 'gi');
  const runs = (m: MailMessage) => wordRuns(`${m.subject}\n${m.text}\n${unescapeHtml(m.html)}`.replace(fixed, '|'));
  const theirs = runs(other);
  return [...runs(english)].filter((run) => theirs.has(run));
}

describe.each(Object.entries(CASES))('the %s mail', (_, { render, link, facts }) => {
  const english = render('en');

  it.each(LANGUAGES)('is written in %s', (language) => {
    const mail = render(language);
    const whole = `${mail.subject}\n${mail.text}\n${mail.html}`;
    expect(mail.subject.startsWith(`${PRODUCT_NAME} - `)).toBe(true);
    expect(mail.text).toContain(PRODUCT_NAME);
    expect(mail.html).toContain(`<html lang="${language}">`);
    expect(whole).not.toMatch(/undefined|null|NaN|\[object|\{\{|\$\{/);
    for (const fact of facts) expect(mail.text).toContain(fact);
    // The name is the user's own text: as it is in the text part, escaped in the HTML part.
    expect(mail.text).toContain(NAME);
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('ann&#60;b&#62;&#38;&#34;co&#34;');
    if (link) {
      expect(mail.link).toBe(link);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
    }
    if (language === 'en') return;
    expect(mail.subject).not.toBe(english.subject);
    expect(mail.text).not.toBe(english.text);
    expect(englishLeft(english, mail)).toEqual([]);
    if (language === 'zh') expect(mail.subject).toMatch(/\p{Script=Han}/u);
    // One form of address in each language: German "du", French "vous", Spanish "tú", Chinese "你".
    expect(otherFormOfAddress(language, unescapeHtml(whole))).toEqual([]);
  });
});
