import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sweepStorage } from '../../src/modules/media/blob-sweep.ts';
import { ownerEnv, PROCESS_OWNER, signInOwner, startServerProcess } from '../helpers/server-process.ts';
import { startTestApp } from '../helpers/test-app.ts';
import { committedBlobs, rawGet, tempBlobs } from './media-helpers.ts';

const FILES = 12;
const SIZE = 1536 * 1024;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Starts FILES uploads at once, each of distinct bytes; resolves with the ids the server confirmed. */
async function uploadAll(url: string, token: string, contents: Buffer[]): Promise<string[]> {
  const answers = await Promise.allSettled(
    contents.map(async (bytes, i) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)]), `file-${i}.bin`);
      const res = await fetch(`${url}/api/media/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await res.json()) as { mediaId?: string };
      return res.status === 200 ? body.mediaId : undefined;
    }),
  );
  return answers.flatMap((a) => (a.status === 'fulfilled' && a.value ? [a.value] : []));
}

// A real server process is killed with SIGKILL while uploads stream, write, commit and charge, at several moments;
// started again on the same data, every file must be whole (row, charge, readable bytes) or absent (no row, no
// charge, and after the sweep no blob), and every upload the server confirmed must be there.
describe('upload ingest is crash-consistent', () => {
  it.each([60, 200, 450, 900])(
    'kill -9 %i ms after 12 uploads start: each file whole or absent, every confirmed one kept',
    async (killAfterMs) => {
      const server = await startServerProcess(ownerEnv);
      let app: Awaited<ReturnType<typeof startTestApp>> | undefined;
      try {
        const contents = Array.from({ length: FILES }, (_, i) => Buffer.alloc(SIZE, i + 1));
        const token = await signInOwner(server.url);
        const uploads = uploadAll(server.url, token, contents);
        await new Promise((r) => setTimeout(r, killAfterMs));
        await server.kill();
        const confirmed = await uploads;

        app = await startTestApp({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
        await sweepStorage(app.ctx, { graceMs: 0 });
        const user = await app.ctx.db
          .selectFrom('users')
          .selectAll()
          .where('email', '=', PROCESS_OWNER.email)
          .executeTakeFirstOrThrow();
        const rows = await app.ctx.db.selectFrom('media_files').selectAll().where('user_id', '=', user.id).execute();
        expect(Number(user.storage_used)).toBe(rows.reduce((sum, r) => sum + Number(r.size), 0));
        for (const id of confirmed) expect(rows.map((r) => r.id)).toContain(id);
        const again = await signInOwner(app.url);
        const wanted = new Set(contents.map(sha256));
        for (const row of rows) {
          const res = await rawGet(`${app.url}/api/media/${row.id}/download`, { authorization: `Bearer ${again}` });
          expect(res.status).toBe(200);
          expect(wanted.has(sha256(res.body))).toBe(true);
        }
        expect(tempBlobs(app)).toEqual([]);
        const fileBlobs = committedBlobs(app).filter((name) => !name.includes('-thumb-'));
        expect(fileBlobs.sort()).toEqual(rows.map((r) => r.storage_key).sort());
      } finally {
        await app?.close();
        await server.close();
      }
    },
    60_000,
  );
});
