import { Readable } from 'node:stream';
import type { AppContext } from '../../context.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import { HEIC_TYPES } from '../../media-tools/heic-image.ts';
import { ffmpegAvailable } from '../../media-tools/ffmpeg-path.ts';
import { ffprobe } from '../../media-tools/ffprobe.ts';
import {
  browserImageFromHeic,
  isStrippableImage,
  strippedImage,
  strippedImageType,
} from '../../media-tools/image-copy.ts';
import { withToolInput, type MediaSource } from '../../media-tools/media-source.ts';
import {
  browserVideoArgs,
  runFfmpegCopy,
  strippedVideoArgs,
  STRIPPABLE_VIDEO_TYPES,
} from '../../media-tools/video-copy.ts';
import { writeBlob } from '../../storage/blob-writer.ts';
import { copyBlobId, copyKey, type CopyKind } from './blob-names.ts';
import { saveStrippedSize } from './media.repo.ts';
import { withPlaintextSource } from './plaintext-source.ts';

/** A copy that was made (its plaintext size and type), or why it could not be. */
export type CopyResult = { ok: true; size: number; mimeType: string } | { ok: false; reason: string };

export interface StrippedCopy {
  size: number;
  mimeType: string;
}

/** The type a stripped copy has, or null for a type whose metadata we do not know how to remove (served as it is). */
export function strippedTypeOf(mimeType: string): string | null {
  if (isStrippableImage(mimeType)) return strippedImageType(mimeType);
  return STRIPPABLE_VIDEO_TYPES.has(mimeType) ? mimeType : null;
}

// One making of a file's stripped copy at a time in an app, whoever asks: the first visitors of a new share and the
// job that share queued all wait for the same copy.
const makingByApp = new WeakMap<AppContext, Map<string, Promise<CopyResult>>>();
function makingIn(ctx: AppContext): Map<string, Promise<CopyResult>> {
  const known = makingByApp.get(ctx);
  if (known) return known;
  const making = new Map<string, Promise<CopyResult>>();
  makingByApp.set(ctx, making);
  return making;
}

/**
 * The two copies a file may have besides its thumbnails, each a blob encrypted under the file's key and bound to its
 * own id (see blob-names.ts): the browser-viewable copy (made by the preview job) and the copy without location and
 * camera data (queued when a share asks for it, else made on its first public request; then kept). Tools fail softly
 * with a reason; only storage and database failures throw.
 */
export function createFileCopies(ctx: AppContext) {
  const { blobs } = ctx;

  async function store(row: MediaFileRow, fileKey: Buffer | null, kind: CopyKind, bytes: Buffer): Promise<number> {
    const written = await writeBlob(blobs, Readable.from([bytes]), {
      encryption: fileKey && { fileKey, fileId: copyBlobId(row.id, kind) },
    });
    await blobs.commit(written.tempId, copyKey(row.storage_key, kind));
    return written.plaintextSize;
  }

  /** ffmpeg's output goes straight into the encrypting writer; kept only when ffmpeg ended well. */
  async function storeFromFfmpeg(
    row: MediaFileRow,
    fileKey: Buffer | null,
    kind: CopyKind,
    args: string[],
  ): Promise<{ ok: true; size: number } | { ok: false; reason: string }> {
    const run = runFfmpegCopy(args);
    let written;
    try {
      written = await writeBlob(blobs, run.stdout, {
        encryption: fileKey && { fileKey, fileId: copyBlobId(row.id, kind) },
      });
    } catch (error) {
      run.kill();
      await run.done;
      throw error;
    }
    const failure = (await run.done) ?? (written.plaintextSize === 0 ? 'ffmpeg wrote nothing' : null);
    if (failure) {
      await blobs.discardTemp(written.tempId);
      return { ok: false, reason: failure };
    }
    await blobs.commit(written.tempId, copyKey(row.storage_key, kind));
    return { ok: true, size: written.plaintextSize };
  }

  async function previewOf(row: MediaFileRow, fileKey: Buffer | null, source: MediaSource): Promise<CopyResult> {
    if (HEIC_TYPES.has(row.mime_type)) {
      if (typeof source === 'string') return { ok: false, reason: 'HEIC file too large to decode' };
      const image = await browserImageFromHeic(source);
      if (!image.ok) return image;
      return { ok: true, size: await store(row, fileKey, 'preview', image.bytes), mimeType: image.mimeType };
    }
    if (!(await ffmpegAvailable())) return { ok: false, reason: 'ffmpeg is not available' };
    return withToolInput(source, async (input) => {
      const probe = await ffprobe(input);
      const made = await storeFromFfmpeg(row, fileKey, 'preview', browserVideoArgs(input, probe.ok ? probe.facts : {}));
      return made.ok ? { ...made, mimeType: 'video/mp4' } : made;
    });
  }

  /** The browser-viewable copy of a HEIC photo or a video browsers cannot play. */
  function makePreview(row: MediaFileRow, fileKey: Buffer | null): Promise<CopyResult> {
    return withPlaintextSource(ctx, row, fileKey, (source) => previewOf(row, fileKey, source));
  }

  async function strippedOf(row: MediaFileRow, fileKey: Buffer | null, source: MediaSource): Promise<CopyResult> {
    if (isStrippableImage(row.mime_type)) {
      if (typeof source === 'string') return { ok: false, reason: 'image too large to re-encode' };
      const image = await strippedImage(source, row.mime_type);
      if (!image.ok) return image;
      return { ok: true, size: await store(row, fileKey, 'stripped', image.bytes), mimeType: image.mimeType };
    }
    if (!(await ffmpegAvailable())) return { ok: false, reason: 'ffmpeg is not available' };
    return withToolInput(source, async (input) => {
      const made = await storeFromFfmpeg(row, fileKey, 'stripped', strippedVideoArgs(input, row.mime_type));
      return made.ok ? { ...made, mimeType: row.mime_type } : made;
    });
  }

  const making = makingIn(ctx);

  /**
   * The copy without location and camera data, made now if it is not yet: null for a type that carries none we know
   * of; a failure is returned, never the original in its place.
   */
  async function stripped(row: MediaFileRow, fileKey: Buffer | null): Promise<CopyResult | null> {
    const mimeType = strippedTypeOf(row.mime_type);
    if (mimeType === null) return null;
    if (row.stripped_size !== null) return { ok: true, size: Number(row.stripped_size), mimeType };
    let run = making.get(row.id);
    if (!run) {
      run = withPlaintextSource(ctx, row, fileKey, (source) => strippedOf(row, fileKey, source)).then(async (made) => {
        if (made.ok) await saveStrippedSize(ctx.db, row.id, made.size);
        else ctx.log.warn({ mediaId: row.id }, `no copy without metadata: ${made.reason}`);
        return made;
      });
      making.set(row.id, run);
      void run.finally(() => making.delete(row.id)).catch(() => undefined);
    }
    return run;
  }

  return { makePreview, stripped };
}

export type FileCopies = ReturnType<typeof createFileCopies>;
