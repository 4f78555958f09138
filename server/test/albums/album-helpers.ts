import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { MediaFileRow } from '../../src/db/tables.ts';
import { buildMedia } from '../helpers/factories.ts';
import type { Client } from '../helpers/http-client.ts';
import type { TestApp } from '../helpers/test-app.ts';
import type { Member } from '../media/media-helpers.ts';

/** A small file of `member`'s with its own bytes (so sizes add up), uploaded `at` (an ISO time) when given. */
export async function fileOf(
  t: TestApp,
  member: Member,
  name: string,
  options: { size?: number; at?: string } = {},
): Promise<MediaFileRow> {
  const file = await buildMedia(t.ctx, member.user, randomBytes(options.size ?? 10), { name });
  if (options.at) {
    await t.ctx.db.updateTable('media_files').set({ created_at: options.at }).where('id', '=', file.id).execute();
  }
  return { ...file, created_at: options.at ?? file.created_at };
}

/** Makes an album over HTTP and answers it (fails the test on anything but 201). */
export async function makeAlbum(api: Client, member: Member, body: Record<string, unknown>) {
  const res = await api.post('/api/albums', { token: member.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.album as { id: string; fileCount: number; totalSize: number; coverMediaId: string | null };
}

/** The ids of a page of GET /api/albums/{id}/files. */
export async function albumFileIds(api: Client, member: Member, albumId: string, query = ''): Promise<string[]> {
  const res = await api.get(`/api/albums/${albumId}/files${query}`, { token: member.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.files as { id: string }[]).map((file) => file.id);
}
