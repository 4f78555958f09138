/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { filesDir, FIXTURES as fixtures } from '../support/paths.ts';
import type { Credentials } from '../support/users.ts';

export { filesDir };

export interface MediaFixtures {
  image: string;
  video: string;
  audio: string;
  pdf: string;
  /** One byte over the upload limit, sparse on disk. */
  oversized: string;
  note: string;
}

function ffmpeg(args: string[]): void {
  execFileSync(process.env.FFMPEG_PATH ?? 'ffmpeg', ['-v', 'error', '-y', ...args], { stdio: 'inherit' });
}

/**
 * The files a new user uploads: a photo, an 8 s WebM with sound (VP8/Opus play in every Chromium build), a 6 s MP3,
 * a PDF, a text note and an oversized file. Generated with ffmpeg, the photo and PDF copied from server/test/fixtures.
 */
export function makeMediaFixtures(): MediaFixtures {
  mkdirSync(filesDir, { recursive: true });
  const f: MediaFixtures = {
    image: join(filesDir, 'sunset.jpg'),
    video: join(filesDir, 'clip.webm'),
    audio: join(filesDir, 'song.mp3'),
    pdf: join(filesDir, 'manual.pdf'),
    oversized: join(filesDir, 'huge.bin'),
    note: join(filesDir, 'note.txt'),
  };
  copyFileSync(join(fixtures, 'fixture.jpg'), f.image);
  copyFileSync(join(fixtures, 'fixture.pdf'), f.pdf);
  if (!existsSync(f.video)) {
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=25:duration=8',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:duration=8',
      '-c:v',
      'libvpx',
      '-b:v',
      '300k',
      '-c:a',
      'libopus',
      '-shortest',
      f.video,
    ]);
  }
  // Long enough to be still playing after a picture and an accessibility check on a busy machine (6 s were not), and
  // smaller than the video, which the library's size sort expects first.
  if (!existsSync(f.audio))
    ffmpeg(['-f', 'lavfi', '-i', 'sine=frequency=330:duration=30', '-c:a', 'libmp3lame', '-b:a', '32k', f.audio]);
  writeFileSync(f.note, 'A short note.\n');
  writeFileSync(f.oversized, '');
  truncateSync(f.oversized, 105_801_319);
  return f;
}

/**
 * A file of `megabytes` random bytes (nothing compresses it on the way), big enough for an upload's progress to show.
 * Written once per path, so its modification time stays the same when a test picks it again.
 */
export function makeBinaryFile(name: string, megabytes: number): string {
  mkdirSync(filesDir, { recursive: true });
  const path = join(filesDir, name);
  if (!existsSync(path)) writeFileSync(path, randomBytes(megabytes * 1024 * 1024));
  return path;
}

/** A bearer token for API set-up calls. */
export async function apiToken(
  request: APIRequestContext,
  user: Pick<Credentials, 'email' | 'password'>,
): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

/** Uploads a small text file through the API (set-up for paging); returns the new id. */
export async function uploadNote(
  request: APIRequestContext,
  token: string,
  name: string,
  text: string,
): Promise<string> {
  const res = await request.post('/api/media/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title: name.replace(/\.txt$/, ''), file: { name, mimeType: 'text/plain', buffer: Buffer.from(text) } },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { mediaId: string };
  return body.mediaId;
}

/** Uploads a file from disk through the API (set-up for the viewer); returns the new id. */
export async function uploadFile(
  request: APIRequestContext,
  token: string,
  file: { path: string; title: string; mimeType: string; description?: string },
): Promise<string> {
  const res = await request.post('/api/media/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title: file.title,
      ...(file.description === undefined ? {} : { description: file.description }),
      file: { name: basename(file.path), mimeType: file.mimeType, buffer: readFileSync(file.path) },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = (await res.json()) as { mediaId: string };
  return body.mediaId;
}

/**
 * Waits until the server has made the thumbnails and browser-viewable copies of these files, or found they need none:
 * for tests that stand for visitors who come once the files are ready.
 */
export async function waitUntilProcessed(request: APIRequestContext, token: string, ids: string[]): Promise<void> {
  const states = async () => {
    const found: string[] = [];
    for (const id of ids) {
      const res = await request.get(`/api/media/${id}`, { headers: { Authorization: `Bearer ${token}` } });
      const { file } = ((await res.json()) as { data: { file: Record<string, string> } }).data;
      found.push(file.thumbnailState, file.previewState);
    }
    return found.every((state) => state === 'ready' || state === 'none');
  };
  await expect.poll(states, { timeout: 60_000 }).toBe(true);
}

/** A 1600 x 1000 test-pattern photo, far larger than the viewer, so a zoomed copy can be panned. */
export function makeLargeImage(): string {
  mkdirSync(filesDir, { recursive: true });
  const path = join(filesDir, 'landscape.jpg');
  if (!existsSync(path)) ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=size=1600x1000', '-frames:v', '1', path]);
  return path;
}

/** The library card of a title (grid view). */
export function card(page: Page, title: string) {
  return page.getByTestId('media-card').filter({ has: page.getByRole('button', { name: title, exact: true }) });
}

/** The library row of a title (list view). */
export function row(page: Page, title: string) {
  return page.getByTestId('media-row').filter({ hasText: title });
}

/** Waits until the grid or list shows exactly these many items. */
export async function expectCount(page: Page, testId: 'media-card' | 'media-row', count: number): Promise<void> {
  await expect(page.getByTestId(testId)).toHaveCount(count);
}
