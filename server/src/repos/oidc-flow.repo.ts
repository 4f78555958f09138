import type { Db } from '../db/database.ts';
import type { OidcFlowRow, OidcTicketRow } from '../db/tables.ts';

// The only SQL about started single sign-ons and their tickets (migration 0029). Ids arrive already hashed.

export async function insertFlow(db: Db, row: OidcFlowRow): Promise<void> {
  await db.insertInto('oidc_flows').values(row).execute();
}

/** The flow, spent by this one DELETE: of two callbacks with one cookie only one gets it. */
export async function takeFlow(db: Db, id: string, now: string): Promise<OidcFlowRow | undefined> {
  const row = await db.deleteFrom('oidc_flows').where('id', '=', id).returningAll().executeTakeFirst();
  return row && row.expires_at > now ? row : undefined;
}

export async function insertTicket(db: Db, row: Omit<OidcTicketRow, 'attempts'>): Promise<void> {
  await db.insertInto('oidc_tickets').values(row).execute();
}

export async function findLiveTicket(db: Db, id: string, now: string): Promise<OidcTicketRow | undefined> {
  return db
    .selectFrom('oidc_tickets')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Counts a wrong try; the ticket is gone once it has had `max` of them. */
export async function countTicketAttempt(db: Db, id: string, max: number): Promise<void> {
  await db
    .updateTable('oidc_tickets')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
  await db.deleteFrom('oidc_tickets').where('id', '=', id).where('attempts', '>=', max).execute();
}

/** Spends the ticket: true for the one caller whose DELETE removed it. */
export async function takeTicket(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('oidc_tickets').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function deleteExpiredOidcRows(db: Db, now: string): Promise<void> {
  await db.deleteFrom('oidc_flows').where('expires_at', '<=', now).execute();
  await db.deleteFrom('oidc_tickets').where('expires_at', '<=', now).execute();
}
