import { beforeAll } from 'vitest';
import type { Role } from '@vaultbox/common/constants.ts';
import type { AppContext } from '../../src/context.ts';
import type { UserRow } from '../../src/db/tables.ts';
import { buildUser, signIn } from '../helpers/factories.ts';
import type { Client } from '../helpers/http-client.ts';
import { useTestApp, type UsedTestApp, type UseTestAppOptions } from '../helpers/test-app.ts';

// Helpers of the administration tests: an app with one signed-in account of each role.

export interface Person {
  id: string;
  email: string;
  username: string;
  password: string;
  token: string;
  user: UserRow;
}

/** A new active account of `role`, signed in over HTTP. */
export async function signedInAs(ctx: AppContext, api: Client, role: Role): Promise<Person> {
  const built = await buildUser(ctx, { role });
  const { token } = await signIn(api, built.email, built.password);
  return {
    id: built.user.id,
    email: built.email,
    username: built.user.username,
    password: built.password,
    token,
    user: built.user,
  };
}

export interface AdminWorld {
  t: UsedTestApp;
  api: Client;
  /** The only owner of the instance. */
  owner: Person;
  admin: Person;
  member: Person;
}

/** The app with an owner, an admin and a user, all signed in: `t` and `api` at once, the people from beforeAll on. */
export function useAdminWorld(options: UseTestAppOptions = {}): AdminWorld {
  const t = useTestApp(options);
  const world = { t, api: t.api } as AdminWorld;
  beforeAll(async () => {
    world.owner = await signedInAs(t.ctx, t.api, 'owner');
    world.admin = await signedInAs(t.ctx, t.api, 'admin');
    world.member = await signedInAs(t.ctx, t.api, 'user');
  });
  return world;
}

/** The actions logged for an actor, oldest first. */
export async function actionsOf(ctx: AppContext, actorId: string): Promise<{ action: string; details: unknown }[]> {
  const rows = await ctx.db
    .selectFrom('activity_log')
    .select(['action', 'details', 'created_at'])
    .where('user_id', '=', actorId)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((r) => ({ action: r.action, details: r.details ? (JSON.parse(r.details) as unknown) : null }));
}
