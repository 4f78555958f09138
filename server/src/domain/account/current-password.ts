import type { UserRow } from '../../db/tables.ts';
import { AppError } from '../../errors.ts';
import { verifyPassword } from './password-hasher.ts';

/**
 * The re-check of the password before a change that could lock the owner out (password, e-mail, two-factor,
 * deletion). A wrong one is a 400, never a 401: the client signs out on 401.
 */
export async function assertCurrentPassword(user: Pick<UserRow, 'password_hash'>, password: string): Promise<void> {
  if (!(await verifyPassword(user.password_hash, password))) throw new AppError('INCORRECT_PASSWORD');
}
