import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findUserById } from '../../src/repos/user.repo.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { mediaRowCount, PNG_1x1, signedInMember, tempBlobs, upload, useMember } from './media-helpers.ts';
import { tusClient } from './tus-requests.ts';

// Control characters in what describes a file. PostgreSQL cannot store a NUL, so a tus upload whose title held one
// used to fail with a 500 at its last PATCH, losing the whole upload; other control characters cannot be typed. Every
// path that names a file (tus metadata, the multipart form, the edit of a file) refuses them with the same 400; tabs
// and line breaks stay allowed, as a description's textarea produces them.

const CONTROL = '\u0000\u0007\u001b\u007f'.split('');

describe('control characters in the text that describes a file', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);
  const tus = tusClient(
    () => t.url,
    () => me.token,
  );

  it('refuses them in any tus metadata value at creation, with a 400 naming the key, reserving nothing', async () => {
    const member = await signedInMember(t, api);
    const client = tusClient(
      () => t.url,
      () => member.token,
    );
    const temps = tempBlobs(t).length;
    for (const key of ['filename', 'title', 'description', 'tags', 'isPublic', 'filetype']) {
      for (const char of CONTROL) {
        const created = await client.create(100, { filename: 'x.bin', [key]: `a${char}b` });
        expect(created.status, `${key} with U+${char.charCodeAt(0).toString(16)}`).toBe(400);
        expect(created.body).toMatchObject({ code: 'VALIDATION_ERROR' });
        expect(created.body.error).toBe(`${key}: Text must not contain control characters`);
      }
    }
    const user = await findUserById(t.ctx.db, member.id);
    expect([Number(user?.upload_reserved), Number(user?.uploads_open)]).toEqual([0, 0]);
    expect(tempBlobs(t).length).toBe(temps);
  });

  it('takes tabs and line breaks, and the upload ends as a file on either database', async () => {
    const description = 'First line\r\nSecond line\n\tindented';
    const created = await tus.create(
      PNG_1x1.length,
      { filename: 'lines.png', title: 'A\ttitle', description },
      { body: PNG_1x1 },
    );
    expect(created.status).toBe(201);
    expect(created.mediaId).toBeTruthy();
    const file = (await api.get(`/api/media/${created.mediaId}`, { token: me.token })).body.data.file;
    expect(file).toMatchObject({ title: 'A\ttitle', description });
  });

  it('refuses them in the multipart form and in the edit of a file the same way', async () => {
    const before = await mediaRowCount(t.ctx, me.id);
    for (const field of ['title', 'description']) {
      const res = await upload(t, me.token, randomBytes(100), { fields: { [field]: 'bell\u0007' } });
      expect(res.status).toBe(400);
      expect((res.body as { error: string }).error).toBe(`${field}: Text must not contain control characters`);
    }
    const tags = await upload(t, me.token, randomBytes(100), { fast: true, fields: { tags: '["a\\u001bb"]' } });
    expect(tags.status).toBe(400);
    expect(await mediaRowCount(t.ctx, me.id)).toBe(before);

    const created = await tus.create(PNG_1x1.length, { filename: 'edit.png' }, { body: PNG_1x1 });
    const edit = (body: object) => api.put(`/api/media/${created.mediaId}`, { token: me.token, body });
    for (const body of [{ title: 'bell\u0007' }, { description: 'esc\u001b' }, { tags: ['del\u007f'] }]) {
      const res = await edit(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(/: Text must not contain control characters$/);
    }
    expect((await edit({ description: 'two\nlines' })).status).toBe(200);
  });
});
