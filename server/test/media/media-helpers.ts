import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { basename, join } from 'node:path';
import { beforeAll } from 'vitest';
import type { AppContext } from '../../src/context.ts';
import type { UserRow } from '../../src/db/tables.ts';
import { findUserById } from '../../src/repos/user.repo.ts';
import { buildUser, signIn } from '../helpers/factories.ts';
import type { ApiResponse, Client } from '../helpers/http-client.ts';
import type { TestApp } from '../helpers/test-app.ts';

// Helpers of the media integration tests: signed-in users, multipart uploads over real HTTP, and a look at the disk.

/** The smallest PNG: one pixel, 68 bytes, with a thumbnail once processed. */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface Member {
  id: string;
  token: string;
  cookie: string;
  /** The row as built (for buildMedia: its id and wrapped key). */
  user: UserRow;
}

export async function signedInMember(
  t: TestApp,
  api: Client,
  options: { storageLimit?: number; autoEncrypt?: boolean } = {},
): Promise<Member> {
  const built = await buildUser(t.ctx);
  const patch: Record<string, unknown> = {};
  if (options.storageLimit !== undefined) patch.storage_limit = options.storageLimit;
  if (options.autoEncrypt === false) {
    const prefs = JSON.parse(built.user.preferences) as { upload: { autoEncrypt: boolean } };
    prefs.upload.autoEncrypt = false;
    patch.preferences = JSON.stringify(prefs);
  }
  if (Object.keys(patch).length > 0)
    await t.ctx.db.updateTable('users').set(patch).where('id', '=', built.user.id).execute();
  const session = await signIn(api, built.email);
  return { id: built.user.id, token: session.token, cookie: session.cookie, user: built.user };
}

/** A member signed in to `t` in beforeAll: the object may be taken at once, its fields read from beforeAll on. */
export function useMember(t: TestApp & { api: Client }, options: Parameters<typeof signedInMember>[2] = {}): Member {
  const member = {} as Member;
  beforeAll(async () => {
    Object.assign(member, await signedInMember(t, t.api, options));
  });
  return member;
}

export interface UploadOptions {
  /** Defaults to the file's own name. */
  name?: string;
  /** The client's claimed type: never trusted. */
  type?: string;
  fields?: Record<string, string>;
  /** Put the text fields after the file instead of before it. */
  fieldsLast?: boolean;
  fast?: boolean;
}

export async function upload(
  t: TestApp,
  token: string,
  content: string | Buffer,
  options: UploadOptions = {},
): Promise<ApiResponse> {
  const bytes = typeof content === 'string' ? readFileSync(content) : content;
  const name = options.name ?? (typeof content === 'string' ? basename(content) : 'upload.bin');
  const form = new FormData();
  const appendFields = () => Object.entries(options.fields ?? {}).forEach(([k, v]) => form.append(k, v));
  if (!options.fieldsLast) appendFields();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }), name);
  if (options.fieldsLast) appendFields();
  const response = await fetch(`${t.url}/api/media/${options.fast ? 'upload-fast' : 'upload'}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, headers: response.headers, body };
}

/** Uploads and returns the new file's id, failing loudly otherwise. */
export async function uploadId(
  t: TestApp,
  token: string,
  content: string | Buffer,
  options: UploadOptions = {},
): Promise<string> {
  const res = await upload(t, token, content, options);
  if (res.status !== 200 && res.status !== 201)
    throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { mediaId: string }).mediaId;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET with Node's http client, so a cut connection shows up as such (fetch may hide it). */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('response aborted')));
    });
    req.on('error', reject);
    req.end();
  });
}

export const blobsDir = (t: TestApp) => join(t.dataDir, 'blobs');

/** Names of committed blob files (not temp ones). */
export function committedBlobs(t: TestApp): string[] {
  const root = blobsDir(t);
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((shard) => shard !== 'tmp' && statSync(join(root, shard)).isDirectory())
    .flatMap((shard) => readdirSync(join(root, shard)));
}

export function blobPath(t: TestApp, key: string): string {
  return join(blobsDir(t), key.slice(0, 2), key);
}

export function tempBlobs(t: TestApp): string[] {
  const dir = join(blobsDir(t), 'tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** The temp blob file that the resumable upload at `location` (the path its creation answered) is written to. */
export async function resumableTempBlob(t: TestApp, location: string): Promise<string> {
  const id = location.split('/').pop()!;
  const row = await t.ctx.db
    .selectFrom('resumable_uploads')
    .select('temp_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return join(blobsDir(t), 'tmp', row.temp_id);
}

export async function storageUsed(ctx: AppContext, userId: string): Promise<number> {
  return Number((await findUserById(ctx.db, userId))?.storage_used);
}

export async function mediaRowCount(ctx: AppContext, userId: string): Promise<number> {
  const rows = await ctx.db.selectFrom('media_files').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

export async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
