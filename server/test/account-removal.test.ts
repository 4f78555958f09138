import { describe, expect, it } from 'vitest';
import { derivedKeys } from '../src/domain/media/blob-names.ts';
import { createAccountRemoval } from '../src/domain/account/account-removal.ts';
import { findUserById } from '../src/repos/user.repo.ts';
import { buildMedia, buildShare, buildUser } from './helpers/factories.ts';
import { useTestApp } from './helpers/test-app.ts';

describe('account removal', () => {
  const t = useTestApp();

  const blobExists = (key: string) => t.ctx.blobs.exists(key);

  it('deletes the account with its sessions, files, shares, blobs and wrapped key, and says how many', async () => {
    const removal = createAccountRemoval(t.ctx);
    const { user } = await buildUser(t.ctx);
    const a = await buildMedia(t.ctx, user, Buffer.from('first file'));
    const b = await buildMedia(t.ctx, user, Buffer.from('second file'));
    await buildShare(t.ctx, a);
    await buildShare(t.ctx, b);
    await buildShare(t.ctx, b);
    const other = await buildUser(t.ctx);
    const kept = await buildMedia(t.ctx, other.user, Buffer.from('not theirs'));

    expect(await removal.remove(user.id)).toEqual({ files: 2, shares: 3 });

    expect(await findUserById(t.ctx.db, user.id)).toBeUndefined();
    for (const table of ['media_files', 'shares', 'sessions', 'activity_log', 'mail_tokens'] as const) {
      const rows = await t.ctx.db.selectFrom(table).select('id').where('user_id', '=', user.id).execute();
      expect(rows, table).toEqual([]);
    }
    for (const key of [a.storage_key, b.storage_key]) expect(await blobExists(key)).toBe(false);
    expect(await blobExists(kept.storage_key)).toBe(true);
    expect(derivedKeys(a.storage_key)).toHaveLength(5);
  });

  it('answers 404 for an unknown account', async () => {
    await expect(createAccountRemoval(t.ctx).remove('no-such-user')).rejects.toMatchObject({ status: 404 });
  });

  it('never removes, demotes or deactivates the last active owner, even when two owners try at once', async () => {
    const removal = createAccountRemoval(t.ctx);
    // Whoever registered first on this instance may be an owner already: count from the database.
    const owners = await Promise.all([buildUser(t.ctx, { role: 'owner' }), buildUser(t.ctx, { role: 'owner' })]);
    const others = await t.ctx.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'owner')
      .where(
        'id',
        'not in',
        owners.map((o) => o.user.id),
      )
      .execute();
    for (const o of others) await removal.change(o.id, { role: 'user' });

    const [first, second] = owners.map((o) => o.user.id);
    const outcomes = await Promise.allSettled([removal.remove(first), removal.remove(second)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect(refused?.status === 'rejected' && refused.reason).toMatchObject({ status: 409, code: 'LAST_OWNER' });

    const survivor = (await findUserById(t.ctx.db, first)) ?? (await findUserById(t.ctx.db, second));
    expect(survivor).toMatchObject({ role: 'owner', is_active: true });
    await expect(removal.change(survivor!.id, { role: 'admin' })).rejects.toMatchObject({ code: 'LAST_OWNER' });
    await expect(removal.change(survivor!.id, { is_active: false })).rejects.toMatchObject({ code: 'LAST_OWNER' });
    // Changes that keep the owner an active owner are fine.
    await removal.change(survivor!.id, { storage_limit: 5 * 1024 ** 3, display_name: 'Still here' });
    expect(await findUserById(t.ctx.db, survivor!.id)).toMatchObject({ role: 'owner', storage_limit: 5 * 1024 ** 3 });
  });
});
