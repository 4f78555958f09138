import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@vaultbox/common/constants.ts';
import { ACTIVITY_ACTIONS, type ActivityAction } from '@vaultbox/common/schemas/account-security.ts';
import { i18n, setLanguage } from '../../lib/i18n.ts';
import { activitySentence, activityText } from './activity-sentence.ts';

type Details = Record<string, unknown> | null;

/**
 * What the server records for each kind (a Record: a new kind needs its sample here too) and the items its sentence
 * must name.
 */
const SAMPLES: Record<ActivityAction, { details: Details; items: string[] }> = {
  login: { details: null, items: [] },
  login_failed: { details: { reason: 'wrong_password' }, items: [] },
  logout: { details: null, items: [] },
  register: { details: { role: 'user' }, items: [] },
  activate: { details: null, items: [] },
  password_reset_requested: { details: null, items: [] },
  password_reset: { details: null, items: [] },
  profile_update: { details: { fields: ['displayName'] }, items: [] },
  password_change: { details: null, items: [] },
  email_change_requested: { details: { to: 'new@example.com' }, items: ['new@example.com'] },
  email_change: { details: { from: 'old@example.com', to: 'new@example.com' }, items: ['new@example.com'] },
  avatar_update: { details: { removed: true }, items: [] },
  two_factor_enabled: { details: null, items: [] },
  two_factor_disabled: { details: null, items: [] },
  backup_codes_regenerated: { details: null, items: [] },
  two_factor_cleared: { details: null, items: [] },
  session_revoked: { details: { others: 3 }, items: ['3'] },
  passkey_add: { details: { name: 'Work laptop' }, items: ['Work laptop'] },
  passkey_remove: { details: { name: 'Old phone' }, items: ['Old phone'] },
  api_token_create: { details: { tokenId: 't1', name: 'Backups', scopes: ['upload'] }, items: ['Backups'] },
  api_token_revoke: { details: { count: 4 }, items: ['4'] },
  oidc_link: { details: { provider: 'Keycloak' }, items: ['Keycloak'] },
  oidc_unlink: { details: { provider: 'Keycloak' }, items: ['Keycloak'] },
  upload: { details: { mediaId: 'm1', name: 'holiday.mp4', size: 1024 }, items: ['holiday.mp4'] },
  media_delete: { details: { count: 1, mediaIds: ['m1'], name: 'holiday.mp4' }, items: ['holiday.mp4'] },
  share_create: { details: { shareId: 's1', mediaId: 'm1', name: 'Report.pdf' }, items: ['Report.pdf'] },
  share_delete: { details: { count: 1, shareIds: ['s1'], name: 'Report.pdf' }, items: ['Report.pdf'] },
  share_extend: {
    details: { shareId: 's1', name: 'Report.pdf', to: '2031-06-08T00:00:00.000Z' },
    items: ['Report.pdf'],
  },
  export: { details: { format: 'zip', files: 12 }, items: ['12'] },
  admin_user_create: { details: { targetUserId: 'u1', username: 'jonas', role: 'user' }, items: ['jonas'] },
  admin_user_update: { details: { targetUserId: 'u1', username: 'jonas', fields: ['tier'] }, items: ['jonas'] },
  admin_user_role_change: {
    details: { targetUserId: 'u1', username: 'jonas', from: 'user', to: 'admin' },
    items: ['jonas'],
  },
  admin_user_password_reset: { details: { targetUserId: 'u1', username: 'jonas' }, items: ['jonas'] },
  admin_user_two_factor_clear: { details: { targetUserId: 'u1', username: 'jonas' }, items: ['jonas'] },
  admin_user_delete: { details: { targetUserId: 'u1', username: 'jonas', files: 2, shares: 1 }, items: ['jonas'] },
  invite_create: { details: { inviteCodeId: 'i1', code: 'K7QM-2XPA-9RTD' }, items: ['K7QM-2XPA-9RTD'] },
  invite_activate: { details: { inviteCodeId: 'i1', code: 'K7QM-2XPA-9RTD' }, items: ['K7QM-2XPA-9RTD'] },
  invite_deactivate: { details: { inviteCodeId: 'i1', code: 'K7QM-2XPA-9RTD' }, items: ['K7QM-2XPA-9RTD'] },
  invite_delete: { details: { inviteCodeId: 'i1', code: 'K7QM-2XPA-9RTD' }, items: ['K7QM-2XPA-9RTD'] },
  maintenance_change: { details: { enabled: true }, items: [] },
};

const say = (language: Language, action: string, details: Details = null) =>
  activityText({ action, details }, i18n.getFixedT(language, 'settings'));

beforeAll(async () => {
  for (const language of LANGUAGES) await setLanguage(language);
  await setLanguage('en');
});

describe.each(LANGUAGES)('the activity list in %s', (language) => {
  it.each(ACTIVITY_ACTIONS)('says %s as a sentence naming its item', (action) => {
    const { details, items } = SAMPLES[action];
    for (const entry of [
      { action, details },
      { action, details: null },
    ]) {
      const sentence = say(language, action, entry.details);
      expect(sentence.trim(), action).not.toBe('');
      expect(sentence, action).not.toContain('_');
      expect(sentence, action).not.toMatch(/activity\.|\{\{/);
      expect(sentence.toLowerCase(), action).not.toBe(action);
      // Written in this language's file, not made of the kind (some fixed English texts, "Email change requested",
      // share its words).
      const { key } = activitySentence(entry);
      const written =
        i18n.getResource(language, 'settings', key) ?? i18n.getResource(language, 'settings', `${key}_other`);
      expect(written, `${action}: ${key}`).toEqual(expect.any(String));
    }
    for (const item of items) expect(say(language, action, details), action).toContain(item);
  });

  it('has its own sentence for every kind, and another with the item', () => {
    const plain = ACTIVITY_ACTIONS.map((action) => say(language, action));
    expect(new Set(plain).size).toBe(plain.length);
    for (const action of ACTIVITY_ACTIONS) {
      if (SAMPLES[action].items.length > 0)
        expect(say(language, action, SAMPLES[action].details)).not.toBe(say(language, action));
    }
  });

  it('says the new role in the language', () => {
    const t = i18n.getFixedT(language, 'settings');
    expect(say(language, 'admin_user_role_change', SAMPLES.admin_user_role_change.details)).toContain(
      t('activity.roles.admin'),
    );
  });

  it('keeps to its own words: no English in Chinese, one form of address in German (du, as the settings)', () => {
    const sentences = ACTIVITY_ACTIONS.map((action) => {
      const { details, items } = SAMPLES[action];
      return items.reduce((text, item) => text.replaceAll(item, ''), say(language, action, details));
    });
    if (language === 'zh') for (const sentence of sentences) expect(sentence).not.toMatch(/[A-Za-z]/);
    if (language === 'de')
      for (const sentence of sentences) expect(sentence).not.toMatch(/\b(Sie|Ihr|Ihre|Ihren|Ihnen)\b/);
  });

  it('says a kind it does not know as account activity, never its raw name', () => {
    const sentence = say(language, 'file_teleported', { name: 'holiday.mp4' });
    expect(sentence).toBe(i18n.getFixedT(language, 'settings')('activity.unknown'));
    expect(sentence).not.toMatch(/_|teleport/);
  });
});

describe('the English sentences', () => {
  it.each([
    ['upload', { name: 'holiday.mp4' }, 'Uploaded holiday.mp4'],
    ['media_delete', { count: 1, name: 'holiday.mp4' }, 'Deleted holiday.mp4'],
    ['media_delete', { count: 3, mediaIds: ['a', 'b', 'c'] }, 'Deleted 3 files'],
    ['share_create', { name: 'Report.pdf' }, 'Created a share link for Report.pdf'],
    ['share_delete', { count: 1, name: 'Report.pdf' }, 'Deleted the share link for Report.pdf'],
    ['share_delete', { count: 2 }, 'Deleted 2 share links'],
    ['session_revoked', { others: 1 }, 'Signed out of 1 other session'],
    ['session_revoked', { current: true }, 'Session signed out'],
    ['login', { method: 'passkey' }, 'Signed in with a passkey'],
    ['api_token_create', { name: 'Backups', scopes: ['upload'] }, 'Created the API token Backups'],
    ['api_token_revoke', { count: 1, name: 'Backups' }, 'Revoked the API token Backups'],
    ['api_token_revoke', { count: 2 }, 'Revoked 2 API tokens'],
    ['export', { format: 'json' }, 'Exported your data as JSON'],
    ['admin_user_create', { username: 'jonas' }, 'Created the user jonas'],
    ['admin_user_role_change', { username: 'jonas', from: 'user', to: 'admin' }, 'Changed the role of jonas to admin'],
    ['admin_user_password_reset', { username: 'jonas' }, 'Reset the password of jonas'],
    ['invite_create', { code: 'K7QM-2XPA-9RTD' }, 'Created the invite code K7QM-2XPA-9RTD'],
    ['maintenance_change', { enabled: true }, 'Turned maintenance mode on'],
    ['maintenance_change', { enabled: false }, 'Turned maintenance mode off'],
    ['login', null, 'Signed in'],
    ['login_failed', { reason: 'wrong_password' }, 'Failed sign-in'],
  ] as const)('%s %j: "%s"', (action, details, text) => {
    expect(say('en', action, details)).toBe(text);
  });

  it('keeps the sentences of entries written before their item was recorded', () => {
    expect(say('en', 'upload')).toBe('File uploaded');
    expect(say('en', 'media_delete', { count: 1, mediaIds: ['a'] })).toBe('File deleted');
    expect(say('en', 'share_create', { shareId: 's', mediaId: 'm' })).toBe('Share link created');
    expect(say('en', 'share_delete', { count: 1, shareIds: ['s'] })).toBe('Share link deleted');
    expect(say('en', 'admin_user_delete', { targetUserId: 'u1', files: 0, shares: 0 })).toBe('Deleted a user');
    expect(say('en', 'invite_delete', { inviteCodeId: 'i1' })).toBe('Deleted an invite code');
    expect(say('en', 'admin_user_role_change', { username: 'jonas', to: 'emperor' })).toBe("Changed a user's role");
  });

  it('says an item as it is: odd names are not read as placeholders or nested keys', () => {
    const name = '{{count}} $t(activity.unknown) <b>&amp;.png';
    expect(say('en', 'upload', { name })).toBe(`Uploaded ${name}`);
    expect(say('en', 'upload', { name: '   ' })).toBe('File uploaded');
    expect(say('en', 'upload', { name: 42 })).toBe('File uploaded');
  });

  it('gives the unknown kind its key, whatever its details', () => {
    expect(activitySentence({ action: 'teleport', details: null })).toEqual({ key: 'activity.unknown' });
    expect(say('en', 'teleport')).toBe('Account activity');
    expect(say('en', '')).toBe('Account activity');
    expect(say('en', 'constructor')).toBe('Account activity');
  });
});
