import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { client } from '../helpers/http-client.ts';
import { withRestarts, type TestApp } from '../helpers/test-app.ts';
import { rawGet, resumableTempBlob, signedInMember, waitFor } from './media-helpers.ts';
import { tusClient } from './tus-requests.ts';

// Several instances: an upload continues on any instance. Two apps share the database and the blob store, as two
// instances behind one address do; one request writes an upload at a time, whichever instance it reached.

const MB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A PATCH that sends `sent` of `bytes` and then hangs, its client gone quiet: the socket is closed by `cut()`. */
function stalledPatch(app: TestApp, token: string, location: string, bytes: Buffer, sent: number) {
  const req = httpRequest(new URL(`${app.url}${location}`), {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
      'content-length': String(bytes.length),
    },
  });
  const answered = new Promise<number>((resolve) => {
    req.on('response', (res) => resolve(res.statusCode ?? 0));
    req.on('error', () => resolve(0));
  });
  req.write(bytes.subarray(0, sent));
  return { answered, cut: () => req.destroy() };
}

describe('resumable uploads across instances', () => {
  it('takes over an upload that another instance is still writing, keeps what it wrote, and finishes it', async () => {
    await withRestarts(async (start) => {
      const a = await start();
      const b = await start();
      const member = await signedInMember(a, client(a.url));
      const onA = tusClient(
        () => a.url,
        () => member.token,
      );
      const onB = tusClient(
        () => b.url,
        () => member.token,
      );
      const bytes = randomBytes(3 * MB + 4321);
      const { location } = await onA.create(bytes.length, { filename: 'moved.bin' });
      const tempBlob = await resumableTempBlob(a, location!);

      // A writes, then its client goes quiet without closing: A would wait for the rest for a long time.
      const stalled = stalledPatch(a, member.token, location!, bytes, 2 * MB);
      await waitFor(() => statSync(tempBlob).size > MB, 'bytes written on A');
      // The client resumes through B: B asks A to let go, and answers where the upload durably stands.
      const head = await onB.head(location!);
      expect(head.status).toBe(200);
      expect(head.offset).toBeGreaterThan(MB - 64 * 1024);
      expect(head.offset).toBeLessThanOrEqual(2 * MB);
      // A was stopped by B's request, not by its client: its request ended without the client closing it.
      const ended = await Promise.race([
        stalled.answered.then(() => true),
        new Promise((r) => setTimeout(r, 3000, false)),
      ]);
      stalled.cut();
      expect(ended).toBe(true);

      const rest = await onB.patch(location!, head.offset!, bytes.subarray(head.offset!));
      expect(rest.status).toBe(204);
      const file = await rawGet(`${a.url}/api/media/${rest.mediaId}/download`, {
        authorization: `Bearer ${member.token}`,
      });
      expect(sha256(file.body)).toBe(sha256(bytes));
    });
  });

  it('waits out the lease of a writer whose instance died, then writes', async () => {
    await withRestarts(async (start) => {
      const a = await start();
      const member = await signedInMember(a, client(a.url));
      const tus = tusClient(
        () => a.url,
        () => member.token,
      );
      const bytes = randomBytes(100_000);
      const { location } = await tus.create(bytes.length, { filename: 'orphaned.bin' });
      const id = location!.split('/').pop()!;
      // A writer on an instance that was killed: its lease runs out in 1.5 s and nobody renews it.
      const until = new Date(Date.now() + 1500).toISOString();
      await a.ctx.db
        .updateTable('resumable_uploads')
        .set({ lease_owner: 'a-dead-instance', lease_until: until })
        .where('id', '=', id)
        .execute();
      const started = Date.now();
      const done = await tus.patch(location!, 0, bytes);
      expect(done.status).toBe(204);
      expect(Date.now() - started).toBeGreaterThan(1000);
    });
  });
});
