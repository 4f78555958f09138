import { beforeAll, describe, expect, it } from 'vitest';
import { buildMedia } from './helpers/factories.ts';
import { useTestApp } from './helpers/test-app.ts';
import { upload, useMember } from './media/media-helpers.ts';

// PostgreSQL text cannot hold NUL: both dialects refuse it with the same 400, wherever it comes in, and store nothing.

describe('NUL characters in input', () => {
  const t = useTestApp();
  const { api } = t;
  const me = useMember(t);
  let fileId: string;
  beforeAll(async () => {
    fileId = (await buildMedia(t.ctx, me.user, Buffer.from('plain notes'), { name: 'notes.txt' })).id;
  });

  const refused = (res: { status: number; body: { error?: string } }, what: string) => {
    expect(res.status, what).toBe(400);
    expect(res.body.error, what).toMatch(/must not contain NUL characters/);
  };

  it('in a path or a query', async () => {
    refused(await api.get(`/api/media/abc%00def`, { token: me.token }), 'path');
    refused(await api.get(`/api/media?search=a%00b`, { token: me.token }), 'query');
    refused(await api.get(`/api/share/public/s/x%00`), 'public slug');
  });

  it('in a JSON string, and nothing changes', async () => {
    refused(await api.put(`/api/media/${fileId}`, { token: me.token, body: { title: 'a\u0000b' } }), 'title');
    refused(
      await api.post('/api/auth/login', { body: { email: 'x\u0000@example.com', password: 'whatever1' } }),
      'login',
    );
    const file = await api.get(`/api/media/${fileId}`, { token: me.token });
    expect(file.body.data.file.title).toBe('notes');
  });

  it('in an upload field, and no file is kept', async () => {
    const before = (await api.get('/api/media', { token: me.token })).body.data.total;
    refused(
      await upload(t, me.token, Buffer.from('more notes'), { name: 'more.txt', fields: { description: 'a\u0000b' } }),
      'field',
    );
    expect((await api.get('/api/media', { token: me.token })).body.data.total).toBe(before);
  });
});
