import type { AppContext } from '../../context.ts';
import { isoNow } from '../../db/time.ts';
import { newUserRow } from '../user/new-user.ts';
import { findUserByEmail, findUserByUsername, insertUser, updateUser } from '../user/user.repo.ts';
import { hashPassword } from './password-hasher.ts';

/** Start-up step for unattended installs; stops start-up (throws) when the owner cannot be created. */
export class OwnerBootstrapError extends Error {}

/**
 * OWNER_EMAIL/OWNER_PASSWORD: create that owner, or keep an existing account of that address an active owner.
 * An existing account keeps its password: it may have been changed in the app since the first start.
 */
export async function ensureOwnerAccount(ctx: AppContext): Promise<void> {
  const owner = ctx.config.owner;
  if (!owner) return;
  const existing = await findUserByEmail(ctx.db, owner.email);
  if (existing) {
    const needsChange = existing.role !== 'owner' || existing.is_active !== 1 || existing.activated_at === null;
    if (needsChange) {
      await updateUser(ctx.db, existing.id, { role: 'owner', is_active: 1, activated_at: existing.activated_at ?? isoNow() });
      ctx.log.info({ email: owner.email }, 'OWNER_EMAIL account made an active owner');
    }
    return;
  }
  if (await findUserByUsername(ctx.db, owner.username)) {
    throw new OwnerBootstrapError(
      `Invalid configuration: OWNER_USERNAME "${owner.username}" is already used by another account; choose another`,
    );
  }
  const row = newUserRow(
    { email: owner.email, username: owner.username, passwordHash: await hashPassword(owner.password), role: 'owner', active: true },
    ctx.masterKey,
  );
  await insertUser(ctx.db, row);
  ctx.log.info({ email: owner.email }, 'owner account created from OWNER_EMAIL');
}
