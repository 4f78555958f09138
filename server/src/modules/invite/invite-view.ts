import type { InviteCode, InviteUsage } from '@vaultbox/common/schemas/invite.ts';
import type { InviteCodeWithCreator } from '../../repos/invite.repo.ts';

/** The contract's InviteCode; `_id` repeats the id for older clients. */
export function toInviteDto(row: InviteCodeWithCreator): InviteCode {
  return {
    _id: row.id,
    id: row.id,
    code: row.code,
    description: row.description,
    isActive: row.is_active,
    expiresAt: row.expires_at,
    maxUses: row.max_uses === null ? null : Number(row.max_uses),
    currentUses: Number(row.current_uses),
    creator:
      row.creator_username !== null && row.creator_email !== null
        ? { username: row.creator_username, email: row.creator_email }
        : null,
    createdAt: row.created_at,
  };
}

/** One use; a deleted account shows as nobody, with no e-mail. */
export function toUsageDto(row: {
  user_id: string | null;
  used_at: string;
  username: string | null;
  email: string | null;
}): InviteUsage {
  const known = row.user_id !== null && row.username !== null;
  return {
    userId: known ? row.user_id : null,
    user: known ? { username: row.username as string } : null,
    email: known ? row.email : null,
    usedAt: row.used_at,
  };
}
