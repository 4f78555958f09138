import type { Role } from '@vaultbox/common/constants.ts';

/** Admin and owner see the Invite Codes screen; the others get 'Access Denied' (SPEC §2 route table). */
export function canManageInvites(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'owner';
}

/** Only the owner manages users and sees the site's statistics (SPEC §6). */
export function canManageUsers(role: Role | null | undefined): boolean {
  return role === 'owner';
}
