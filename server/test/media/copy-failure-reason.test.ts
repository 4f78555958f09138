import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { enqueueJob } from '../../src/repos/job.repo.ts';
import { MAKE_PREVIEW_JOB } from '../../src/domain/media/media-jobs.ts';
import { HEADER_BYTES } from '../../src/storage/crypto/chunked-format.ts';
import { buildMedia } from '../helpers/factories.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { fixture } from '../helpers/fixtures.ts';
import { ffmpegForTests } from '../helpers/media-test-files.ts';
import { blobPath, useMember } from './media-helpers.ts';

// A browser-viewable copy that could not be made tells its owner why, as a stable code in the file's details
// (previewFailure), never the tool's own words. The time cap and a damaged video are in fair-copies.test.ts and
// viewable-copies.test.ts; here the rarer causes.

const hasVideo = await ffmpegForTests();

describe('why a browser-viewable copy failed, in the owner’s file details', () => {
  const t = useTestApp();
  const me = useMember(t);

  const details = async (id: string) => (await t.api.get(`/api/media/${id}`, { token: me.token })).body.data.file;

  /** A stored file whose copy is to be made (the upload's processing skipped), after `prepare` changed it. */
  async function copyMadeOf(path: string, prepare: (row: { id: string; storage_key: string }) => void = () => {}) {
    const row = await buildMedia(t.ctx, me.user, path);
    await t.ctx.db.updateTable('media_files').set({ preview_state: 'pending' }).where('id', '=', row.id).execute();
    prepare(row);
    await enqueueJob(t.ctx.db, MAKE_PREVIEW_JOB, { mediaId: row.id }, { ownerId: row.user_id });
    await t.app.media.previews.runUntilIdle();
    return details(row.id);
  }

  it.runIf(hasVideo)('says no tool is installed when ffmpeg is missing', async () => {
    const before = process.env.FFMPEG_PATH;
    process.env.FFMPEG_PATH = '/nonexistent/ffmpeg';
    try {
      const file = await copyMadeOf(fixture('fixture.mkv'));
      expect(file).toMatchObject({ previewState: 'failed', previewFailure: 'no_tool' });
    } finally {
      if (before === undefined) delete process.env.FFMPEG_PATH;
      else process.env.FFMPEG_PATH = before;
    }
  });

  it.runIf(hasVideo)('says the type is not converted here when no safe reader is known for it', async () => {
    const row = await buildMedia(t.ctx, me.user, fixture('fixture.mkv'));
    // A video type no demuxer is allowed for (input-format.ts): ffmpeg is never given such a file.
    await t.ctx.db
      .updateTable('media_files')
      .set({ preview_state: 'pending', mime_type: 'video/x-ms-wmv' })
      .where('id', '=', row.id)
      .execute();
    await enqueueJob(t.ctx.db, MAKE_PREVIEW_JOB, { mediaId: row.id }, { ownerId: row.user_id });
    await t.app.media.previews.runUntilIdle();
    expect(await details(row.id)).toMatchObject({ previewState: 'failed', previewFailure: 'unsupported' });
  });

  it('says the stored file could not be read back when it fails its integrity check', async () => {
    const file = await copyMadeOf(fixture('fixture-heic.heic'), (row) => {
      const path = blobPath(t, row.storage_key);
      const bytes = readFileSync(path);
      bytes[HEADER_BYTES + 10]! ^= 0xff;
      writeFileSync(path, bytes);
    });
    expect(file).toMatchObject({ previewState: 'failed', previewFailure: 'storage_error' });
    expect(JSON.stringify(file)).not.toContain('authentication');
  });

  it('gives a copy that failed before the codes were kept the code "unknown", and none to the others', async () => {
    const row = await buildMedia(t.ctx, me.user, fixture('fixture.mkv'));
    const stored = async (preview_state: 'failed' | 'ready' | 'none', preview_error: string | null) => {
      await t.ctx.db
        .updateTable('media_files')
        .set({ preview_state, preview_error })
        .where('id', '=', row.id)
        .execute();
      return (await details(row.id)).previewFailure as string | null;
    };
    expect(await stored('failed', 'ffmpeg failed: Invalid data found when processing input')).toBe('unknown');
    expect(await stored('failed', null)).toBe('unknown');
    expect(await stored('failed', 'too_long: made up')).toBe('too_long');
    expect(await stored('failed', 'no_such_code: made up')).toBe('unknown');
    expect(await stored('none', null)).toBeNull();
    // The code goes out in the lists too, which the player starts from.
    const list = await t.api.get('/api/media', { token: me.token });
    const listed = (list.body.data.files as { id: string; previewFailure: unknown }[]).find((f) => f.id === row.id);
    expect(listed?.previewFailure).toBeNull();
    expect(await stored('failed', 'unreadable: made up')).toBe('unreadable');
    const again = await t.api.get('/api/media', { token: me.token });
    const failed = (again.body.data.files as { id: string; previewFailure: unknown }[]).find((f) => f.id === row.id);
    expect(failed?.previewFailure).toBe('unreadable');
  });
});
