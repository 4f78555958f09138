import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import { createUploadReservations } from '../../src/modules/media/upload-reservations.ts';
import { findUserById } from '../../src/repos/user.repo.ts';
import { createLocalHolds } from '../../src/redis/shared-holds.ts';
import { buildUser } from '../helpers/factories.ts';
import { ownerEnv, PROCESS_OWNER, signInOwner, startServerProcess } from '../helpers/server-process.ts';
import { startTestApp, useTestApp, type TestApp } from '../helpers/test-app.ts';
import { waitFor } from './media-helpers.ts';
import { multipartParts, startRawUpload } from './raw-upload.ts';
import { tusClient } from './tus-requests.ts';

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const reservedBytes = async (ctx: AppContext, userId: string) =>
  Number((await findUserById(ctx.db, userId))?.upload_reserved);

// The quota a multipart upload holds while it runs is a row under a lease (upload-reservations.ts): renewed while the
// upload runs, given back once when it ends, and, when its instance died without giving it back, given back by the
// next reservation of its user once the lease has run out. It never leaks for good.
describe('the quota held by uploads in flight', () => {
  const t = useTestApp();

  it('stays held while renewed, and a lapsed hold is given back once, by the next reservation', async () => {
    const { user } = await buildUser(t.ctx);
    const live = createUploadReservations(createLocalHolds(), t.ctx.db, { leaseMs: 300, renewMs: 50 });
    const kept = await live.reserve(user.id, 5 * MB);
    expect(kept).not.toBeNull();
    // An instance that stops renewing: its hold lapses.
    const dying = createUploadReservations(createLocalHolds(), t.ctx.db, { leaseMs: 100, renewMs: 60_000 });
    const lapsed = await dying.reserve(user.id, 3 * MB);
    expect(await reservedBytes(t.ctx, user.id)).toBe(8 * MB);
    await sleep(800);
    await live.reclaimLapsed(user.id);
    expect(await reservedBytes(t.ctx, user.id)).toBe(5 * MB);
    // Its late release gives nothing back twice.
    await lapsed?.release();
    expect(await reservedBytes(t.ctx, user.id)).toBe(5 * MB);
    await kept?.release();
    await kept?.release();
    expect(await reservedBytes(t.ctx, user.id)).toBe(0);
  });
});

describe('the quota held by a multipart upload whose server was killed (kill -9)', () => {
  it('holds until its lease runs out, then the next reservation gives it back', async () => {
    const server = await startServerProcess(ownerEnv);
    let app: TestApp | undefined;
    try {
      const token = await signInOwner(server.url);
      const parts = multipartParts(Buffer.alloc(8 * MB));
      const stalled = startRawUpload(server.url, {
        token,
        contentLength: parts.head.length + 8 * MB + parts.tail.length,
      });
      stalled.req.write(Buffer.concat([parts.head, Buffer.alloc(64 * 1024)]));
      app = await startTestApp({ dataDir: server.dataDir, databaseUrl: server.databaseUrl });
      const { ctx } = app;
      const owner = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', PROCESS_OWNER.email)
        .executeTakeFirstOrThrow();
      await waitFor(async () => (await reservedBytes(ctx, owner.id)) >= 8 * MB, 'the upload to hold its quota');
      await server.kill();
      stalled.req.destroy();

      await ctx.db
        .updateTable('users')
        .set({ storage_limit: 10 * MB })
        .where('id', '=', owner.id)
        .execute();
      const url = app.url;
      const appToken = await signInOwner(url);
      const tus = tusClient(
        () => url,
        () => appToken,
      );
      // Nobody can tell a dead instance from a slow one before its lease runs out.
      expect((await tus.create(8 * MB, { filename: 'too-soon.bin' })).status).toBe(413);
      // As if the lease had run out.
      await ctx.db
        .updateTable('quota_holds')
        .set({ lease_until: new Date(Date.now() - 1000).toISOString() })
        .execute();
      expect((await tus.create(8 * MB, { filename: 'after.bin' })).status).toBe(201);
      expect(await reservedBytes(ctx, owner.id)).toBe(8 * MB);
    } finally {
      await app?.close();
      await server.close();
    }
  }, 60_000);
});
