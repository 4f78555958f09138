import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { signedInMember, upload } from '../media/media-helpers.ts';
import { tusClient } from '../media/tus-requests.ts';

// The max file size preference follows the instance: a new account's default is the server's own MAX_UPLOAD_BYTES,
// and the preference ranges up to it. Once, every account began at 100 MB, so on a server set to take 50 GB a new
// user was refused at 100 MB until they found the preference.

const MB = 1024 * 1024;

describe('the max file size preference on a server that takes at most 3 MB', () => {
  const t = useTestApp({ env: { MAX_UPLOAD_BYTES: String(3 * MB) } });
  const { api } = t;

  it("starts at the server's limit, and takes a file near it without any change", async () => {
    const member = await signedInMember(t, api);
    const preferences = (await api.get('/api/user/preferences', { token: member.token })).body.data.preferences;
    expect(preferences.upload.maxFileSize).toBe(3);
    const res = await upload(t, member.token, randomBytes(2.5 * MB), { name: 'near.bin' });
    expect(res.status).toBe(200);
  });

  it("refuses a preference above the server's limit with 400 and a sentence, and takes one up to it", async () => {
    const member = await signedInMember(t, api);
    const put = (maxFileSize: number) =>
      api.put('/api/user/preferences', { token: member.token, body: { upload: { maxFileSize } } });
    const above = await put(4);
    expect(above.status).toBe(400);
    expect(above.body.error).toBe('upload.maxFileSize: Max file size must be between 1 and 3 MB');
    const profile = await api.put('/api/user/profile', {
      token: member.token,
      body: { preferences: { upload: { maxFileSize: 1000 } } },
    });
    expect(profile.status).toBe(400);
    expect((await put(3)).status).toBe(200);
    expect((await put(1)).status).toBe(200);
  });
});

describe('the max file size preference on a server that takes files of 150 MB', () => {
  const t = useTestApp({ env: { MAX_UPLOAD_BYTES: String(150 * MB) } });
  const { api } = t;

  it('lets a new account reserve a 120 MB upload without touching a preference', async () => {
    const member = await signedInMember(t, api);
    const tus = tusClient(
      () => t.url,
      () => member.token,
    );
    const created = await tus.create(120 * MB, { filename: 'long-video.mp4' });
    expect(created.status).toBe(201);
    expect((await tus.remove(created.location!)).status).toBe(204);
    expect((await tus.create(150 * MB + 1, { filename: 'too-long.mp4' })).body.code).toBe('FILE_TOO_LARGE');
  });
});
