import type { Passkey } from '@vaultbox/common/schemas/passkeys.ts';
import type { PasskeyRow } from '../../db/tables.ts';

/** A passkey as its owner sees it: in Settings and in the account export; never its public key or credential id. */
export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  deviceType: row.device_type,
  backedUp: row.backed_up,
});
