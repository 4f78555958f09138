import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { TUS_CONTENT_TYPE } from '@vaultbox/common/resumable-upload.ts';
import { ownerEnv, PROCESS_OWNER, signInOwner, startServerProcess } from '../helpers/server-process.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';
import { rawGet } from './media-helpers.ts';
import { tusClient } from './tus-requests.ts';

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// A real server process is killed with SIGKILL in the middle of a PATCH. Started again on the same data, the upload
// resumes from what was durably kept (HEAD), the client sends the rest, and the file is the original byte for byte.
describe('a resumable upload survives kill -9 of the server', () => {
  it('resumes from HEAD after a restart and ends as the original file', async () => {
    const server = await startServerProcess(ownerEnv);
    let app: TestApp | undefined;
    try {
      const bytes = randomBytes(6 * MB + 4321);
      let url = server.url;
      let token = await signInOwner(url);
      const tus = tusClient(
        () => url,
        () => token,
      );
      const { location } = await tus.create(bytes.length, { filename: 'survivor.bin', title: 'Survivor' });
      expect((await tus.patch(location!, 0, bytes.subarray(0, 2 * MB))).offset).toBe(2 * MB);

      // The next PATCH is streaming when the process dies: 2 MB of its 4+ MB have been sent.
      const req = httpRequest(new URL(`${url}${location}`), {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${token}`,
          'tus-resumable': '1.0.0',
          'upload-offset': String(2 * MB),
          'content-type': TUS_CONTENT_TYPE,
          'content-length': String(bytes.length - 2 * MB),
        },
      });
      const gone = new Promise<void>((resolve) => {
        req.on('error', () => resolve());
        req.on('close', () => resolve());
      });
      await new Promise<void>((resolve) => req.write(bytes.subarray(2 * MB, 4 * MB), () => resolve()));
      await new Promise((r) => setTimeout(r, 300));
      await server.kill();
      await gone;

      app = await startTestApp({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
      url = app.url;
      token = await signInOwner(url);
      const head = await tus.head(location!);
      expect(head.status).toBe(200);
      // At least the first PATCH (acknowledged) is there; at most what was sent.
      expect(head.offset).toBeGreaterThanOrEqual(2 * MB);
      expect(head.offset).toBeLessThanOrEqual(4 * MB);
      const rest = await tus.patch(location!, head.offset!, bytes.subarray(head.offset!));
      expect(rest.status).toBe(204);
      expect(rest.mediaId).toBeTruthy();
      const res = await rawGet(`${url}/api/media/${rest.mediaId}/download`, { authorization: `Bearer ${token}` });
      expect(res.status).toBe(200);
      expect(sha256(res.body)).toBe(sha256(bytes));
      const user = await app.ctx.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', PROCESS_OWNER.email)
        .executeTakeFirstOrThrow();
      expect(Number(user.storage_used)).toBe(bytes.length);
      expect(Number(user.upload_reserved)).toBe(0);
    } finally {
      await app?.close();
      await server.close();
    }
  }, 60_000);
});
