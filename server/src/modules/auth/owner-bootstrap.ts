import type { AppContext } from '../../context.ts';
import { newUserRow } from '../../domain/account/new-user.ts';
import { findUserByEmail, findUserByUsername, insertUser } from '../../repos/user.repo.ts';
import { hashPassword } from '../../domain/account/password-hasher.ts';

/** Start-up step for unattended installs; stops start-up (throws) when the owner cannot be created. */
export class OwnerBootstrapError extends Error {}

/**
 * OWNER_EMAIL/OWNER_PASSWORD: create that owner when no account holds the address. An existing account of that
 * address is left exactly as it is, never promoted nor reactivated: anyone can give their account any address, so
 * the address alone proves nothing (and an owner's own changes, password included, must survive a restart).
 */
export async function ensureOwnerAccount(ctx: AppContext): Promise<void> {
  const owner = ctx.config.owner;
  if (!owner) return;
  const existing = await findUserByEmail(ctx.db, owner.email);
  if (existing) {
    if (existing.role !== 'owner' || !existing.is_active) {
      ctx.log.warn(
        { email: owner.email },
        'OWNER_EMAIL belongs to an account that is not an active owner; it is left unchanged (an owner can promote it)',
      );
    }
    return;
  }
  if (await findUserByUsername(ctx.db, owner.username)) {
    throw new OwnerBootstrapError(
      `Invalid configuration: OWNER_USERNAME "${owner.username}" is already used by another account; choose another`,
    );
  }
  const row = newUserRow(
    {
      email: owner.email,
      username: owner.username,
      passwordHash: await hashPassword(owner.password),
      role: 'owner',
      active: true,
    },
    ctx,
  );
  await insertUser(ctx.db, row);
  ctx.log.info({ email: owner.email }, 'owner account created from OWNER_EMAIL');
}
