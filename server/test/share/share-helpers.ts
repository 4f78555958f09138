import { request } from 'node:http';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia } from '../helpers/factories.ts';
import type { ApiResponse, Client } from '../helpers/http-client.ts';
import { useTestApp, type TestApp, type UsedTestApp, type UseTestAppOptions } from '../helpers/test-app.ts';
import { signedInMember, type Member } from '../media/media-helpers.ts';
import { noise } from '../helpers/media-test-files.ts';

// Helpers of the sharing tests: an app with one signed-in owner and a file, shares made over HTTP (the factories'
// buildShare makes them straight in the database), and visitors.

export interface ShareWorld {
  t: UsedTestApp;
  api: Client;
  owner: Member;
  /** A 200 kB binary file of the owner's, report.bin, built straight into storage. */
  file: MediaFileRow;
  fileId: string;
  content: Buffer;
}

/** The built app's page, as far as the server cares: where link-preview tags go. */
export const WEB_INDEX_HTML =
  '<!doctype html><html><head><title>Vaultbox</title></head><body><div id="root"></div></body></html>';

/**
 * The app and its owner with a file, for the tests of a file or describe block: `t` and `api` at once, the rest
 * filled in beforeAll (read them from hooks and tests).
 */
export function useShareWorld(options: UseTestAppOptions = {}): ShareWorld {
  const t = useTestApp(options);
  const world = { t, api: t.api, content: noise('the file of the share world', 200_000) } as ShareWorld;
  beforeAll(async () => {
    world.owner = await signedInMember(t, t.api);
    world.file = await buildMedia(t.ctx, world.owner.user, world.content, { name: 'report.bin' });
    world.fileId = world.file.id;
  });
  return world;
}

export async function pngBytes(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();
}

export interface CreatedShare {
  id: string;
  slug: string;
  url: string;
}

/** Creates a share over HTTP, failing loudly otherwise. */
export async function createShare(
  w: Pick<ShareWorld, 'api'>,
  token: string,
  body: Record<string, unknown>,
): Promise<CreatedShare> {
  const res = await w.api.post('/api/share', { token, body: { allowEmbedding: false, ...body } });
  if (res.status !== 201) throw new Error(`create share failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.share as CreatedShare;
}

/** The share row as stored (counters, hash). */
export async function shareRow(t: TestApp, id: string) {
  return t.ctx.db.selectFrom('shares').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Loads the page data like the public page does (GET form), answering the grant when it worked. */
export async function loadPage(api: Client, slug: string, password?: string): Promise<ApiResponse> {
  const query = password === undefined ? '' : `?password=${encodeURIComponent(password)}`;
  return api.get(`/api/share/public/s/${slug}${query}`);
}

export async function grantFor(api: Client, slug: string, password?: string): Promise<string> {
  const res = await loadPage(api, slug, password);
  if (res.status !== 200) throw new Error(`page load failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.grant as string;
}

/** Makes a share expired without waiting: the API refuses a past expiry, so the row is changed directly. */
export async function expireShare(t: TestApp, id: string): Promise<void> {
  await t.ctx.db
    .updateTable('shares')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('id', '=', id)
    .execute();
}

/** A visitor who takes the first bytes of `url` and goes away: the download it began must be given back. */
export function takeFirstBytesAndLeave(url: string, headers: Record<string, string> = {}): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
    req.end();
  });
}

/** Waits (up to a second) until the share has no download counted: an aborted one is given back when it closes. */
export async function downloadsGivenBack(t: TestApp, id: string): Promise<number> {
  for (let i = 0; i < 50 && (await shareRow(t, id)).current_downloads > 0; i++)
    await new Promise((r) => setTimeout(r, 20));
  return (await shareRow(t, id)).current_downloads;
}
