import type { IPicture } from 'music-metadata';
import { readAudioTags } from './audio-tags.ts';
import { describeError } from './failure-reason.ts';
import type { MediaSource } from './media-source.ts';
import { withTimeout } from './with-timeout.ts';

const COVER_PARSE_TIMEOUT_MS = 15_000;

export type CoverResult = { ok: true; image: Buffer } | { ok: false; reason: string };

/** The embedded cover art of an audio file (the front cover when several pictures are tagged). */
export async function extractCoverArt(source: MediaSource, mimeType: string): Promise<CoverResult> {
  try {
    const options = { duration: false, skipCovers: false };
    const parsing = readAudioTags(source, mimeType, options);
    const { common } = await withTimeout(parsing, COVER_PARSE_TIMEOUT_MS, 'reading audio tags');
    const picture = pickCover(common.picture ?? []);
    if (!picture) return { ok: false, reason: 'no embedded cover art' };
    return {
      ok: true,
      image: Buffer.from(picture.data.buffer, picture.data.byteOffset, picture.data.byteLength),
    };
  } catch (error) {
    return { ok: false, reason: `music-metadata: ${describeError(error)}` };
  }
}

function pickCover(pictures: IPicture[]): IPicture | undefined {
  const usable = pictures.filter((p) => p.data.byteLength > 0);
  return usable.find((p) => /front/i.test(p.type ?? '')) ?? usable[0];
}
