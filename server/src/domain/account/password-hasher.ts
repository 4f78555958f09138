import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. argon2id is the library's default algorithm
// (its Algorithm const enum cannot be imported under isolatedModules).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// Each hash or check takes 19 MiB and most of a core for tens of milliseconds: a few at a time, queued beyond, so a
// flood of guesses (sign-ins, share passwords) cannot take the whole CPU or memory.
const argon2Slots = pLimit(Math.max(2, availableParallelism()));

export function hashPassword(password: string): Promise<string> {
  return argon2Slots(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await argon2Slots(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/** Spends the same time as a real check, so an unknown email is not revealed by a faster answer. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
}
