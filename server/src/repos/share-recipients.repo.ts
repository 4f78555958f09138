import type { Db } from '../db/database.ts';

// The addresses a recipient-verified link is bound to (docs/product.md, Recipient-verified links). The owner's side
// writes them only after finding the share among the caller's own; shares.recipient_count follows in the same
// transaction, so the public routes learn whether a link is bound without another query.

export interface ShareRecipient {
  email: string;
  email_key: string;
}

/** The key an address is compared by: the same address typed in another case is the same person. */
export const recipientKey = (email: string) => email.trim().toLowerCase();

/**
 * Binds the share to exactly `emails` (in their order, an address typed twice kept once); an empty list unbinds it.
 * The codes of addresses no longer listed go too. Answers false when the share is not the user's.
 */
export async function replaceRecipients(db: Db, userId: string, shareId: string, emails: string[]): Promise<boolean> {
  const unique = new Map<string, string>();
  for (const email of emails) if (!unique.has(recipientKey(email))) unique.set(recipientKey(email), email.trim());
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('shares')
      .set({ recipient_count: unique.size })
      .where('id', '=', shareId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('share_recipients').where('share_id', '=', shareId).execute();
    if (unique.size > 0) {
      const rows = [...unique].map(([email_key, email], position) => ({
        share_id: shareId,
        email_key,
        email,
        position,
      }));
      await trx.insertInto('share_recipients').values(rows).execute();
    }
    let gone = trx.deleteFrom('share_codes').where('share_id', '=', shareId);
    if (unique.size > 0) gone = gone.where('email_key', 'not in', [...unique.keys()]);
    await gone.execute();
    return true;
  });
}

/** The addresses of each of `shareIds` (one query for a page of the list), in the owner's order. */
export async function recipientsOfShares(db: Db, shareIds: string[]): Promise<Map<string, string[]>> {
  const byShare = new Map<string, string[]>();
  if (shareIds.length === 0) return byShare;
  const rows = await db
    .selectFrom('share_recipients')
    .select(['share_id', 'email'])
    .where('share_id', 'in', shareIds)
    .orderBy('share_id')
    .orderBy('position')
    .execute();
  for (const { share_id, email } of rows) {
    const list = byShare.get(share_id);
    if (list) list.push(email);
    else byShare.set(share_id, [email]);
  }
  return byShare;
}

/** One listed address of the share, by its key; undefined when it is not (or no longer) listed. */
export async function findRecipient(db: Db, shareId: string, emailKey: string): Promise<ShareRecipient | undefined> {
  return db
    .selectFrom('share_recipients')
    .select(['email', 'email_key'])
    .where('share_id', '=', shareId)
    .where('email_key', '=', emailKey)
    .executeTakeFirst();
}

/** Every listed address of the share (what a grant's address is matched against). */
export async function recipientsOf(db: Db, shareId: string): Promise<ShareRecipient[]> {
  return db
    .selectFrom('share_recipients')
    .select(['email', 'email_key'])
    .where('share_id', '=', shareId)
    .orderBy('position')
    .execute();
}
