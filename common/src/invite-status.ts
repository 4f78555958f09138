export type InviteStatus = 'active' | 'inactive' | 'expired' | 'used_up';

export interface InviteState {
  isActive: boolean;
  expiresAt: string | null;
  maxUses: number | null;
  currentUses: number;
}

/**
 * An invite code's display status: Inactive, else Expired, else (in the list only) Used Up when the uses reached
 * the maximum, else Active. The details view passes `inList: false` and never says Used Up.
 */
export function inviteStatus(code: InviteState, options: { inList: boolean }, now: Date = new Date()): InviteStatus {
  if (!code.isActive) return 'inactive';
  if (code.expiresAt && new Date(code.expiresAt).getTime() <= now.getTime()) return 'expired';
  if (options.inList && code.maxUses !== null && code.currentUses >= code.maxUses) return 'used_up';
  return 'active';
}
