import type { Role } from '@vaultbox/common/constants.ts';

/** Admin and owner see the Invite Codes screen; the others get 'Access Denied' (docs/product.md, Routes). */
export function canManageInvites(role: Role | null | undefined): boolean {
  return role === 'admin' || role === 'owner';
}

/** Only the owner manages users and sees the site's statistics (docs/product.md, Roles). */
export function canManageUsers(role: Role | null | undefined): boolean {
  return role === 'owner';
}
