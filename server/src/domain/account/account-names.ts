import type { Db } from '../../db/database.ts';
import type { UserRow } from '../../db/tables.ts';
import { AppError } from '../../errors.ts';
import { findUserByEmail, findUserByUsername } from '../../repos/user.repo.ts';

export const emailTakenError = () => new AppError('EMAIL_TAKEN', 'An account with this email address already exists');
const usernameTakenError = () => new AppError('USERNAME_TAKEN');

/** Refuses an address or a name another account holds, in any letter case (`self` may keep its own). */
export async function assertNamesFree(
  db: Db,
  input: { email?: string; username?: string },
  self?: UserRow,
): Promise<void> {
  if (input.email !== undefined && input.email.toLowerCase() !== self?.email_lower) {
    if (await findUserByEmail(db, input.email)) throw emailTakenError();
  }
  if (input.username !== undefined && input.username.toLowerCase() !== self?.username_lower) {
    if (await findUserByUsername(db, input.username)) throw usernameTakenError();
  }
}
