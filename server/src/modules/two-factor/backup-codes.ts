import { randomInt } from 'node:crypto';
import { BACKUP_CODE_COUNT } from '@vaultbox/common/schemas/account-security.ts';
import { hashToken } from '../../domain/account/secret-token.ts';

// Ten single-use codes of 10 characters (about 50 bits each, far beyond guessing under the sign-in limits), shown
// once as xxxxx-xxxxx and stored only as SHA-256 hashes.

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'; // no 0/o, 1/l/i: they are read off paper

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, newCode);
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normalizeBackupCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function hashBackupCode(code: string): string {
  return hashToken(normalizeBackupCode(code));
}
