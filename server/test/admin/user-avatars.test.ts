import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixture } from '../helpers/fixtures.ts';
import { signedInAs, useAdminWorld } from './admin-world.ts';

// Manage Users shows each account's picture (docs/product.md, Calls: Admin): the list names where it is served, and
// that address answers the owner. Avatars are served to every signed-in account (docs/security.md, API tokens: `read`),
// so a plain user reading another's is allowed as well; a stranger is not.

async function postAvatar(url: string, token: string): Promise<string> {
  const form = new FormData();
  const bytes = new Uint8Array(readFileSync(fixture('fixture.jpg')));
  form.append('avatar', new Blob([bytes], { type: 'image/jpeg' }), 'me.jpg');
  const res = await fetch(`${url}/api/user/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { user: { avatar: string } } }).data.user.avatar;
}

describe('avatars on Manage Users', () => {
  const w = useAdminWorld();
  const { api } = w;

  it("lists an uploaded picture's address, which the owner, an admin and any signed-in user may read", async () => {
    const person = await signedInAs(w.t.ctx, api, 'user');
    const avatar = await postAvatar(w.t.url, person.token);

    const list = await api.get(`/api/admin/users?search=${person.username}`, { token: w.owner.token });
    expect(list.status).toBe(200);
    expect(list.body.users).toHaveLength(1);
    expect(list.body.users[0].avatar).toBe(avatar);
    const one = await api.get(`/api/admin/users/${person.id}`, { token: w.owner.token });
    expect(one.body.user.avatar).toBe(avatar);

    for (const reader of [w.owner, w.admin, w.member]) {
      const served = await fetch(w.t.url + avatar, { headers: { authorization: `Bearer ${reader.token}` } });
      expect(served.status, reader.user.role).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
    const stranger = await fetch(w.t.url + avatar);
    expect(stranger.status).toBe(401);
    expect(((await stranger.json()) as { error: string }).error).toMatch(/\w+ \w+/);
  });

  it('lists no picture for an account without one, and its address answers 404 with a sentence', async () => {
    const person = await signedInAs(w.t.ctx, api, 'user');
    const list = await api.get(`/api/admin/users?search=${person.username}`, { token: w.owner.token });
    expect(list.body.users[0].avatar).toBeNull();
    const missing = await api.get(`/api/user/avatar/${person.id}`, { token: w.owner.token });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatch(/\w+ \w+/);
  });
});
