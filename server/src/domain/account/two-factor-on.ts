import type { UserRow } from '../../db/tables.ts';

/** Whether signing in to this account asks for a second factor. */
export const isTwoFactorOn = (user: Pick<UserRow, 'two_factor_enabled_at'>) => user.two_factor_enabled_at !== null;
