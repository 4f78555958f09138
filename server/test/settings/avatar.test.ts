import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../helpers/http-client.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { fixture } from '../helpers/fixtures.ts';
import { reload, signedInAccount } from './settings-helpers.ts';

async function postAvatar(url: string, token: string, bytes: Buffer, field = 'avatar', name = 'me.jpg') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const res = await fetch(`${url}/api/user/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as ApiResponse['body'] };
}

async function readBlob(t: { ctx: { blobs: { read(key: string): Promise<NodeJS.ReadableStream> } } }, key: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of await t.ctx.blobs.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('POST and DELETE /api/user/avatar, GET /api/user/avatar/{userId}', () => {
  const t = useTestApp();
  const { api } = t;
  const photo = readFileSync(fixture('exif-Portrait_5.jpg'));

  it('re-encodes an upload to a small square WebP, stored encrypted, served to signed-in users only', async () => {
    const me = await signedInAccount(t, api);
    const res = await postAvatar(t.url, me.token, photo);
    expect(res.status).toBe(200);
    const avatar = res.body.data.user.avatar as string;
    expect(avatar).toMatch(new RegExp(`^/api/user/avatar/${me.user.id}\\?v=`));
    expect((await api.get('/api/user/profile', { token: me.token })).body.data.user.avatar).toBe(avatar);

    const row = await reload(t, me.user.id);
    const stored = await readBlob(t, row.avatar_key as string);
    expect(stored.includes(Buffer.from('WEBP'))).toBe(false);

    const other = await signedInAccount(t, api);
    const served = await fetch(t.url + avatar, { headers: { authorization: `Bearer ${other.token}` } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    const image = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(image.exif).toBeUndefined();

    expect((await fetch(t.url + avatar)).status).toBe(401);
  });

  it('replaces the old picture (its blob goes) and DELETE removes it; an account without one answers 404', async () => {
    const me = await signedInAccount(t, api);
    await postAvatar(t.url, me.token, photo);
    const firstKey = (await reload(t, me.user.id)).avatar_key as string;
    await postAvatar(t.url, me.token, readFileSync(fixture('fixture.gif')), 'avatar', 'me.gif');
    const secondKey = (await reload(t, me.user.id)).avatar_key as string;
    expect(secondKey).not.toBe(firstKey);
    expect(await t.ctx.blobs.exists(firstKey)).toBe(false);

    const removed = await api.delete('/api/user/avatar', { token: me.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.user.avatar).toBeNull();
    expect(await t.ctx.blobs.exists(secondKey)).toBe(false);
    expect((await api.get(`/api/user/avatar/${me.user.id}`, { token: me.token })).status).toBe(404);
  });

  it('an avatar URL set in the profile replaces an uploaded picture', async () => {
    const me = await signedInAccount(t, api);
    await postAvatar(t.url, me.token, photo);
    const key = (await reload(t, me.user.id)).avatar_key as string;
    const res = await api.put('/api/user/profile', { token: me.token, body: { avatar: 'https://example.com/me.png' } });
    expect(res.body.data.user.avatar).toBe('https://example.com/me.png');
    expect(await t.ctx.blobs.exists(key)).toBe(false);
  });

  it('refuses what is not an image (400), more than 5 MB (413), a wrong field and a non-multipart body', async () => {
    const me = await signedInAccount(t, api);
    const text = await postAvatar(t.url, me.token, Buffer.from('just some words, not a picture'));
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({
      code: 'INVALID_IMAGE',
      error: 'The avatar must be a JPEG, PNG, GIF, WebP or AVIF image',
    });
    const svg = await postAvatar(t.url, me.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(svg.status).toBe(400);
    const corrupt = await postAvatar(t.url, me.token, readFileSync(fixture('fixture-corrupt.png')));
    expect(corrupt.status).toBe(400);

    const big = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await postAvatar(t.url, me.token, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error).toBe('The avatar must be at most 5 MB.');

    const wrongField = await postAvatar(t.url, me.token, photo, 'file');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toBe('avatar: Choose an image to upload');

    const json = await api.post('/api/user/avatar', { token: me.token, body: { avatar: 'x' } });
    expect(json.status).toBe(415);
    expect((await reload(t, me.user.id)).avatar_key).toBeNull();
  });

  it('survives the storage sweep, which removes blobs no row names', async () => {
    const me = await signedInAccount(t, api);
    await postAvatar(t.url, me.token, photo);
    const key = (await reload(t, me.user.id)).avatar_key as string;
    await t.app.media.sweep({ graceMs: 0 });
    expect(await t.ctx.blobs.exists(key)).toBe(true);
    const served = await api.get(`/api/user/avatar/${me.user.id}`, { token: me.token });
    expect(served.status).toBe(200);
  });
});
