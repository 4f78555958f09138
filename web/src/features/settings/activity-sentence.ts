import { ROLES } from '@vaultbox/common/constants.ts';
import {
  ACTIVITY_ACTIONS,
  type ActivityAction,
  type ActivityEntry,
} from '@vaultbox/common/schemas/account-security.ts';

/** A key of the settings namespace and the values it names. */
export interface ActivitySentence {
  key: string;
  values?: Record<string, string | number>;
}

type Details = ActivityEntry['details'];

/** A text the server wrote in `details`, or null (an older entry without it, or something else there). */
function text(details: Details, field: string): string | null {
  const value = details?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function count(details: Details, field: string): number | null {
  const value = details?.[field];
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The kind's own sentence, without its item: the entry names none, or was written before the item was kept. */
const plain = (action: ActivityAction): ActivitySentence => ({ key: `activity.actions.${action}` });

/** `key` with `values` when every value is there, else the kind's plain sentence. */
function named(action: ActivityAction, key: string, values: Record<string, string | number | null>): ActivitySentence {
  const known = Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] !== null);
  return known.length === Object.keys(values).length
    ? { key: `activity.items.${key}`, values: Object.fromEntries(known) }
    : plain(action);
}

/** One file by its name, or several by their number. */
function fileOrCount(action: ActivityAction, details: Details, one: string, many: string): ActivitySentence {
  const name = text(details, 'name');
  if (name) return named(action, one, { name });
  const n = count(details, 'count');
  return n !== null && n !== 1 ? named(action, many, { count: n }) : plain(action);
}

const account = (action: ActivityAction, key: string) => (details: Details) =>
  named(action, key, { username: text(details, 'username') });

const inviteCode = (action: ActivityAction, key: string) => (details: Details) =>
  named(action, key, { code: text(details, 'code') });

/**
 * Every kind's sentence (docs/product.md, Activity). A Record over the contract's list, so that a kind added there
 * does not compile until it has its sentence here.
 */
const SENTENCES: Record<ActivityAction, (details: Details) => ActivitySentence> = {
  // A sign-in says how it was proven when it was not a password (docs/product.md, Passkeys).
  login: (details) => (details?.method === 'passkey' ? { key: 'activity.items.signedInWithPasskey' } : plain('login')),
  login_failed: () => plain('login_failed'),
  logout: () => plain('logout'),
  register: () => plain('register'),
  activate: () => plain('activate'),
  password_reset_requested: () => plain('password_reset_requested'),
  password_reset: () => plain('password_reset'),
  profile_update: () => plain('profile_update'),
  password_change: () => plain('password_change'),
  email_change_requested: (details) =>
    named('email_change_requested', 'emailChangeRequested', { email: text(details, 'to') }),
  email_change: (details) => named('email_change', 'emailChanged', { email: text(details, 'to') }),
  avatar_update: (details) =>
    details?.removed === true ? { key: 'activity.items.avatarRemoved' } : plain('avatar_update'),
  two_factor_enabled: () => plain('two_factor_enabled'),
  two_factor_disabled: () => plain('two_factor_disabled'),
  backup_codes_regenerated: () => plain('backup_codes_regenerated'),
  two_factor_cleared: () => plain('two_factor_cleared'),
  // One session ended names none; signing out everywhere else counts them.
  session_revoked: (details) =>
    details?.others === undefined
      ? plain('session_revoked')
      : named('session_revoked', 'otherSessionsRevoked', { count: count(details, 'others') }),
  passkey_add: (details) => named('passkey_add', 'passkeyAdded', { name: text(details, 'name') }),
  passkey_remove: (details) => named('passkey_remove', 'passkeyRemoved', { name: text(details, 'name') }),
  api_token_create: (details) => named('api_token_create', 'apiTokenCreated', { name: text(details, 'name') }),
  // Revoking every token counts them; one names it.
  api_token_revoke: (details) => fileOrCount('api_token_revoke', details, 'apiTokenRevoked', 'apiTokensRevoked'),
  upload: (details) => named('upload', 'uploaded', { name: text(details, 'name') }),
  media_delete: (details) => fileOrCount('media_delete', details, 'fileDeleted', 'filesDeleted'),
  share_create: (details) => named('share_create', 'shareCreated', { name: text(details, 'name') }),
  share_delete: (details) => fileOrCount('share_delete', details, 'shareDeleted', 'sharesDeleted'),
  share_extend: (details) => named('share_extend', 'shareExtended', { name: text(details, 'name') }),
  export: (details) => {
    if (details?.format === 'json') return { key: 'activity.items.exportedJson' };
    return details?.format === 'zip'
      ? named('export', 'exportedZip', { count: count(details, 'files') })
      : plain('export');
  },
  admin_user_create: account('admin_user_create', 'userCreated'),
  admin_user_update: account('admin_user_update', 'userUpdated'),
  admin_user_role_change: (details) => {
    const role = text(details, 'to');
    return named('admin_user_role_change', 'roleChanged', {
      username: text(details, 'username'),
      role: role && (ROLES as readonly string[]).includes(role) ? role : null,
    });
  },
  admin_user_password_reset: account('admin_user_password_reset', 'userPasswordReset'),
  admin_user_two_factor_clear: account('admin_user_two_factor_clear', 'userTwoFactorCleared'),
  admin_user_delete: account('admin_user_delete', 'userDeleted'),
  invite_create: inviteCode('invite_create', 'inviteCreated'),
  invite_activate: inviteCode('invite_activate', 'inviteActivated'),
  invite_deactivate: inviteCode('invite_deactivate', 'inviteDeactivated'),
  invite_delete: inviteCode('invite_delete', 'inviteDeleted'),
  maintenance_change: (details) => {
    if (typeof details?.enabled !== 'boolean') return plain('maintenance_change');
    return { key: details.enabled ? 'activity.items.maintenanceOn' : 'activity.items.maintenanceOff' };
  },
  oidc_link: (details) => named('oidc_link', 'oidcLinked', { provider: text(details, 'provider') }),
  oidc_unlink: (details) => named('oidc_unlink', 'oidcUnlinked', { provider: text(details, 'provider') }),
};

const isKnown = (action: string): action is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(action);

/**
 * The sentence of one entry of the activity list, naming its item where the server recorded one ("Uploaded
 * holiday.mp4"). A kind this web does not know (an older or newer server) is "Account activity", never its raw name.
 */
export function activitySentence(entry: Pick<ActivityEntry, 'action' | 'details'>): ActivitySentence {
  return isKnown(entry.action) ? SENTENCES[entry.action](entry.details) : { key: 'activity.unknown' };
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The sentence in the language of `t` (the settings namespace). The role an administrator gave is said in that
 * language too.
 */
export function activityText(entry: Pick<ActivityEntry, 'action' | 'details'>, t: Translate): string {
  const { key, values } = activitySentence(entry);
  if (values && typeof values.role === 'string') return t(key, { ...values, role: t(`activity.roles.${values.role}`) });
  return t(key, values);
}
