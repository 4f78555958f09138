import { randomBytes } from 'node:crypto';

// An account made by single sign-on has no password (docs/security.md, Single sign-on): its password_hash is this
// unusable value, which no password verifies (it is no argon2 hash) and which every way of setting a password (the
// reset link) replaces with a real hash, so the existing password flows need no change.
const NO_PASSWORD_PREFIX = '!no-password:';

export const noPasswordHash = (): string => `${NO_PASSWORD_PREFIX}${randomBytes(16).toString('hex')}`;

export const hasPassword = (user: { password_hash: string }): boolean =>
  !user.password_hash.startsWith(NO_PASSWORD_PREFIX);
