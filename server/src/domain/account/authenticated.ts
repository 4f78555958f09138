import type { SessionRow, UserRow } from '../../db/tables.ts';

/** Who a signed-in request comes from: the account and the session its token belongs to. */
export interface Authenticated {
  user: UserRow;
  session: SessionRow;
}
