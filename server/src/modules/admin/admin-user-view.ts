import type { AdminUser } from '@vaultbox/common/schemas/admin.ts';
import { toUserDto } from '../../domain/account/user-view.ts';
import type { UserWithUsage } from '../../repos/admin-users.repo.ts';

/** The contract's AdminUser: the account as its owner sees it, without preferences, plus its usage counts. */
export function toAdminUserDto(row: UserWithUsage): AdminUser {
  const { preferences: _preferences, ...user } = toUserDto(row);
  return { ...user, usage: { fileCount: Number(row.file_count), shareCount: Number(row.share_count) } };
}
