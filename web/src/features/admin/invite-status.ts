import { inviteStatus } from '@vaultbox/common/invite-status.ts';
import type { InviteCode } from '@vaultbox/common/schemas/invite.ts';

export type InviteDisplayStatus = 'active' | 'inactive' | 'expired' | 'usedUp';

/**
 * An invite code's display status: the contract's `inviteStatus` (Inactive, else Expired, else, in the list only,
 * Used Up, else Active), under the names the badge and its texts use. The details view has no Used Up.
 */
export function inviteDisplayStatus(
  code: Pick<InviteCode, 'isActive' | 'expiresAt' | 'maxUses' | 'currentUses'>,
  view: 'list' | 'details',
  now: number = Date.now(),
): InviteDisplayStatus {
  const status = inviteStatus(code, { inList: view === 'list' }, new Date(now));
  return status === 'used_up' ? 'usedUp' : status;
}

/** The Usage column: current uses, plus ' / max' if a max exists. */
export function inviteUsage(code: Pick<InviteCode, 'maxUses' | 'currentUses'>): string {
  return code.maxUses != null ? `${code.currentUses} / ${code.maxUses}` : String(code.currentUses);
}
