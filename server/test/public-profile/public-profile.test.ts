import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMedia, buildShare, buildUser } from '../helpers/factories.ts';
import { fixture } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { rawGet, signedInMember, uploadId, type Member } from '../media/media-helpers.ts';

// The public profile page /u/{username} (docs/product.md, Public profile): shown only while the owner's profile is
// public and the account active; every other case answers one and the same 404, on every route.

const gpsJpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Model X' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 29/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 40/1' },
    })
    .toBuffer();

describe('public profile', () => {
  const t = useTestApp();
  let owner: Member;
  let username: string;
  let photoId: string;
  let privateId: string;

  const setVisibility = (member: Member, profileVisibility: 'public' | 'private') =>
    t.api.put('/api/user/preferences', { token: member.token, body: { privacy: { profileVisibility } } });
  const bytes = (path: string) => rawGet(`${t.url}${path}`, {});

  beforeAll(async () => {
    owner = await signedInMember(t, t.api);
    username = owner.user.username;
    await t.api.put('/api/user/profile', {
      token: owner.token,
      body: { displayName: 'Jonas Berg', bio: 'Photos from the north.' },
    });
    photoId = await uploadId(t, owner.token, await gpsJpeg(), { name: 'harbour.jpg', fields: { isPublic: 'true' } });
    privateId = (await buildMedia(t.ctx, owner.user, Buffer.from('a private note'), { name: 'note.txt' })).id;
    await t.app.media.jobs.runUntilIdle();
    await setVisibility(owner, 'public');
  });

  it('shows a public profile: name, bio and only the files marked public, newest first', async () => {
    const older = await buildMedia(t.ctx, owner.user, Buffer.from('older public text'), {
      name: 'older.txt',
      isPublic: true,
    });
    await t.ctx.db
      .updateTable('media_files')
      .set({ created_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', older.id)
      .execute();
    const res = await t.api.get(`/api/u/${username.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toEqual({
      username,
      displayName: 'Jonas Berg',
      bio: 'Photos from the north.',
      avatar: null,
    });
    expect(res.body.data.files.map((f: { id: string }) => f.id)).toEqual([photoId, older.id]);
    expect(res.body.data).toMatchObject({ page: 1, total: 2, totalPages: 1 });
    const [photo] = res.body.data.files;
    expect(photo).toMatchObject({ originalName: 'harbour.jpg', hasThumbnail: true, strippingProblem: null });
    // Nothing of the owner's account or library beyond the public files.
    const text = JSON.stringify(res.body);
    for (const secret of [owner.user.email, privateId, 'storage', 'tags', 'viewCount']) {
      expect(text).not.toContain(secret);
    }
    const paged = await t.api.get(`/api/u/${username}?limit=1&page=2`);
    expect(paged.body.data.files.map((f: { id: string }) => f.id)).toEqual([older.id]);
    await t.ctx.db.deleteFrom('media_files').where('id', '=', older.id).execute();
  });

  it('answers the same 404 for a private profile, an unknown name and a deactivated account, on every route', async () => {
    const hidden = await signedInMember(t, t.api);
    const hiddenFile = await buildMedia(t.ctx, hidden.user, Buffer.from('hidden'), { name: 'h.txt', isPublic: true });
    const gone = await signedInMember(t, t.api);
    const goneFile = await buildMedia(t.ctx, gone.user, Buffer.from('gone'), { name: 'g.txt', isPublic: true });
    await setVisibility(gone, 'public');
    await t.ctx.db.updateTable('users').set({ is_active: false }).where('id', '=', gone.id).execute();

    const cases = [
      { name: hidden.user.username, id: hiddenFile.id },
      { name: 'nobody-by-this-name', id: hiddenFile.id },
      { name: gone.user.username, id: goneFile.id },
    ];
    const answers = new Set<string>();
    for (const { name, id } of cases) {
      for (const path of [
        `/api/u/${name}`,
        `/api/u/${name}/avatar`,
        `/api/u/${name}/files/${id}/thumbnail`,
        `/api/u/${name}/files/${id}/preview`,
        `/api/u/${name}/files/${id}/download`,
      ]) {
        const res = await t.api.get(path);
        expect(res.status, path).toBe(404);
        answers.add(JSON.stringify(res.body));
      }
    }
    expect([...answers]).toEqual([
      JSON.stringify({
        success: false,
        error: 'This profile does not exist or is not public.',
        code: 'PROFILE_NOT_FOUND',
      }),
    ]);
  });

  it('refuses every route of a file not marked public, and of another user’s file', async () => {
    const other = await buildUser(t.ctx);
    const othersFile = await buildMedia(t.ctx, other.user, Buffer.from('theirs'), { name: 'x.txt', isPublic: true });
    for (const id of [privateId, othersFile.id]) {
      for (const route of ['thumbnail', 'preview', 'download']) {
        const res = await t.api.get(`/api/u/${username}/files/${id}/${route}`);
        expect(res.status, `${id} ${route}`).toBe(404);
      }
    }
  });

  it('serves a public photo without its location and camera data, and its owner keeps them', async () => {
    for (const route of ['preview', 'download']) {
      const res = await bytes(`/api/u/${username}/files/${photoId}/${route}`);
      expect(res.status, route).toBe(200);
      expect(res.body.includes(Buffer.from('SecretCam')), route).toBe(false);
      const meta = await sharp(res.body).metadata();
      expect([route, meta.format, meta.exif, meta.width]).toEqual([route, 'jpeg', undefined, 40]);
    }
    const download = await bytes(`/api/u/${username}/files/${photoId}/download`);
    expect(download.headers['content-disposition']).toContain('attachment');
    const thumb = await bytes(`/api/u/${username}/files/${photoId}/thumbnail?size=small`);
    expect([thumb.status, thumb.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await sharp(thumb.body).metadata()).exif).toBeUndefined();
    const own = await rawGet(`${t.url}/api/media/${photoId}/download`, { authorization: `Bearer ${owner.token}` });
    expect(own.body.includes(Buffer.from('SecretCam'))).toBe(true);
  });

  it('serves a public document as it is, and refuses with 422 a photo whose data cannot be removed', async () => {
    const pdf = await buildMedia(t.ctx, owner.user, fixture('fixture.pdf'), { name: 'notes.pdf', isPublic: true });
    // A picture of a type no clean copy can be made of (the stored type, as the sniffer would name it).
    const svg = await buildMedia(t.ctx, owner.user, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
      name: 'logo.svg',
      isPublic: true,
    });
    await t.ctx.db.updateTable('media_files').set({ mime_type: 'image/svg+xml' }).where('id', '=', svg.id).execute();
    const listed = await t.api.get(`/api/u/${username}`);
    const entryOf = (id: string) => listed.body.data.files.find((f: { id: string }) => f.id === id);
    expect([entryOf(pdf.id).strippingProblem, entryOf(svg.id).strippingProblem]).toEqual([null, 'unsupported_type']);
    const download = await bytes(`/api/u/${username}/files/${pdf.id}/download`);
    expect(download.status).toBe(200);
    expect(download.body.equals(await readFile(fixture('fixture.pdf')))).toBe(true);
    for (const route of ['preview', 'download']) {
      const res = await t.api.get(`/api/u/${username}/files/${svg.id}/${route}`);
      expect([route, res.status, res.body.code]).toEqual([route, 422, 'METADATA_NOT_REMOVABLE']);
      expect(res.body.error).toContain('location and camera data');
    }
    await t.ctx.db.deleteFrom('media_files').where('id', 'in', [pdf.id, svg.id]).execute();
  });

  it('serves the uploaded avatar of a public profile', async () => {
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    const uploaded = await fetch(`${t.url}/api/user/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { avatar } = (await t.api.get(`/api/u/${username}`)).body.data.profile;
    expect(avatar).toMatch(new RegExp(`^/api/u/${username}/avatar\\?v=`));
    const res = await bytes(avatar);
    expect([res.status, res.headers['content-type']]).toEqual([200, 'image/webp']);
  });

  it('names the owner on a share page only while the profile is public', async () => {
    const file = await buildMedia(t.ctx, owner.user, Buffer.from('shared text'), { name: 'shared.txt' });
    const share = await buildShare(t.ctx, file);
    const ownerOnPage = async () => (await t.api.get(`/api/share/public/s/${share.slug}`)).body.data.media.owner;
    expect(await ownerOnPage()).toEqual({ username, displayName: 'Jonas Berg' });
    await setVisibility(owner, 'private');
    const res = await t.api.get(`/api/share/public/s/${share.slug}`);
    expect(res.body.data.media.owner).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain(username);
    expect(JSON.stringify(res.body)).not.toContain('Jonas');
    await setVisibility(owner, 'public');
  });
});

describe('public profile rate limit', () => {
  const t = useTestApp({ rateLimits: { publicProfilePerIp: { max: 3, windowMs: 60_000 } } });

  it('answers 429 with Retry-After past the requests one address may make in a minute', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 4; i++) {
      const res = await t.api.get('/api/u/nobody-here');
      statuses.push(res.status);
      retryAfter = res.headers.get('retry-after');
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
