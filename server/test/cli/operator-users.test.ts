import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findActivityPageOfUser } from '../../src/repos/activity.repo.ts';
import { findUserByUsername } from '../../src/repos/user.repo.ts';
import { signIn } from '../helpers/factories.ts';
import { client } from '../helpers/http-client.ts';
import { newOperatorInstance, type OperatorInstance } from '../helpers/operator-cli.ts';
import { turnOnTwoFactor } from '../settings/settings-helpers.ts';

// `vaultbox user ...` as child processes on the server's data (docs/cli.md, For the operator).

let instance: OperatorInstance;
beforeAll(async () => {
  instance = await newOperatorInstance();
});
afterAll(() => instance.drop());

const strong = 'Operator-Horse-42';

describe('vaultbox user', { timeout: 180_000 }, () => {
  it('creates accounts (given or generated password) that sign in, and refuses bad input with exit code 2', async () => {
    const owner = await instance.cli([
      '--json',
      'user',
      'create',
      '--email',
      'olga@example.com',
      '--username',
      'olga',
      '--role',
      'owner',
      '--password',
      strong,
    ]);
    expect(owner.code).toBe(0);
    expect(owner.json()).toMatchObject({ username: 'olga', role: 'owner', password: null });

    const generated = await instance.cli([
      'user',
      'create',
      '--email',
      'gus@example.com',
      '--username',
      'gus',
      '--generate-password',
    ]);
    expect(generated.code).toBe(0);
    const password = /Password: (\S+)/.exec(generated.stdout)?.[1] ?? '';
    expect(password).toHaveLength(16);

    await instance.withApp(async (app) => {
      const api = client(app.url);
      await signIn(api, 'olga@example.com', strong);
      await signIn(api, 'gus@example.com', password);
      // The entry of an admin action, with no actor: the operator.
      const gus = await findUserByUsername(app.ctx.db, 'gus');
      const entry = await app.ctx.db
        .selectFrom('activity_log')
        .selectAll()
        .where('action', '=', 'admin_user_create')
        .where('details', 'like', `%${gus?.id}%`)
        .executeTakeFirstOrThrow();
      expect(entry.user_id).toBeNull();
      expect(JSON.parse(entry.details ?? '{}')).toMatchObject({ actor: 'operator', username: 'gus', role: 'user' });
    });

    const taken = await instance.cli([
      'user',
      'create',
      '--email',
      'OLGA@example.com',
      '--username',
      'other',
      '--generate-password',
    ]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('already exists');
    const weak = await instance.cli([
      'user',
      'create',
      '--email',
      'w@example.com',
      '--username',
      'weak',
      '--password',
      'short',
    ]);
    expect(weak.code).toBe(2);
    expect(weak.stderr).toMatch(/Password/);
    const badRole = await instance.cli([
      'user',
      'create',
      '--email',
      'r@example.com',
      '--username',
      'role',
      '--role',
      'god',
    ]);
    expect(badRole.code).not.toBe(0);
    expect(badRole.stderr).toMatch(/Allowed choices are user, admin, owner/);
  });

  it('lists every account as a table and as JSON', async () => {
    const table = await instance.cli(['user', 'list']);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/^USERNAME\s+EMAIL\s+ROLE/);
    expect(table.stdout).toMatch(/olga\s+olga@example\.com\s+owner\s+active/);
    const json = await instance.cli(['--json', 'user', 'list']);
    const users = json.json<{ username: string; role: string; twoFactor: boolean }[]>();
    expect(users.map((u) => u.username).sort()).toEqual(['gus', 'olga']);
  });

  it("sets a role, but never takes the last active owner's", async () => {
    const last = await instance.cli(['user', 'set-role', 'olga', 'user']);
    expect(last.code).toBe(1);
    expect(last.stderr).toContain('last active owner');
    const promoted = await instance.cli(['--json', 'user', 'set-role', 'gus@example.com', 'owner']);
    expect(promoted.code).toBe(0);
    expect(promoted.json()).toMatchObject({ username: 'gus', from: 'user', role: 'owner' });
    expect((await instance.cli(['user', 'set-role', 'olga', 'admin'])).code).toBe(0);
    expect((await instance.cli(['user', 'set-role', 'nobody', 'admin'])).stderr).toContain('No account');
  });

  it('resets a password, ending every session of the user', async () => {
    const token = await instance.withApp(
      async (app) => (await signIn(client(app.url), 'olga@example.com', strong)).token,
    );
    const reset = await instance.cli(['--json', 'user', 'reset-password', 'olga', '--generate-password']);
    expect(reset.code).toBe(0);
    const { password } = reset.json<{ password: string }>();
    const given = await instance.cli(['user', 'reset-password', 'OLGA@example.com', '--password', 'short']);
    expect(given.code).toBe(2);
    await instance.withApp(async (app) => {
      const api = client(app.url);
      expect((await api.get('/api/user/profile', { token })).status).toBe(401);
      await signIn(api, 'olga@example.com', password);
    });
  });

  it('turns two-factor sign-in off for a locked-out user, in their own activity too', async () => {
    await instance.withApp(async (app) => {
      const api = client(app.url);
      const { token } = await signIn(api, 'gus@example.com', (await resetGus()).password);
      await turnOnTwoFactor(api, token, gusPassword);
    });
    const cleared = await instance.cli(['user', 'disable-2fa', 'gus']);
    expect(cleared.code).toBe(0);
    expect(cleared.stdout).toContain('Two-factor sign-in is off for gus');
    const again = await instance.cli(['user', 'disable-2fa', 'gus']);
    expect(again.code).toBe(1);
    await instance.withApp(async (app) => {
      await signIn(client(app.url), 'gus@example.com', gusPassword); // no code asked
      const gus = await findUserByUsername(app.ctx.db, 'gus');
      const own = await findActivityPageOfUser(app.ctx.db, gus?.id ?? '', { offset: 0, limit: 50 });
      expect(JSON.stringify(own)).toContain('two_factor_cleared');
    });
  });
});

const gusPassword = 'Gus-Horse-Battery-7';
const resetGus = async () => {
  const run = await instance.cli(['--json', 'user', 'reset-password', 'gus', '--password', gusPassword]);
  if (run.code !== 0) throw new Error(run.stderr);
  return { password: gusPassword };
};
