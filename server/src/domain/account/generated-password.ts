import { randomInt } from 'node:crypto';
import { GENERATED_PASSWORD_LENGTH } from '@vaultbox/common/constants.ts';
import { strictPasswordProblem } from '@vaultbox/common/rules/password-rule.ts';

// Letters and digits without lookalikes (0/O, 1/l/I): the owner (or the operator's `vaultbox user`) reads it out or
// pastes it to the user.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** 16 random characters (about 93 bits) that pass the strict password rule. */
export function generatePassword(length: number = GENERATED_PASSWORD_LENGTH): string {
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (strictPasswordProblem(password) === null) return password;
  }
}
