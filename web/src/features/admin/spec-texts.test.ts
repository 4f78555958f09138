import { describe, expect, it } from 'vitest';
import admin from '../../i18n/en/admin.json';
import system from '../../i18n/en/system.json';

type Tree = { [key: string]: string | Tree };

function at(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Tree | undefined)?.[key], tree);
}

/** Each key of `tree` reads its text word for word. */
function itReads(tree: Tree, texts: [key: string, text: string][]): void {
  it.each(texts)('%s reads "%s"', (key, text) => {
    expect(at(tree, key)).toBe(text);
  });
}

// The English texts the screens must keep word for word (docs/product.md quotes many of them).
describe('admin namespace English', () => {
  itReads(admin, [
    ['invites.subtitle', 'Manage registration invite codes for new users'],
    ['invites.empty', 'No invite codes found'],
    ['invites.never', 'Never'],
    ['invites.unknown', 'Unknown'],
    ['invites.status.usedUp', 'Used Up'],
    ['invites.showing', 'Showing {{from}} to {{to}} of {{total}} results'],
    ['invites.form.expiresAt', 'Expiration Date'],
    ['invites.form.maxUses', 'Max Uses'],
    ['invites.form.submitting', 'Creating...'],
    ['invites.details.history', 'Usage History'],
    ['invites.delete.confirm', 'Are you sure you want to delete this invite code? This action cannot be undone.'],
    ['invites.messages.created', 'Invite code created successfully'],
    ['invites.messages.deactivated', 'Invite code deactivated'],
    ['invites.messages.activated', 'Invite code activated'],
    ['invites.messages.deleted', 'Invite code deleted'],
    ['invites.messages.createFailed', 'Failed to create invite code'],
    ['invites.messages.loadFailed', 'Failed to fetch invite codes'],
    ['invites.messages.detailsFailed', 'Failed to fetch invite code details'],
    ['users.subtitle', 'Manage all users, their roles, and permissions'],
    ['users.add', 'Add User'],
    ['users.stats.totalStorage', 'Total Storage'],
    ['users.searchPlaceholder', 'Search users...'],
    ['users.roles.all', 'All Roles'],
    ['users.tiers.all', 'All Tiers'],
    ['users.empty', 'No users found'],
    ['users.emptyHint', 'Try adjusting your search or filters.'],
    ['users.newPassword.title', 'New Password Generated'],
    ['users.newPassword.text', "Please share this password with the user. It won't be shown again."],
    ['users.form.editTitle', 'Edit User: {{username}}'],
    ['users.form.active', 'Active user account'],
    ['users.errors.createRequired', 'Username, email, and password are required'],
    ['users.errors.editRequired', 'Username and email are required'],
    ['users.messages.created', 'User created successfully'],
    ['users.messages.updated', 'User updated successfully'],
    ['users.messages.deleted', 'User deleted successfully'],
    ['users.messages.passwordReset', 'Password reset successfully'],
    ['users.messages.resetFailed', 'Failed to reset password'],
    ['users.messages.statsFailed', 'Failed to fetch statistics'],
  ]);
});

describe('system namespace English (system notices)', () => {
  itReads(system, [
    ['maintenance', 'System is in maintenance mode. Some features may be unavailable.'],
    ['newVersion', 'A new version is available. Please refresh the page.'],
    ['connectionLost', 'Connection lost. Trying to reconnect...'],
    ['connectionRestored', 'Connection restored'],
  ]);
});
