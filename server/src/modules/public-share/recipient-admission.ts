import type { Db } from '../../db/database.ts';
import type { PublicShareRow } from '../../repos/public-share.repo.ts';
import { recipientsOf } from '../../repos/share-recipients.repo.ts';
import { publicShareError } from './public-share-errors.ts';
import type { createGrantSigner, GrantScope } from './share-grant.ts';

type GrantSigner = ReturnType<typeof createGrantSigner>;

/** The address a recipient-verified visitor proved: as listed, and its key (lower-cased), which grants are bound to. */
export interface VerifiedRecipient {
  email: string;
  key: string;
}

/**
 * Admission to a recipient-verified link (docs/product.md, Recipient-verified links): only a live grant bound to one of
 * the link's CURRENT addresses opens it (removing an address ends its grants); a password alone, or a grant of no
 * address, is refused with 401 RECIPIENT_REQUIRED.
 */
export function createRecipientAdmission(db: Db, grants: GrantSigner) {
  async function admit(
    row: PublicShareRow,
    grant: string | undefined,
    scopes: GrantScope[],
  ): Promise<{ scope: GrantScope; recipient: VerifiedRecipient }> {
    for (const scope of scopes) {
      const tag = grants.read(grant, row, [scope]);
      if (!tag) continue;
      const listed = (await recipientsOf(db, row.id)).find((one) => grants.recipientTag(row, one.email_key) === tag);
      if (listed) return { scope, recipient: { email: listed.email, key: listed.email_key } };
    }
    throw publicShareError('RECIPIENT_REQUIRED');
  }

  return { admit };
}
