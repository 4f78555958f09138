import { Readable } from 'node:stream';
import {
  canStripMetadata,
  STRIPPABLE_IMAGE_TYPES,
  type StrippableImageType,
  type StrippableType,
  type StrippingProblem,
} from '@vaultbox/common/strippable-types.ts';
import type { AppContext } from '../../context.ts';
import type { MediaFileRow } from '../../db/tables.ts';
import { HEIC_TYPES } from '../../media-tools/heic-image.ts';
import type { FailureKind } from '../../media-tools/failure-reason.ts';
import { ffprobe } from '../../media-tools/ffprobe.ts';
import {
  browserImageFromHeic,
  strippedByFfmpeg,
  strippedImage,
  strippedImageType,
  strippedPictureArgs,
} from '../../media-tools/image-copy.ts';
import { ffmpegReaderOf } from '../../media-tools/input-format.ts';
import { withToolInput, type MediaSource, type ToolInput } from '../../media-tools/media-source.ts';
import {
  browserVideoArgs,
  runFfmpegCopy,
  strippedAvType,
  strippedByTranscode,
  strippedVideoArgs,
} from '../../media-tools/video-copy.ts';
import { writeBlob } from '../../storage/blob-writer.ts';
import { copyBlobId, copyKey, type CopyKind } from '../../domain/media/blob-names.ts';
import { saveStrippedError, saveStrippedSize } from '../../repos/media.repo.ts';
import { withPlaintextSource } from './plaintext-source.ts';

/** A copy that was made (its plaintext size and type), or why it could not be (and what kind of failure, if known). */
export type CopyResult =
  { ok: true; size: number; mimeType: string } | { ok: false; reason: string; failure?: FailureKind };

export interface StrippedCopy {
  size: number;
  mimeType: string;
}

/** The copy without metadata, or why a share asking for it gets none (never the original in its place). */
export type StrippedResult =
  { ok: true; size: number; mimeType: string } | { ok: false; problem: StrippingProblem; reason: string };

const isStrippableImage = (type: StrippableType): type is StrippableImageType =>
  (STRIPPABLE_IMAGE_TYPES as readonly string[]).includes(type);

/** The type a file's stripped copy has (a few formats become another: HEIC a JPEG, AVI an MP4, BMP a PNG). */
export const strippedTypeOf = (type: StrippableType): string =>
  isStrippableImage(type) ? strippedImageType(type) : strippedAvType(type);

async function probedCodecs(input: ToolInput) {
  const probe = await ffprobe(input);
  return probe.ok ? probe.facts : {};
}

/**
 * The two copies a file may have besides its thumbnails, each a blob encrypted under the file's key and bound to its
 * own id (see blob-names.ts): the browser-viewable copy (made by the preview job) and the copy without location and
 * camera data (queued when a share asks for it, else made on its first public request; then kept). Tools fail softly
 * with a reason; only storage and database failures throw.
 */
export function createFileCopies(ctx: AppContext) {
  const { blobs } = ctx;
  // One making of a file's stripped copy at a time, whoever asks: the first visitors of a new share and the job that
  // share queued all wait for the same copy (services.ts builds this once, for both).
  const making = new Map<string, Promise<CopyResult>>();

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
  ): Promise<{ ok: true; size: number } | { ok: false; reason: string; failure?: FailureKind }> {
    const run = runFfmpegCopy(args, ctx.config.transcodeMaxSeconds);
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
      return run.timedOut() ? { ok: false, reason: failure, failure: 'too_long' } : { ok: false, reason: failure };
    }
    await blobs.commit(written.tempId, copyKey(row.storage_key, kind));
    return { ok: true, size: written.plaintextSize };
  }

  async function previewOf(row: MediaFileRow, fileKey: Buffer | null, source: MediaSource): Promise<CopyResult> {
    if (HEIC_TYPES.has(row.mime_type)) {
      if (typeof source === 'string')
        return { ok: false, reason: 'HEIC file too large to decode', failure: 'too_large' };
      const image = await browserImageFromHeic(source);
      if (!image.ok) return image;
      return { ok: true, size: await store(row, fileKey, 'preview', image.bytes), mimeType: image.mimeType };
    }
    const reader = await ffmpegReaderOf(row.mime_type);
    if (!reader.ok) return reader;
    return withToolInput(source, reader.demuxer, async (input) => {
      const made = await storeFromFfmpeg(row, fileKey, 'preview', browserVideoArgs(input, await probedCodecs(input)));
      return made.ok ? { ...made, mimeType: 'video/mp4' } : made;
    });
  }

  /** The browser-viewable copy of a HEIC photo or a video browsers cannot play. */
  function makePreview(row: MediaFileRow, fileKey: Buffer | null): Promise<CopyResult> {
    return withPlaintextSource(ctx, row, fileKey, (source) => previewOf(row, fileKey, source));
  }

  async function strippedOf(
    row: MediaFileRow,
    fileKey: Buffer | null,
    type: StrippableType,
    source: MediaSource,
  ): Promise<CopyResult> {
    if (isStrippableImage(type) && !strippedByFfmpeg(type)) {
      if (typeof source === 'string') return { ok: false, reason: 'image too large to re-encode' };
      const image = await strippedImage(source, type);
      if (!image.ok) return image;
      return { ok: true, size: await store(row, fileKey, 'stripped', image.bytes), mimeType: image.mimeType };
    }
    const reader = await ffmpegReaderOf(type);
    if (!reader.ok) return reader;
    return withToolInput(source, reader.demuxer, async (input) => {
      const args = isStrippableImage(type)
        ? strippedPictureArgs(input)
        : strippedVideoArgs(input, type, strippedByTranscode(type) ? await probedCodecs(input) : {});
      const made = await storeFromFfmpeg(row, fileKey, 'stripped', args);
      return made.ok ? { ...made, mimeType: strippedTypeOf(type) } : made;
    });
  }

  /**
   * The copy without location and camera data, made now if it is not yet. A type off the strippable list has none;
   * a copy that could not be made keeps its reason (stripped_error) and is not tried again until a share asks anew
   * (queueStrippedCopy).
   */
  async function stripped(row: MediaFileRow, fileKey: Buffer | null): Promise<StrippedResult> {
    const type = row.mime_type;
    if (!canStripMetadata(type)) return { ok: false, problem: 'unsupported_type', reason: `not strippable: ${type}` };
    if (row.stripped_size !== null)
      return { ok: true, size: Number(row.stripped_size), mimeType: strippedTypeOf(type) };
    if (row.stripped_error !== null) return { ok: false, problem: 'copy_failed', reason: row.stripped_error };
    let run = making.get(row.id);
    if (!run) {
      const started = withPlaintextSource(ctx, row, fileKey, (source) => strippedOf(row, fileKey, type, source));
      run = started.then(async (made) => {
        if (made.ok) await saveStrippedSize(ctx.db, row.id, made.size);
        else {
          ctx.log.warn({ mediaId: row.id }, `no copy without metadata: ${made.reason}`);
          await saveStrippedError(ctx.db, row.id, made.reason);
        }
        return made;
      });
      making.set(row.id, run);
      void run.finally(() => making.delete(row.id)).catch(() => undefined);
    }
    const made = await run;
    return made.ok ? made : { ok: false, problem: 'copy_failed', reason: made.reason };
  }

  return { makePreview, stripped };
}

export type FileCopies = ReturnType<typeof createFileCopies>;
