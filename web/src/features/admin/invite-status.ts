import type { InviteCode } from '@vaultbox/common/schemas/invite.ts';

export type InviteDisplayStatus = 'active' | 'inactive' | 'expired' | 'usedUp';

/**
 * SPEC §4 Invite code display status: Inactive if not active; else Expired once the expiry has passed; else, in the
 * list only, Used Up when currentUses reaches maxUses; else Active. The details view has no Used Up.
 */
export function inviteDisplayStatus(
  code: Pick<InviteCode, 'isActive' | 'expiresAt' | 'maxUses' | 'currentUses'>,
  view: 'list' | 'details',
  now: number = Date.now(),
): InviteDisplayStatus {
  if (!code.isActive) return 'inactive';
  if (code.expiresAt && new Date(code.expiresAt).getTime() <= now) return 'expired';
  if (view === 'list' && code.maxUses != null && code.currentUses >= code.maxUses) return 'usedUp';
  return 'active';
}

/** SPEC §2 Usage column: current uses, plus ' / max' if a max exists. */
export function inviteUsage(code: Pick<InviteCode, 'maxUses' | 'currentUses'>): string {
  return code.maxUses != null ? `${code.currentUses} / ${code.maxUses}` : String(code.currentUses);
}
